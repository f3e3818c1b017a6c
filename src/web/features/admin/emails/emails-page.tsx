import { useQuery } from '@tanstack/react-query';
import { EyeIcon } from 'lucide-react';
import { useState } from 'react';
import type { EmailSummary } from '@shared/schemas/emails';
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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AdminCard, AdminPageHeader } from '@web/admin-kit/admin-page';
import { ListPager } from '@web/admin-kit/list-controls';
import { adminEmailQuery, adminEmailsQuery } from './api';

/** A moment on this screen, e.g. 2026/11/22, 14:05: when an email went matters to the minute. */
const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });

function EmailStatus({ email }: { email: EmailSummary }) {
  if (email.sentAt) return <Badge variant="secondary">Sent {formatMoment(email.sentAt)}</Badge>;
  return (
    <div className="space-y-1">
      {/* The attempt it waits for: the first, or the next after those that failed. */}
      <Badge variant="outline">Waiting (attempt {email.attempts + 1})</Badge>
      {email.lastError && <p className="max-w-xs text-xs break-words text-destructive">{email.lastError}</p>}
    </div>
  );
}

function EmailsTable({
  emails,
  onPreview,
}: {
  emails: EmailSummary[];
  onPreview: (email: EmailSummary) => void;
}) {
  if (emails.length === 0) return <p className="p-6 text-center text-muted-foreground">No emails yet.</p>;
  return (
    <Table cards>
      <TableHeader>
        <TableRow>
          <TableHead>To</TableHead>
          <TableHead>Subject</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {emails.map((email) => (
          <TableRow key={email.id}>
            <TableCell label="To" className="break-all">
              {email.to}
            </TableCell>
            <TableCell label="Subject">{email.subject}</TableCell>
            <TableCell label="Status">
              <EmailStatus email={email} />
            </TableCell>
            <TableCell label="Created" className="whitespace-nowrap">
              {formatMoment(email.createdAt)}
            </TableCell>
            <TableCell label="Actions">
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Preview ${email.subject} to ${email.to}`}
                onClick={() => onPreview(email)}
              >
                <EyeIcon />
                Preview
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function EmailPreview({ id }: { id: string }) {
  const email = useQuery(adminEmailQuery(id));
  if (!email.data) return <Spinner className="py-8" />;
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
  const [page, setPage] = useState(1);
  // The email as it was listed when opened, so a refresh that pages it away leaves the preview open.
  const [previewing, setPreviewing] = useState<EmailSummary>();
  const list = useQuery(adminEmailsQuery(page));

  const emails = list.data?.emails ?? [];

  return (
    <div className="space-y-6">
      <AdminPageHeader title="Emails" />
      <AdminCard pending={list.isPending}>
        <EmailsTable emails={emails} onPreview={setPreviewing} />
      </AdminCard>
      <ListPager noun="emails" one="email" list={list.data} onPage={setPage} />
      <PreviewDialog email={previewing} onClose={() => setPreviewing(undefined)} />
    </div>
  );
}
