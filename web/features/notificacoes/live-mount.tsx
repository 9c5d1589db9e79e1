import { lazy, Suspense } from 'react';
import { useSessionUser } from '@web/lib/session.ts';

// The live connection is its own chunk: visitors never download it.
const LiveNotifications = lazy(() => import('./live-notifications.tsx'));

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
