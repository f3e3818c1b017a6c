import type { MouseEvent } from 'react';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useHydrated } from '@web/lib/use-hydrated';

/**
 * − n + within [min, max]; the label names what is counted, for screen readers. Given a `name`, its
 * buttons also submit the form around them (or the one `form` names) with the quantity each asks for
 * under that name: what they do on a page without JavaScript; with it they never submit. Once the
 * page runs JavaScript, a button at its limit, or while `busy` (a change under way), stays enabled
 * (`aria-disabled`) and a press does nothing: a button disabled under the keyboard's focus drops the
 * focus to the page. Before that, it is disabled, so a form never asks past the limit.
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
  const hydrated = useHydrated();
  const asks = (quantity: number, atLimit: boolean) => {
    const inert = busy || (atLimit && hydrated);
    return {
      ...(name ? ({ type: 'submit', name, value: quantity, form } as const) : ({ type: 'button' } as const)),
      disabled: disabled || (atLimit && !hydrated),
      'aria-disabled': inert || undefined,
      onClick: (event: MouseEvent) => {
        event.preventDefault();
        if (!inert) onChange(quantity);
      },
    };
  };
  return (
    <div className="flex items-center gap-2" role="group" aria-label={label}>
      <Button
        {...asks(value - 1, value <= min)}
        variant="outline"
        size="icon"
        className="size-9!"
        aria-label="Decrease quantity"
      >
        <MinusIcon />
      </Button>
      <span className="w-8 text-center font-medium" aria-live="polite" data-testid="quantity">
        {value}
      </span>
      <Button
        {...asks(value + 1, value >= max)}
        variant="outline"
        size="icon"
        className="size-9!"
        aria-label="Increase quantity"
      >
        <PlusIcon />
      </Button>
    </div>
  );
}
