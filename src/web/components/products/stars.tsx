import { StarIcon } from 'lucide-react';
import { cn } from '@web/lib/utils';

const FIVE = [1, 2, 3, 4, 5] as const;

/** '4.5 out of 5 stars', '1 out of 5 stars': what the stars say to a screen reader. */
const starsLabel = (rating: number) => `${Number(rating.toFixed(1))} out of 5 stars`;

/**
 * A rating as five stars, filled as far as the rating goes (4.5 fills four and a half), read as
 * '4.5 out of 5 stars'. Sized by the font: `text-xl` draws larger stars.
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = `${(Math.min(Math.max(rating, 0), 5) / 5) * 100}%`;
  const row = FIVE.map((star) => (
    <StarIcon key={star} aria-hidden className="size-[1em] shrink-0 fill-current" />
  ));
  return (
    <span role="img" aria-label={starsLabel(rating)} className={cn('relative inline-flex', className)}>
      <span className="flex text-muted-foreground/30">{row}</span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-500"
        style={{ width: filled }}
      >
        {row}
      </span>
    </span>
  );
}
