import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, data, useLoaderData, useSearchParams } from 'react-router';
import { endpointUrl } from '@shared/api/endpoints';
import { STORE_NAME } from '@shared/constants';
import { PATHS } from '@shared/routes';
import { Button } from '@web/components/ui/button';
import { ApiError } from '@web/lib/api-client';
import { type PageLoaderArgs, pageRequest, privatePageHead } from '@web/lib/page-route';
import { unsubscribeQuery } from './api/unsubscribe';
import { shopMoment } from '@shared/shop-time';

/** A link the shop did not make (cut short, changed) answers the page with 400 and says so. */
export async function loader(args: PageLoaderArgs) {
  const { url, queryClient } = pageRequest(args);
  try {
    await queryClient.fetchQuery(unsubscribeQuery(url.searchParams.get('token') ?? ''));
    return { linkValid: true };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ linkValid: false }, { status: 400 });
    throw error;
  }
}

export const head = privatePageHead('Unsubscribe');

function Panel({ title, done = false, children }: { title: string; done?: boolean; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <div className="space-y-4 rounded-lg border bg-background p-6 shadow-sm">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          {done && <CheckCircle2Icon aria-hidden className="size-6 shrink-0 text-primary" />}
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}

/**
 * /unsubscribe?token=…: the page every marketing email links to (docs/decisions/0021-privacy.md).
 * Opening it changes nothing (mail scanners open links); its button is a plain form post, so it works
 * without JavaScript, and the answer comes back here with `done`.
 */
export function Component() {
  const { linkValid } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const status = useQuery({ ...unsubscribeQuery(token), enabled: linkValid }).data;

  if (!linkValid || !status) {
    return (
      <Panel title="This unsubscribe link is not valid">
        <p>
          It may have been cut short when it was copied. Open it again from the email, or stop our news and
          offers from{' '}
          <Link to={PATHS.account} className="font-medium text-primary underline">
            your account
          </Link>
          .
        </p>
      </Panel>
    );
  }
  const who = status.maskedEmail ? ` to ${status.maskedEmail}` : '';
  if (!status.subscribed) {
    return (
      <Panel title={search.has('done') ? 'You are unsubscribed' : 'You are not subscribed'} done>
        <p>
          {STORE_NAME} sends no news and offers{who}
          {status.withdrawnAt ? ` since ${shopMoment(status.withdrawnAt)}` : ''}. Emails about your orders
          still come.
        </p>
        <Button asChild variant="outline">
          <Link to="/">Return to Home</Link>
        </Button>
      </Panel>
    );
  }
  return (
    <Panel title="Stop our news and offers?">
      <p>
        {STORE_NAME} will send no more news and offers{who}. Emails about your orders still come.
      </p>
      <form method="post" action={endpointUrl('unsubscribeForm', { query: { token } })}>
        <Button type="submit">Unsubscribe</Button>
      </form>
    </Panel>
  );
}
