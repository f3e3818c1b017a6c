import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SignUpBody } from '@shared/schemas/auth';
import { useSessionChange } from '@web/api/session';
import { httpTransport } from '@web/lib/api-client';
import { UNEXPECTED_ERROR_TRY_AGAIN, errorMessage, hasErrorCode } from '@web/lib/error-message';

export function useSignUp() {
  const changeSession = useSessionChange();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: SignUpBody) => httpTransport('signUp', { body }),
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
    onSuccess: (session) => {
      changeSession(session);
      void navigate('/');
    },
  });
}
