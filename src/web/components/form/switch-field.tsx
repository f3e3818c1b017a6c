import { useController } from 'react-hook-form';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';
import { useFieldId } from './form-field';

/** An on/off field, its label beside it. */
export function SwitchField({ name, label }: { name: string; label: string }) {
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
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
