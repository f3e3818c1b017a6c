import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { Label } from './label';

/** One labelled form field with its error message underneath. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: FieldError | undefined;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error?.message ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

/** The accessibility wiring of a field: its id, required, invalid state and error description. */
export function fieldA11y(id: string, error: FieldError | undefined, required = true) {
  return {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}
