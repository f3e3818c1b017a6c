import type { ComponentProps, ReactNode } from 'react';
import { hundredths, wholeNumber } from './text-codecs';
import { TypedTextField } from './typed-text-field';

type NumberFieldProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'type'> & {
  name: string;
  label: ReactNode;
  hideLabel?: boolean;
};

/** Hundredths as two decimals: what AmountField reads and shows. */
export const TWO_DECIMALS = hundredths('two decimals');

/** Hundredths typed with two decimals: an amount in rand held as cents, a percentage as basis points. */
export function AmountField(props: NumberFieldProps) {
  return (
    <TypedTextField codec={TWO_DECIMALS} type="number" step="0.01" min="0" inputMode="decimal" {...props} />
  );
}

/** A whole number of things: units in stock, a coupon's uses. */
export function CountField(props: NumberFieldProps) {
  return <TypedTextField codec={wholeNumber} type="number" step="1" min="0" inputMode="numeric" {...props} />;
}
