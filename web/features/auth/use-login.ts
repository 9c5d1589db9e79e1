import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { loginSchema } from '@worker/schemas/auth-input.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { api } from '@web/lib/api.ts';
import { announceLogin, panelPath } from '@web/lib/session.ts';

export type LoginPayload = z.output<typeof loginSchema>;

/** POST /api/auth/login; on success stores the session, greets the user and opens their panel. */
export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (payload: LoginPayload) => api('POST', '/api/auth/login', { body: payload }),
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
