import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@web/components/ui/toast-store.ts';
import { announceLogin, panelPath } from '@web/lib/session.ts';
import { postLogin } from './queries.ts';

/** POST /api/auth/login; on success stores the session, greets the user and opens their panel. */
export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: async (answer) => {
      // Only an admin's login asks for a second factor, and this form signs in construtoras and corretores.
      if (!('user' in answer)) return;
      const { user } = answer;
      announceLogin(user);
      toast({ title: 'Login bem-sucedido!', description: `Bem-vindo(a) de volta, ${user.nome}.` });
      await navigate(panelPath(user));
    },
  });
}
