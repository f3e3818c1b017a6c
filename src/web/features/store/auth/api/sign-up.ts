import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@web/components/ui/toaster';
import type { SignUpBody } from '@shared/schemas/auth';
import { useSessionChange } from '@web/api/session';
import { ApiError, httpTransport } from '@web/lib/api-client';

export function useSignUp() {
  const changeSession = useSessionChange();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: SignUpBody) => httpTransport('signUp', { body }),
    onSuccess: (session) => {
      changeSession(session);
      toast.success('Success!', { description: "Account created successfully. You're now logged in." });
      void navigate('/');
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        toast.error('An unexpected error occurred. Please try again.');
      } else if (error.code === 'already_registered') {
        toast.error('Account exists', {
          description: 'This email is already registered. Please sign in instead.',
        });
      } else {
        toast.error(error.message);
      }
    },
  });
}
