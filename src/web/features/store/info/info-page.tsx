import { useId, type ReactNode } from 'react';
import { cn } from '@web/lib/utils';

/** The address shoppers write to; shown on the help pages (nothing is sent from the site). */
export const SUPPORT_EMAIL = 'hello@lekkerliving.co.za';

/** Body text of the help pages: readable paragraphs, bulleted lists and underlined links. */
const proseClasses =
  'space-y-4 leading-7 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6';

interface InfoPageProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The layout of the static help pages (shipping, returns, privacy, terms, FAQ, contact):
 * the page's only <h1>, an optional introduction, and the content in a readable column.
 * It renders no <main>: the site layout already has one.
 */
export function InfoPage({ title, intro, children, className }: InfoPageProps) {
  return (
    <article className={cn('mx-auto w-full max-w-3xl px-4 py-10 sm:py-14', className)}>
      <header className="border-b pb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {typeof intro === 'string' ? (
          <p className="mt-3 text-lg leading-8 text-muted-foreground">{intro}</p>
        ) : intro ? (
          <div className="mt-3 text-lg leading-8 text-muted-foreground">{intro}</div>
        ) : null}
      </header>
      <div className="mt-8 space-y-10">{children}</div>
    </article>
  );
}

interface InfoSectionProps {
  title: string;
  children: ReactNode;
}

/** One <h2> section of a help page, with its body styled as readable prose. */
export function InfoSection({ title, children }: InfoSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="mb-3 text-xl font-semibold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <div className={proseClasses}>{children}</div>
    </section>
  );
}

/** A short highlighted summary ("at a glance") at the top of a policy page. */
export function InfoSummary({ title, items }: { title: string; items: ReactNode[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border bg-muted p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 leading-7">
        {items.map((item, index) => (
          <li key={index} className="pl-1">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
