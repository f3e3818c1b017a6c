import type { SignInBody } from '@shared/schemas/auth';
import { useSessionMutation } from '@web/api/session';
import { httpTransport } from '@web/lib/api-client';
import { UNEXPECTED_ERROR_TRY_AGAIN, errorMessage } from '@web/lib/error-message';

export const useSignIn = () =>
  useSessionMutation((body: SignInBody) => httpTransport('signIn', { body }), {
    meta: {
      success: () => 'Welcome back!',
      failure: (error) =>
        errorMessage(
          error,
          { invalid_credentials: 'Invalid email or password. Please try again.' },
          UNEXPECTED_ERROR_TRY_AGAIN,
        ),
    },
  });
