import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, DownloadIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { endpointUrl } from '@shared/api/endpoints';
import type { ConsentSource } from '@shared/schemas/marketing';
import { PATHS } from '@shared/routes';
import { type Account, deleteAccountBodySchema } from '@shared/schemas/privacy';
import { Form } from '@web/components/form/form';
import { TextField } from '@web/components/form/form-field';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import { Switch } from '@web/components/ui/switch';
import { sessionQuery, useSession } from '@web/api/session';
import { errorMessage } from '@web/lib/error-message';
import { type PageLoaderArgs, pageRequest, privatePageHead } from '@web/lib/page-route';
import { type AccountPageState, accountQuery, useDeleteAccount, useSetMarketing } from './api/account';
import { shopMoment } from '@shared/shop-time';

/** One part of the page: a card with its heading. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border bg-background p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const SOURCE_WORDS: Record<ConsentSource, string> = {
  sign_up: 'when you signed up',
  checkout: 'at checkout',
  account: 'on this page',
};

/** The marketing switch, saved at once, and when the choice was made. */
function MarketingEmails({ marketing }: { marketing: Account['marketing'] }) {
  const setMarketing = useSetMarketing();
  const switchId = useId();
  const { subscribed, givenAt, source, withdrawnAt } = marketing;
  return (
    <Section title="Marketing emails">
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={subscribed}
          disabled={setMarketing.isPending}
          onCheckedChange={(checked) => setMarketing.mutate(checked)}
          aria-describedby={`${switchId}-state`}
        />
        <Label htmlFor={switchId}>Send me news and offers</Label>
      </div>
      <p id={`${switchId}-state`} className="text-sm text-muted-foreground">
        {subscribed && givenAt && source
          ? `On: you agreed ${SOURCE_WORDS[source]}, on ${shopMoment(givenAt)}.`
          : withdrawnAt
            ? `Off: you said no more on ${shopMoment(withdrawnAt)}.`
            : 'Off: you have not asked for our news and offers.'}{' '}
        We only email news and offers to shoppers who ask for them, and every such email has a link to stop
        them.
      </p>
    </Section>
  );
}

/** 'Delete my account': what goes and what stays, then the password to confirm. */
function DeleteAccount({ email }: { email: string }) {
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteAccount();
  const form = useForm({ resolver: zodResolver(deleteAccountBodySchema), defaultValues: { password: '' } });
  return (
    <Section title="Delete my account">
      <p className="text-sm">
        Deleting your account erases your name, email address, password and marketing choice, and signs you
        out everywhere. We keep your past orders, with their items and amounts but without your name, contact
        details or address, for the five years tax law requires. An order still on its way must be delivered
        or cancelled first. This cannot be undone.
      </p>
      {confirming ? (
        <Form form={form} onSubmit={(body) => deletion.mutate(body)} className="space-y-4">
          {/* Whose password this is, for the browser's password manager. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextField
            name="password"
            label="Your password, to confirm"
            type="password"
            autoComplete="current-password"
            required
          />
          {deletion.error && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errorMessage(deletion.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={deletion.isPending}>
              {deletion.isPending ? 'Deleting...' : 'Delete my account for good'}
            </Button>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : (
        <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
          Delete my account
        </Button>
      )}
    </Section>
  );
}

function AccountDetails() {
  const account = useQuery(accountQuery);
  if (account.isPending) return <Spinner />;
  if (!account.data) {
    return <p className="text-muted-foreground">Your account could not be loaded. Please try again later.</p>;
  }
  const { fullName, email, createdAt, marketing } = account.data;
  return (
    <div className="space-y-6">
      <Section title="Your details">
        <dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-muted-foreground">Name</dt>
          <dd className="break-words">{fullName}</dd>
          <dt className="font-medium text-muted-foreground">Email</dt>
          <dd className="break-words">{email}</dd>
          <dt className="font-medium text-muted-foreground">Member since</dt>
          <dd>{shopMoment(createdAt)}</dd>
        </dl>
        <p className="text-sm text-muted-foreground">
          Your orders are under <Link to={PATHS.myOrders}>My Orders</Link>. To correct your details, write to
          us as our <Link to={PATHS.privacy}>privacy policy</Link> says.
        </p>
      </Section>
      <MarketingEmails marketing={marketing} />
      <Section title="Your data">
        <p className="text-sm">
          Download everything we hold about you (your details, your orders with their addresses, your
          marketing choices and where you are signed in) as one file you can read or keep.
        </p>
        {/* A plain link: the browser saves the file the answer names, with or without JavaScript. */}
        <Button asChild variant="outline">
          <a href={endpointUrl('exportAccount', {})} download>
            <DownloadIcon aria-hidden />
            Download my data
          </a>
        </Button>
      </Section>
      <DeleteAccount email={email} />
    </div>
  );
}

function Deleted() {
  return (
    <div className="space-y-6">
      <div
        role="status"
        className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-5"
      >
        <CheckCircle2Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-primary" />
        <div className="space-y-1">
          <h1 className="text-2xl font-bold">Your account is deleted</h1>
          <p className="text-muted-foreground">
            We have erased your name, email address, password and marketing choice, and signed you out. Your
            past orders stay in our records for tax purposes, without your details.
          </p>
        </div>
      </div>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}

/** A signed-in visitor's account is loaded with the page, on the server too. */
export async function loader(args: PageLoaderArgs) {
  const { queryClient } = pageRequest(args);
  const { user } = await queryClient.ensureQueryData(sessionQuery);
  if (user) await queryClient.prefetchQuery(accountQuery);
  return null;
}

export const head = privatePageHead('My Account');

/**
 * /account (docs/decisions/0021-privacy.md): a signed-in shopper's details, their marketing emails
 * switch, the download of their data and the deletion of their account.
 */
export function Component() {
  const { user, isPending } = useSession();
  const deleted = (useLocation().state as AccountPageState | null)?.deleted === true;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 [&_a:not([class])]:font-medium [&_a:not([class])]:text-primary [&_a:not([class])]:underline">
      {deleted ? (
        <Deleted />
      ) : (
        <>
          <h1 className="mb-6 text-3xl font-bold tracking-tight">My Account</h1>
          {isPending ? (
            <Spinner />
          ) : user ? (
            <AccountDetails />
          ) : (
            <div className="py-12 text-center">
              <p className="mb-6 text-muted-foreground">Sign in to see your account.</p>
              <Button asChild>
                <Link to={PATHS.auth}>Sign In</Link>
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
