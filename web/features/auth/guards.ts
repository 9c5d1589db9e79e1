// Route loaders use these before a private screen renders, so a visitor never sees a half-drawn panel.
import { redirect } from 'react-router';
import type { SessionUser } from '@worker/schemas/auth.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { queryClient } from '@web/lib/query-client.ts';
import { meQuery } from '@web/lib/session.ts';

/** The signed-in user, or a redirect to /login with the 'Sessão inválida.' toast. */
export async function requireSessionUser(): Promise<SessionUser> {
  const user = await queryClient.ensureQueryData({ ...meQuery, revalidateIfStale: true });
  if (!user) {
    toast({ title: 'Sessão inválida.', description: 'Faça login para continuar.', variant: 'destructive' });
    throw redirect('/login');
  }
  return user;
}
