import { lazy, Suspense } from 'react';
import { useSessionUser } from '@web/lib/session.ts';

// The live connection is its own chunk: visitors never download it. It draws nothing and only runs in a browser, so
// the Worker's build (import.meta.env.SSR, see web/router.tsx) renders an empty stand-in: a lazy chunk the server has
// not loaded would leave a boundary it cannot finish, which React reports and draws again while hydrating.
const LiveNotifications = import.meta.env.SSR ? () => null : lazy(() => import('./live-notifications.tsx'));

/** One app-level connection to the user's UserHub while someone is signed in. */
export function LiveNotificationsMount() {
  const { user } = useSessionUser();
  if (!user || user.userType === 'admin') return null;
  return (
    <Suspense fallback={null}>
      <LiveNotifications key={user.id} />
    </Suspense>
  );
}
