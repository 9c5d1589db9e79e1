import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@web/components/ui/toast-store.ts';
import { api, errorMessage } from '@web/lib/api.ts';
import { announceLogout } from './session.ts';

/** POST /api/auth/logout, then the 'Logout realizado' toast and a move to `redirectTo` (home by default). */
export function useLogout(redirectTo = '/') {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api('POST', '/api/auth/logout'),
    onSuccess: async () => {
      toast({ title: 'Logout realizado', description: 'Você foi desconectado com sucesso.' });
      // Leave private screens first, so their guards do not react to the session going away.
      await navigate(redirectTo);
      announceLogout();
    },
    onError: (error) => {
      toast({ title: 'Erro no Logout', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
