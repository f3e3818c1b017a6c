import { formatRand } from '@shared/money';
import { savePercent } from '@shared/pricing';
import { cn } from '@web/lib/utils';

/**
 * The price a shopper pays (the server's, from the one pricing engine), with the real base price
 * struck out and 'Save n%' when it is lower.
 */
export function Price({
  item,
  size = 'md',
  from = false,
}: {
  item: { priceCents: number; unitPriceCents: number };
  size?: 'md' | 'lg';
  /** The lowest of several prices (a product whose variants cost different amounts): 'From R…'. */
  from?: boolean;
}) {
  const reduced = item.unitPriceCents < item.priceCents;
  const percent = savePercent(item.priceCents, item.unitPriceCents);
  return (
    <div className="flex flex-wrap items-baseline gap-2">
      <span className={cn('font-bold', size === 'lg' ? 'text-3xl' : 'text-lg', reduced && 'text-sale')}>
        {from && 'From '}
        {formatRand(item.unitPriceCents)}
      </span>
      {reduced && (
        <s className={cn('text-muted-foreground', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">Was </span>
          {formatRand(item.priceCents)}
        </s>
      )}
      {percent > 0 && (
        <span className="rounded bg-sale px-1.5 py-0.5 text-xs font-semibold text-white">
          Save {percent}%
        </span>
      )}
    </div>
  );
}
