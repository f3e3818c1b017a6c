import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { httpTransport } from '@web/lib/api-client';
import { useSessionChange } from './session';

export function useSignOut() {
  const changeSession = useSessionChange();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => httpTransport('signOut', {}),
    meta: {
      success: () => ({ title: 'Signed out', description: "You've been successfully signed out." }),
      failure: () => 'Failed to sign out. Please try again.',
    },
    onSuccess: async () => {
      // Leave first: an admin page must not see the signed-out session and send the visitor to /auth.
      await navigate('/');
      changeSession({ user: null }, { whenShown: true });
    },
  });
}
