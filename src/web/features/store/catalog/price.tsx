import { formatRand } from '@shared/money';
import { effectiveUnitPriceCents, type PricedItem, savePercent } from '@shared/pricing';
import { cn } from '@web/lib/utils';

/** The price a shopper pays, with the real base price struck out and 'Save n%' when on sale. */
export function Price({ item, size = 'md' }: { item: PricedItem; size?: 'md' | 'lg' }) {
  const effective = effectiveUnitPriceCents(item);
  const percent = savePercent(item);
  return (
    <div className="flex flex-wrap items-baseline gap-2">
      <span className={cn('font-bold', size === 'lg' ? 'text-3xl' : 'text-lg', percent > 0 && 'text-sale')}>
        {formatRand(effective)}
      </span>
      {percent > 0 && (
        <>
          <s className={cn('text-muted-foreground', size === 'lg' ? 'text-lg' : 'text-sm')}>
            <span className="sr-only">Was </span>
            {formatRand(item.priceCents)}
          </s>
          <span className="rounded bg-sale px-1.5 py-0.5 text-xs font-semibold text-white">
            Save {percent}%
          </span>
        </>
      )}
    </div>
  );
}
