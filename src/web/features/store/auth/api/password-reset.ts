import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PasswordReset, PasswordResetRequest } from '@shared/schemas/auth';
import { httpTransport } from '@web/lib/api-client';
import { useSessionChange } from '@web/api/session';

/** 'Forgot password?': the server answers the same whether or not the email has an account. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetRequest) => httpTransport('requestPasswordReset', { body }),
  });

/** A new password from the emailed link: the shopper is signed in with it. */
export function useResetPassword() {
  const changeSession = useSessionChange();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: PasswordReset) => httpTransport('resetPassword', { body }),
    meta: {
      success: () => ({ title: 'Password changed', description: "You're signed in with your new password." }),
    },
    onSuccess: (session) => {
      changeSession(session);
      void navigate('/', { replace: true });
    },
  });
}
