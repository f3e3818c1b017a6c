import { useMutation } from '@tanstack/react-query';
import type { PasswordReset, PasswordResetRequest } from '@shared/schemas/auth';
import { httpTransport } from '@web/lib/api-client';
import { useSessionMutation } from '@web/api/session';

/** 'Forgot password?': the server answers the same whether or not the email has an account. */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetRequest) => httpTransport('requestPasswordReset', { body }),
  });

/** A new password from the emailed link: the shopper is signed in with it. */
export const useResetPassword = () =>
  useSessionMutation((body: PasswordReset) => httpTransport('resetPassword', { body }), {
    meta: {
      success: () => ({ title: 'Password changed', description: "You're signed in with your new password." }),
    },
    replace: true,
  });
