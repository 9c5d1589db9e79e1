// The one place that asks the browser for the visitor's position: the home list asks on arrival, the
// development form and the broker's preferences ask when a button is pressed.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

export type Coords = { lat: number; long: number };

export type GeolocationResult = { status: 'granted'; coords: Coords } | { status: 'failed'; reason: string };

export type GeolocationState = { status: 'pending' } | GeolocationResult | { status: 'unsupported' };

export type LocateOptions = {
  timeoutMs: number;
  maximumAge?: number;
  enableHighAccuracy?: boolean;
  /**
   * The browser's own timeout only starts once the visitor answers the permission prompt; with this set, a
   * prompt left unanswered also ends in 'tempo esgotado' after timeoutMs. A late answer still arrives after it.
   */
  coverPrompt?: boolean;
};

export const GEOLOCATION_UNSUPPORTED = 'Geolocalização não suportada por este navegador.';

const TIMEOUT_REASON = 'tempo esgotado';
/** GeolocationPositionError codes in Portuguese, for the notices that explain a failure. */
const REASONS: Record<number, string> = {
  1: 'permissão negada',
  2: 'posição indisponível',
  3: TIMEOUT_REASON,
};

/**
 * Asks for the position when `locate` is called; `onResult` runs once per answer (twice when coverPrompt gives
 * up on the prompt and the visitor answers later). Nothing runs after unmount.
 */
export function useGeolocation(options: LocateOptions) {
  // The server cannot know and assumes support, so hydration draws what the server drew.
  const supported = useSyncExternalStore(
    subscribeNever,
    () => 'geolocation' in navigator,
    () => true,
  );
  const [locating, setLocating] = useState(false);
  const mounted = useRef(true);
  const promptTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const { timeoutMs, maximumAge, enableHighAccuracy, coverPrompt } = options;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(promptTimer.current);
    };
  }, []);

  const locate = useCallback(
    (onResult: (result: GeolocationResult) => void) => {
      if (!('geolocation' in navigator)) return;
      const settle = (result: GeolocationResult) => {
        if (!mounted.current) return;
        setLocating(false);
        onResult(result);
      };
      setLocating(true);
      clearTimeout(promptTimer.current);
      let answered = false;
      if (coverPrompt) {
        promptTimer.current = setTimeout(() => {
          if (!answered) settle({ status: 'failed', reason: TIMEOUT_REASON });
        }, timeoutMs);
      }
      navigator.geolocation.getCurrentPosition(
        (position) => {
          answered = true;
          settle({ status: 'granted', coords: { lat: position.coords.latitude, long: position.coords.longitude } });
        },
        (error) => {
          answered = true;
          settle({ status: 'failed', reason: REASONS[error.code] ?? error.message });
        },
        { timeout: timeoutMs, maximumAge, enableHighAccuracy },
      );
    },
    [timeoutMs, maximumAge, enableHighAccuracy, coverPrompt],
  );

  return { supported, locating, locate };
}

/** Asks once, on arrival, and keeps the latest answer. */
export function usePositionOnMount(options: LocateOptions): GeolocationState {
  const { supported, locate } = useGeolocation(options);
  const [state, setState] = useState<GeolocationState>({ status: 'pending' });

  useEffect(() => {
    locate(setState);
  }, [locate]);

  return supported ? state : { status: 'unsupported' };
}

/** Support for geolocation never changes while the page is open. */
const subscribeNever = () => () => {};
