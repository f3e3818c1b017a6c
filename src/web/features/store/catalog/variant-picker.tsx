import { Form, Link, useNavigate } from 'react-router';
import type { ShopProductDetail, ShopVariant } from '@shared/schemas/catalog';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';

/** An option with more values than this is a select rather than a row of buttons. */
const LONGEST_BUTTON_ROW = 8;

/**
 * The variant the address names (`?variant=`), else the first in stock, else the first: what the
 * page shows and Add to Cart adds (docs/decisions/0018-product-variants.md).
 */
export function chosenVariant(product: ShopProductDetail, id: string | null): ShopVariant | undefined {
  return (
    product.variants.find((variant) => variant.id === id) ??
    product.variants.find((variant) => variant.inventoryQuantity > 0) ??
    product.variants[0]
  );
}

/** The variant with `value` for option `index` and the chosen variant's other values; else any with that value. */
function variantWith(product: ShopProductDetail, chosen: ShopVariant, index: number, value: string) {
  const wanted = chosen.optionValues.map((current, i) => (i === index ? value : current));
  return (
    product.variants.find((variant) => variant.optionValues.every((v, i) => v === wanted[i])) ??
    product.variants.find((variant) => variant.optionValues[index] === value)
  );
}

const addressOf = (variant: ShopVariant) => `?variant=${variant.id}`;

/**
 * A choice for each of the product's options. Each value is a link to its variant's address, so the
 * picker works without JavaScript (a GET to choose); a long list is a select in a GET form, with a
 * button for a browser without JavaScript. A value that no variant on sale has is shown, struck out;
 * one whose variant is sold out is chosen as any other, and the page says 'Out of stock'.
 */
export function VariantPicker({ product, chosen }: { product: ShopProductDetail; chosen: ShopVariant }) {
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      {product.options.map((option, index) => {
        const current = chosen.optionValues[index];
        const choices = option.values.map((value) => ({
          value,
          variant: variantWith(product, chosen, index, value),
        }));
        const label = `${option.name}: ${current ?? ''}`;
        return (
          <fieldset key={option.name} className="space-y-2">
            <legend className="text-sm font-medium">{label}</legend>
            {option.values.length > LONGEST_BUTTON_ROW ? (
              <Form method="get" className="flex gap-2">
                <select
                  name="variant"
                  aria-label={option.name}
                  className="h-10 rounded-md border bg-background px-3 text-sm"
                  value={chosen.id}
                  onChange={(event) =>
                    void navigate(`?variant=${event.target.value}`, {
                      replace: true,
                      preventScrollReset: true,
                    })
                  }
                >
                  {choices.map(({ value, variant }) => (
                    <option
                      key={value}
                      value={value === current ? chosen.id : (variant?.id ?? '')}
                      disabled={!variant}
                    >
                      {value}
                      {variant && variant.inventoryQuantity === 0 ? ' (out of stock)' : ''}
                    </option>
                  ))}
                </select>
                <noscript>
                  <Button type="submit" variant="outline">
                    Choose
                  </Button>
                </noscript>
              </Form>
            ) : (
              <ul className="flex flex-wrap gap-2">
                {choices.map(({ value, variant }) => {
                  const look = cn(
                    'inline-flex h-10 min-w-12 items-center justify-center rounded-md border px-3 text-sm',
                    value === current ? 'border-primary bg-primary text-primary-foreground' : 'bg-background',
                    variant && variant.inventoryQuantity === 0 && 'border-dashed',
                  );
                  return (
                    <li key={value}>
                      {variant ? (
                        <Link
                          to={addressOf(variant)}
                          replace
                          preventScrollReset
                          aria-current={value === current ? 'true' : undefined}
                          aria-label={`${option.name} ${value}${variant.inventoryQuantity === 0 ? ', out of stock' : ''}`}
                          className={look}
                        >
                          {value}
                        </Link>
                      ) : (
                        <span className={cn(look, 'text-muted-foreground line-through')} aria-disabled="true">
                          {value}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
