// The signed-in user lives in one TanStack Query entry, ['me'], fed by GET /api/auth/me.
// Login, signup and logout write it directly and also announce 'auth:login' / 'auth:logout' on window,
// so code outside React Query (and other listeners) can react to the change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionUser } from '@worker/schemas/auth.ts';
import { api } from '@web/lib/api.ts';
import { queryClient } from '@web/lib/query-client.ts';

export const AUTH_LOGIN_EVENT = 'auth:login';
export const AUTH_LOGOUT_EVENT = 'auth:logout';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async ({ signal }) => (await api('GET', '/api/auth/me', { signal })).user,
  staleTime: 5 * 60_000,
});

/** The signed-in user, null for visitors (and while the session cannot be read). */
export function useSessionUser(): { user: SessionUser | null; isPending: boolean } {
  const { data, isPending } = useQuery(meQuery);
  return { user: data ?? null, isPending };
}

/** Where 'Meu Painel' leads for this user. */
export function panelPath(user: SessionUser): string {
  return user.userType === 'admin' ? '/admin' : '/dashboard';
}

export function announceLogin(user: SessionUser): void {
  queryClient.setQueryData(meQuery.queryKey, user);
  window.dispatchEvent(new CustomEvent(AUTH_LOGIN_EVENT, { detail: { user } }));
}

export function announceLogout(): void {
  // Drop every cached private answer so the next user never sees the previous one's data.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'me' });
  queryClient.setQueryData(meQuery.queryKey, null);
  window.dispatchEvent(new CustomEvent(AUTH_LOGOUT_EVENT));
}

/** Keeps ['me'] in step with auth events dispatched by anyone; events without a user make it refetch. */
export function useAuthEventSync(): void {
  useEffect(() => {
    const onLogin = (event: Event) => {
      const user = (event as CustomEvent<{ user?: SessionUser } | null>).detail?.user;
      if (user) queryClient.setQueryData(meQuery.queryKey, user);
      else void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    };
    const onLogout = () => queryClient.setQueryData(meQuery.queryKey, null);
    window.addEventListener(AUTH_LOGIN_EVENT, onLogin);
    window.addEventListener(AUTH_LOGOUT_EVENT, onLogout);
    return () => {
      window.removeEventListener(AUTH_LOGIN_EVENT, onLogin);
      window.removeEventListener(AUTH_LOGOUT_EVENT, onLogout);
    };
  }, []);
}
