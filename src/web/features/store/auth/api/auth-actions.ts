import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@web/components/ui/toaster';
import type { Session, SignInBody, SignUpBody } from '@shared/schemas/auth';
import { ApiError, httpTransport } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The server's codes for a wrong email or password, and for an email already taken. */
const INVALID_CREDENTIALS = 'invalid_credentials';
const ALREADY_REGISTERED = 'already_registered';

/** A session change: the new session replaces the cached one, and everything else is fetched anew. */
export function useSessionChange() {
  const queryClient = useQueryClient();
  return (session: Session) => {
    queryClient.setQueryData(queryKeys.session, session);
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.session[0] });
  };
}

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
      if (error instanceof ApiError && error.code === INVALID_CREDENTIALS) {
        toast.error('Invalid email or password. Please try again.');
      } else {
        toast.error(
          error instanceof ApiError ? error.message : 'An unexpected error occurred. Please try again.',
        );
      }
    },
  });
}

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
      } else if (error.code === ALREADY_REGISTERED) {
        toast.error('Account exists', {
          description: 'This email is already registered. Please sign in instead.',
        });
      } else {
        toast.error(error.message);
      }
    },
  });
}

export function useSignOut() {
  const changeSession = useSessionChange();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => httpTransport('signOut', {}),
    onSuccess: () => {
      // Leave first: an admin page must not see the signed-out session and send the visitor to /auth.
      void navigate('/');
      changeSession({ user: null });
      toast.success('Signed out', { description: "You've been successfully signed out." });
    },
    onError: () => toast.error('Failed to sign out. Please try again.'),
  });
}
