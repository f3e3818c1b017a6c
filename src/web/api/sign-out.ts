import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@web/components/ui/toaster';
import { httpTransport } from '@web/lib/api-client';
import { useSessionChange } from './session';

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
