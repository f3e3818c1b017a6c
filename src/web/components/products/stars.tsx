import { useId } from 'react';
import { cn } from '@web/lib/utils';

/**
 * lucide's star, in a 24-unit square. The product card's rating (rating.tsx) draws it too, from its
 * own copy: a module both import would be split into a chunk of its own, one more file for the home
 * page's first view.
 */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/** Where each of the five stars sits in a row 120 units wide. */
const OFFSETS = [0, 24, 48, 72, 96] as const;

/** '4.5 out of 5 stars', '1 out of 5 stars': what the stars say to a screen reader. */
const starsLabel = (rating: number) => `${Number(rating.toFixed(1))} out of 5 stars`;

/**
 * Five stars in one SVG, each a `<use>` of one star drawn once per rating (`defines`) and shared by
 * its filled row. A product page shows up to eleven ratings: as ten icons each they were 71 KB of
 * its 184 KB of markup, and a third of its render (docs/benchmarks.md).
 */
function Row({ star, defines }: { star: string; defines: boolean }) {
  return (
    <svg
      viewBox="0 0 120 24"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="h-[1em] w-[5em] shrink-0"
      aria-hidden
    >
      {defines && (
        <defs>
          <path id={star} d={STAR_PATH} />
        </defs>
      )}
      {OFFSETS.map((x) => (
        <use key={x} href={`#${star}`} x={x} />
      ))}
    </svg>
  );
}

/**
 * A rating as five stars, filled as far as the rating goes (4.5 fills four and a half), read as
 * '4.5 out of 5 stars'. Sized by the font: `text-xl` draws larger stars.
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const star = useId();
  const filled = `${(Math.min(Math.max(rating, 0), 5) / 5) * 100}%`;
  return (
    <span role="img" aria-label={starsLabel(rating)} className={cn('relative inline-flex', className)}>
      <span className="flex text-muted-foreground/30">
        <Row star={star} defines />
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
        style={{ width: filled }}
      >
        <Row star={star} defines={false} />
      </span>
    </span>
  );
}
