import { type ComponentProps, type ReactNode, useState } from 'react';
import { Input } from '@web/components/ui/input';
import { type FieldControl, FormField } from './form-field';
import type { TextCodec } from './text-codecs';

/**
 * An input that keeps the text as typed ('12.' on the way to '12.50') while the form holds the value
 * it reads as; a value set another way (a reset) shows as its text.
 */
function TypedInput<Value>({
  codec,
  value,
  onChange,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange'> &
  Pick<FieldControl, 'value' | 'onChange'> & { codec: TextCodec<Value> }) {
  const [text, setText] = useState(() => codec.format(value as Value));
  // React's 'adjusting state when a prop changes': only a value the text does not read as replaces it.
  const [known, setKnown] = useState(value);
  if (value !== known) {
    setKnown(value);
    if (codec.format(codec.parse(text)) !== codec.format(value as Value))
      setText(codec.format(value as Value));
  }
  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(codec.parse(event.target.value));
      }}
    />
  );
}

/** A field typed as text whose form value is what `codec` reads from it (an amount, a list, a moment). */
export function TypedTextField<Value>({
  name,
  label,
  hideLabel,
  required,
  codec,
  ...props
}: Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange'> & {
  name: string;
  label: ReactNode;
  hideLabel?: boolean;
  codec: TextCodec<Value>;
}) {
  return (
    <FormField name={name} label={label} hideLabel={hideLabel} required={required}>
      {(control) => <TypedInput codec={codec} {...props} {...control} />}
    </FormField>
  );
}
