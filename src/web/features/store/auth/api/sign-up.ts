import type { SignUpBody } from '@shared/schemas/auth';
import { useSessionMutation } from '@web/api/session';
import { httpTransport } from '@web/lib/api-client';
import { UNEXPECTED_ERROR_TRY_AGAIN, errorMessage, hasErrorCode } from '@web/lib/error-message';

export const useSignUp = () =>
  useSessionMutation((body: SignUpBody) => httpTransport('signUp', { body }), {
    meta: {
      success: () => ({
        title: 'Success!',
        description: "Account created successfully. You're now logged in.",
      }),
      failure: (error) =>
        hasErrorCode(error, 'already_registered')
          ? {
              title: 'Account exists',
              description: 'This email is already registered. Please sign in instead.',
            }
          : errorMessage(error, {}, UNEXPECTED_ERROR_TRY_AGAIN),
    },
  });
