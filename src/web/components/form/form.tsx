import { type ComponentProps, createContext, useContext, useId } from 'react';
import {
  type FieldValues,
  FormProvider,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
} from 'react-hook-form';

interface FormSettings {
  /** Prefix of the fields' ids. */
  id: string;
  /** Each field shows its problem under it; a form that words its problems in a notice does not. */
  inlineErrors: boolean;
}

const Settings = createContext<FormSettings>({ id: 'form', inlineErrors: true });

/** The settings of the form around a field. */
export const useFormSettings = () => useContext(Settings);

/**
 * Every form of the web: react-hook-form, resolved by the shared zod schema the server validates with,
 * its fields named once each (form-field.tsx), the browser's own validation off so the schema's
 * messages show. Sent before the page hydrates (or without JavaScript), it posts to its page, which
 * answers with the page again: a GET would put what was typed, a password or an address, in the
 * address bar, the history and the server's logs (docs/decisions/0011).
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  onInvalid,
  inlineErrors = true,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'onInvalid'> & {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
  onInvalid?: SubmitErrorHandler<Values>;
  inlineErrors?: boolean;
}) {
  const id = useId();
  return (
    <FormProvider {...form}>
      <Settings.Provider value={{ id, inlineErrors }}>
        <form
          method="post"
          noValidate
          onSubmit={(event) => void form.handleSubmit(onSubmit, onInvalid)(event)}
          {...props}
        />
      </Settings.Provider>
    </FormProvider>
  );
}
