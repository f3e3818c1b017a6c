import { useController } from 'react-hook-form';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { useFieldId } from './form-field';

/** An on/off field, its label beside it (or, `hideLabel`, for screen readers only: a table's cell). */
export function SwitchField({
  name,
  label,
  hideLabel = false,
}: {
  name: string;
  label: string;
  hideLabel?: boolean;
}) {
  const id = useFieldId(name);
  const {
    field: { ref, value, disabled, onChange, onBlur },
  } = useController({ name });
  return (
    <div className="flex items-center gap-3">
      <Switch
        id={id}
        ref={ref}
        checked={value}
        disabled={disabled}
        onCheckedChange={onChange}
        onBlur={onBlur}
      />
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
    </div>
  );
}
