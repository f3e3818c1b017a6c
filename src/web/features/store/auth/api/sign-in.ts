import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { SignInBody } from '@shared/schemas/auth';
import { useSessionChange } from '@web/api/session';
import { httpTransport } from '@web/lib/api-client';
import { UNEXPECTED_ERROR_TRY_AGAIN, errorMessage } from '@web/lib/error-message';

export function useSignIn() {
  const changeSession = useSessionChange();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: SignInBody) => httpTransport('signIn', { body }),
    meta: {
      success: () => 'Welcome back!',
      failure: (error) =>
        errorMessage(
          error,
          { invalid_credentials: 'Invalid email or password. Please try again.' },
          UNEXPECTED_ERROR_TRY_AGAIN,
        ),
    },
    onSuccess: (session) => {
      changeSession(session);
      void navigate('/');
    },
  });
}
