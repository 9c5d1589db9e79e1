// The admin area's guard and chrome. The server decides: without an admin session that passed the second factor,
// /api/admin answers 401/403 and the visitor is sent to /admin/login.
import { Outlet, redirect } from 'react-router';
import { toast } from '@web/components/ui/toast-store.ts';
import { AdminLayout } from '@web/features/admin/admin-layout.tsx';
import { notificacoesQuery } from '@web/features/admin/queries.ts';
import { meQuery, useSessionUser } from '@web/lib/session.ts';
import { ApiError } from '@web/lib/api.ts';
import { queryClient } from '@web/lib/query-client.ts';

export async function loader() {
  const user = await queryClient.ensureQueryData({ ...meQuery, revalidateIfStale: true });
  if (user?.userType === 'admin') {
    try {
      await queryClient.fetchQuery(notificacoesQuery);
      return null;
    } catch (error) {
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) throw error;
    }
  }
  if (user)
    toast({ title: 'Acesso Negado', description: 'Esta área é restrita a administradores.', variant: 'destructive' });
  throw redirect('/admin/login');
}

export function Component() {
  const { user } = useSessionUser();
  if (!user) return null;
  return (
    <AdminLayout email={user.email}>
      <Outlet />
    </AdminLayout>
  );
}
