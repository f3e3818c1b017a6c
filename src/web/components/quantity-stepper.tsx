import { MinusIcon, PlusIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** − n + within [min, max]; the label names what is counted, for screen readers. */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label,
  disabled,
}: {
  value: number;
  min: number;
  max: number;
  onChange: (next: number) => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-center gap-2" role="group" aria-label={label}>
      <Button
        type="button"
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
        type="button"
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
