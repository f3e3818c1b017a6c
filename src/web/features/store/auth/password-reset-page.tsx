import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { passwordResetRequestSchema, passwordResetSchema } from '@shared/schemas/auth';
import { PATHS } from '@shared/routes';
import { Button } from '@web/components/ui/button';
import { Form } from '@web/components/form/form';
import { TextField } from '@web/components/form/form-field';
import { errorMessage } from '@web/lib/error-message';
import { privatePageHead } from '@web/lib/page-route';
import { useRequestPasswordReset, useResetPassword } from './api/password-reset';

function RequestForm() {
  const requestReset = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  if (requestReset.data) {
    return (
      <p role="status" className="text-sm">
        {requestReset.data.message}
      </p>
    );
  }
  return (
    <Form form={form} onSubmit={(body) => requestReset.mutate(body)} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Enter your account's email and we will send you a link to choose a new password.
      </p>
      <TextField name="email" label="Email" type="email" autoComplete="email" required />
      {requestReset.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(requestReset.error)}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={requestReset.isPending}>
        {requestReset.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </Form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: '' },
  });
  // The token is no field: a malformed one is the link's problem.
  const problem = form.formState.errors.token?.message ?? (reset.error && errorMessage(reset.error));
  return (
    <Form form={form} onSubmit={(body) => reset.mutate(body)} className="space-y-4">
      <TextField name="password" label="New password" type="password" autoComplete="new-password" required />
      {problem && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}{' '}
          <Link to={PATHS.passwordReset} reloadDocument className="underline">
            Ask for a new link
          </Link>
        </p>
      )}
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </Form>
  );
}

export const head = privatePageHead('Reset Your Password');

/**
 * /auth/reset (docs/decisions/0009-trading.md): 'Forgot password?' asks for the email; the emailed link comes
 * back here with its token after '#' (never sent to the server in an address) to choose the new password.
 */
export function Component() {
  const token = new URLSearchParams(useLocation().hash.replace(/^#/, '')).get('token');
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="mb-8 text-center text-3xl font-bold tracking-tight">
        {token ? 'Choose a new password' : 'Forgot password?'}
      </h1>
      <div className="rounded-lg border bg-background p-6 shadow-sm">
        {token ? <NewPasswordForm key={token} token={token} /> : <RequestForm />}
      </div>
      <p className="mt-6 text-center text-sm">
        <Link to={PATHS.auth} className="underline">
          Back to Sign In
        </Link>
      </p>
    </div>
  );
}
