import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { FormField } from './form-field';

/** A field choosing one of a fixed list of options. `onPick` runs after a choice (a field saved on its own). */
export function SelectField<Option extends string>({
  name,
  label,
  options,
  placeholder,
  onPick,
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: Option; label: string }>;
  placeholder?: string;
  onPick?: (value: Option) => void;
}) {
  return (
    <FormField name={name} label={label}>
      {({ value, onChange, onBlur, ref, disabled, id, ...a11y }) => (
        <Select
          value={value ?? ''}
          disabled={disabled}
          onValueChange={(next) => {
            onChange(next);
            onPick?.(next as Option);
          }}
        >
          <SelectTrigger
            id={id}
            ref={ref}
            onBlur={onBlur}
            aria-invalid={a11y['aria-invalid']}
            aria-describedby={a11y['aria-describedby']}
          >
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
