import { MinusIcon, PlusIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/**
 * − n + within [min, max]; the label names what is counted, for screen readers. Given a `name`, its
 * buttons also submit the form around it with the quantity each asks for under that name, which is
 * what they do on a page without JavaScript.
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label,
  disabled,
  name,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (next: number) => void;
  label: string;
  disabled?: boolean;
  name?: string;
}) {
  const asks = (quantity: number) =>
    name ? ({ type: 'submit', name, value: quantity } as const) : ({ type: 'button' } as const);
  return (
    <div className="flex items-center gap-2" role="group" aria-label={label}>
      <Button
        {...asks(value - 1)}
        variant="outline"
        size="icon"
        className="size-9!"
        aria-label="Decrease quantity"
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
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
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon />
      </Button>
    </div>
  );
}
