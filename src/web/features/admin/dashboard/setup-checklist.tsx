import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, CircleIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { SetupItem } from '@shared/schemas/dashboard';
import { cn } from '@web/lib/utils';
import { setupChecklistQuery } from './api';

/** How a step not done yet is done: on an admin screen, or by the environment's variables. */
function HowTo({ item }: { item: SetupItem }) {
  if (item.link) {
    return (
      <Link to={item.link} className="text-sm font-medium text-primary underline underline-offset-4">
        Open Settings
      </Link>
    );
  }
  return (
    <p className="text-sm">
      <span className="text-muted-foreground">Environment: </span>
      {item.variables.map((name, i) => (
        <span key={name}>
          {i > 0 && ', '}
          <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs break-all">{name}</code>
        </span>
      ))}
    </p>
  );
}

function Step({ item }: { item: SetupItem }) {
  const Icon = item.done ? CheckCircle2Icon : CircleIcon;
  return (
    <li className="flex gap-3 py-3">
      <Icon
        aria-hidden
        className={cn('mt-0.5 size-5 shrink-0', item.done ? 'text-primary' : 'text-muted-foreground')}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <h3 className="font-medium">{item.title}</h3>
          <span className={cn('text-xs', item.done ? 'font-medium text-primary' : 'text-muted-foreground')}>
            {item.done ? 'Done' : 'To do'}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">{item.hint}</p>
        {!item.done && <HowTo item={item} />}
      </div>
    </li>
  );
}

/**
 * The dashboard's setup checklist (docs/decisions/0019-shop-settings.md): what the shop still needs
 * to trade for real, as the server finds it, each step ticked once done. Gone once all are.
 */
export function SetupChecklist() {
  const headingId = useId();
  const { data } = useQuery(setupChecklistQuery);
  if (!data || data.items.every((item) => item.done)) return null;
  const done = data.items.filter((item) => item.done).length;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-background p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          Set up your shop
        </h2>
        <p className="text-sm text-muted-foreground">
          {done} of {data.items.length} done
        </p>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        What the shop needs before it trades for real. This list goes away once every step is done.
      </p>
      <ol className="mt-2 divide-y">
        {data.items.map((item) => (
          <Step key={item.step} item={item} />
        ))}
      </ol>
    </section>
  );
}
