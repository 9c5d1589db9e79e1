import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Coords } from './queries.ts';

export type GeolocationState =
  | { status: 'pending' }
  | { status: 'granted'; coords: Coords }
  | { status: 'failed'; reason: string }
  | { status: 'unsupported' };

const TIMEOUT_REASON = 'tempo esgotado';
/** GeolocationPositionError codes in Portuguese, for the notice on the home page. */
const REASONS: Record<number, string> = {
  1: 'permissão negada',
  2: 'posição indisponível',
  3: TIMEOUT_REASON,
};

/** Asks the browser for the visitor's position once. */
export function useGeolocation(timeoutMs: number): GeolocationState {
  // The server cannot know and assumes support (pending), so hydration draws what the server drew.
  const supported = useSyncExternalStore(
    subscribeNever,
    () => 'geolocation' in navigator,
    () => true,
  );
  const [state, setState] = useState<GeolocationState>({ status: 'pending' });

  useEffect(() => {
    if (!('geolocation' in navigator)) return;
    let active = true;
    // The browser's own timeout only starts once the visitor answers the permission prompt;
    // this one also covers a prompt left unanswered. A late answer still replaces it.
    const promptTimer = setTimeout(() => {
      setState((current) => (current.status === 'pending' ? { status: 'failed', reason: TIMEOUT_REASON } : current));
    }, timeoutMs);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (active) {
          setState({ status: 'granted', coords: { lat: position.coords.latitude, long: position.coords.longitude } });
        }
      },
      (error) => {
        if (active) setState({ status: 'failed', reason: REASONS[error.code] ?? error.message });
      },
      { timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
    return () => {
      active = false;
      clearTimeout(promptTimer);
    };
  }, [timeoutMs]);

  return supported ? state : { status: 'unsupported' };
}

/** Support for geolocation never changes while the page is open. */
const subscribeNever = () => () => {};
