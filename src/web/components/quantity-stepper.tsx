import type { MouseEvent } from 'react';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * − n + within [min, max]; the label names what is counted, for screen readers. Given a `name`, its
 * buttons also submit the form around them (or the one `form` names) with the quantity each asks for
 * under that name: what they do on a page without JavaScript; with it they never submit. While `busy`
 * (a change under way) a press does nothing, but the buttons stay enabled: a disabled button loses the
 * keyboard's focus to the page.
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label,
  disabled,
  busy,
  name,
  form,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (next: number) => void;
  label: string;
  disabled?: boolean;
  busy?: boolean;
  name?: string;
  form?: string;
}) {
  const asks = (quantity: number) => ({
    ...(name ? ({ type: 'submit', name, value: quantity, form } as const) : ({ type: 'button' } as const)),
    'aria-disabled': busy || undefined,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      if (!busy) onChange(quantity);
    },
  });
  return (
    <div className="flex items-center gap-2" role="group" aria-label={label}>
      <Button
        {...asks(value - 1)}
        variant="outline"
        size="icon"
        className="size-9!"
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
      >
        <MinusIcon />
      </Button>
      <span className="w-8 text-center font-medium" aria-live="polite" data-testid="quantity">
        {value}
      </span>
      <Button
        {...asks(value + 1)}
        variant="outline"
        size="icon"
        className="size-9!"
        aria-label="Increase quantity"
        disabled={disabled || value >= max}
      >
        <PlusIcon />
      </Button>
    </div>
  );
}
