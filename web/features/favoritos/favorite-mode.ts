import type { SessionUser } from '@worker/schemas/auth.ts';

/**
 * Where a user's favourites live: 'local' for visitors (this browser), 'server' for a corretor with a profile,
 * 'incomplete' for a corretor without one (asked to complete it), 'hidden' for construtoras and admins
 * (favourites are a broker tool), 'pending' while the session is still being read.
 */
export type FavoriteMode = 'pending' | 'local' | 'server' | 'incomplete' | 'hidden';

export function favoriteMode(user: SessionUser | null, sessionPending: boolean): FavoriteMode {
  if (sessionPending) return 'pending';
  if (!user) return 'local';
  if (user.userType !== 'corretor') return 'hidden';
  return user.perfilId ? 'server' : 'incomplete';
}
