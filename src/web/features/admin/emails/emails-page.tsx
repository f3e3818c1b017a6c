import { useQuery } from '@tanstack/react-query';
import { EyeIcon } from 'lucide-react';
import { useState } from 'react';
import { type EmailSummary, emailListQuerySchema } from '@shared/schemas/emails';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { formatAdminMoment } from '@web/admin-kit/admin-api';
import { AdminPageHeader } from '@web/admin-kit/admin-page';
import { AdminList, type Column, useListQuery } from '@web/admin-kit/admin-list';
import { adminEmailQuery, adminEmailsQuery } from './api';

function EmailStatus({ email }: { email: EmailSummary }) {
  if (email.sentAt) return <Badge variant="secondary">Sent {formatAdminMoment(email.sentAt)}</Badge>;
  return (
    <div className="space-y-1">
      {/* The attempt it waits for: the first, or the next after those that failed. */}
      <Badge variant="outline">Waiting (attempt {email.attempts + 1})</Badge>
      {email.lastError && <p className="max-w-xs text-xs break-words text-destructive">{email.lastError}</p>}
    </div>
  );
}

const emailColumns = (onPreview: (email: EmailSummary) => void): Column<EmailSummary>[] => [
  { label: 'To', className: 'break-all', cell: (email) => email.to },
  { label: 'Subject', cell: (email) => email.subject },
  { label: 'Status', cell: (email) => <EmailStatus email={email} /> },
  { label: 'Created', className: 'whitespace-nowrap', cell: (email) => formatAdminMoment(email.createdAt) },
  {
    label: 'Actions',
    cell: (email) => (
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Preview ${email.subject} to ${email.to}`}
        onClick={() => onPreview(email)}
      >
        <EyeIcon />
        Preview
      </Button>
    ),
  },
];

function EmailPreview({ id }: { id: string }) {
  const email = useQuery(adminEmailQuery(id));
  if (!email.data) return <Spinner className="py-8!" />;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">To {email.data.to}</p>
      <Tabs defaultValue="html">
        <TabsList>
          <TabsTrigger value="html">HTML</TabsTrigger>
          <TabsTrigger value="text">Plain text</TabsTrigger>
        </TabsList>
        <TabsContent value="html">
          {/* sandbox="": the email's markup runs no script, submits no form and opens nothing. */}
          <iframe
            title={`Email: ${email.data.subject}`}
            sandbox=""
            srcDoc={email.data.html}
            className="h-[60vh] w-full rounded-md border bg-white"
          />
        </TabsContent>
        <TabsContent value="text">
          <pre className="h-[60vh] overflow-auto rounded-md border bg-muted p-4 font-mono text-xs whitespace-pre-wrap">
            {email.data.text}
          </pre>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function PreviewDialog({ email, onClose }: { email: EmailSummary | undefined; onClose: () => void }) {
  return (
    <Dialog open={email !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[95vh] overflow-y-auto sm:max-w-3xl">
        {email && (
          <>
            <DialogHeader>
              <DialogTitle>{email.subject}</DialogTitle>
              <DialogDescription className="sr-only">The email as its recipient sees it</DialogDescription>
            </DialogHeader>
            <EmailPreview key={email.id} id={email.id} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** /admin/emails: every email the shop sends, whether it went out, and what it said. */
export function Component() {
  const { query, goTo, filtered } = useListQuery(emailListQuerySchema);
  // The email as it was listed when opened, so a refresh that pages it away leaves the preview open.
  const [previewing, setPreviewing] = useState<EmailSummary>();
  const list = useQuery(adminEmailsQuery(query));

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Emails" />
      <AdminList
        rows={list.data?.emails}
        columns={emailColumns(setPreviewing)}
        status={list}
        noun="emails"
        one="email"
        filtered={filtered}
        page={list.data}
        onPage={goTo}
      />
      <PreviewDialog email={previewing} onClose={() => setPreviewing(undefined)} />
    </div>
  );
}
