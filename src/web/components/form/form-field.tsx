import { type ComponentProps, type ReactNode, useLayoutEffect, useRef } from 'react';
import { type ControllerRenderProps, useController } from 'react-hook-form';
import { Input, Textarea } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useFormSettings } from './form';

/** What a field's control takes: the form's value and handlers, and its id and accessibility. */
export type FieldControl = ControllerRenderProps & {
  id: string;
  required: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** A problem with a field or a part of a form, said under it. */
export function FormProblem({ id, problem }: { id?: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {problem}
    </p>
  );
}

/**
 * Keeps what a visitor typed or ticked in a server-rendered field before the page's script ran.
 * React leaves it in the element as it hydrates, but the form's value is still its default, which
 * the next render would write back over it: read once, as the field hydrates, into the form. A
 * field mounted later by the app (no server's element to read) is left as it is.
 */
export function useEarlyInput<T>(
  id: string,
  read: ((element: HTMLElement) => T | undefined) | undefined,
  value: T,
  keep: (early: T) => void,
): void {
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current || !read) return;
    done.current = true;
    // Until the app's first commit has run its effects, the document is the server's (src/web/main.tsx).
    if (document.documentElement.dataset.hydrated !== undefined) return;
    const element = document.getElementById(id);
    const early = element ? read(element) : undefined;
    if (early !== undefined && early !== value) keep(early);
  }, [id, read, value, keep]);
}

/** The text in a text field or text area. */
const textOf = (element: HTMLElement) =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : undefined;

/** A field's id in its form, for its label. */
export function useFieldId(name: string): string {
  return `${useFormSettings().id}-${name}`;
}

/**
 * One field of the form around it, named once: its label, its control (`children` renders it from
 * the form's value) and its problem under it, all from the field's name and the form's context.
 */
export function FormField({
  name,
  label,
  required = false,
  hideLabel = false,
  hint,
  early,
  children,
}: {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Reads the control's element as the visitor left it before hydration (useEarlyInput): its text. */
  early?: (element: HTMLElement) => string | undefined;
  /** The label for screen readers only: a table's cell, named by its column. */
  hideLabel?: boolean;
  /** A line under the label on what the field is for, read with the field. */
  hint?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}) {
  const { inlineErrors } = useFormSettings();
  const id = useFieldId(name);
  const { field, fieldState } = useController({ name });
  // A field with no value yet shows as empty (an empty element is nothing typed).
  useEarlyInput<string>(id, early, field.value ?? '', field.onChange);
  const problem = inlineErrors ? fieldState.error?.message : undefined;
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="space-y-2">
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children({
        ...field,
        id,
        required,
        'aria-invalid': fieldState.invalid ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      <FormProblem id={`${id}-error`} problem={problem} />
    </div>
  );
}

type TextProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: string;
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** A multi-line text of this many rows. */
  rows?: number;
  /** Runs after the field is left (a field saved on its own). */
  onLeave?: () => void;
};

/** A text field: its value is the text as typed. */
export function TextField({ name, label, hideLabel, hint, required, rows, onLeave, ...props }: TextProps) {
  return (
    <FormField name={name} label={label} hideLabel={hideLabel} hint={hint} required={required} early={textOf}>
      {({ onBlur, ...control }) => {
        const leave = () => {
          onBlur();
          onLeave?.();
        };
        return rows === undefined ? (
          <Input {...props} {...control} onBlur={leave} />
        ) : (
          <Textarea rows={rows} placeholder={props.placeholder} {...control} onBlur={leave} />
        );
      }}
    </FormField>
  );
}
