import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@web/components/ui/toaster';
import type { SignInBody } from '@shared/schemas/auth';
import { useSessionChange } from '@web/api/session';
import { ApiError, httpTransport } from '@web/lib/api-client';

export function useSignIn() {
  const changeSession = useSessionChange();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: SignInBody) => httpTransport('signIn', { body }),
    onSuccess: (session) => {
      changeSession(session);
      toast.success('Welcome back!');
      void navigate('/');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'invalid_credentials') {
        toast.error('Invalid email or password. Please try again.');
      } else {
        toast.error(
          error instanceof ApiError ? error.message : 'An unexpected error occurred. Please try again.',
        );
      }
    },
  });
}
