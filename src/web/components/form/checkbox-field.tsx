import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Label } from '@web/components/ui/label';
import { useEarlyInput, useFieldId } from './form-field';

const tickOf = (element: HTMLElement) => (element instanceof HTMLInputElement ? element.checked : undefined);

/**
 * A yes/no field the shopper ticks (a consent): a real checkbox, its label beside it and a line
 * under the label saying what it means. It starts as the form's value says (unticked for a consent).
 */
export function CheckboxField({ name, label, hint }: { name: string; label: string; hint?: ReactNode }) {
  const id = useFieldId(name);
  const {
    field: { ref, value, disabled, onChange, onBlur },
  } = useController({ name });
  useEarlyInput(id, tickOf, value === true, onChange);
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        ref={ref}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={value === true}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div className="space-y-1">
        <Label htmlFor={id} className="leading-5!">
          {label}
        </Label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
