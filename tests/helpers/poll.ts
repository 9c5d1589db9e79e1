// The one way tests wait for work that ends after the answer (ctx.waitUntil, a socket's close handler, a
// Durable Object alarm): read again until the expected state shows, never a fixed sleep.

export type PollOptions = { timeoutMs?: number; intervalMs?: number };

/**
 * Reads until `done(value)` holds or the time is up, and returns the last value read either way, so the caller's
 * assertion on it reports what was actually there.
 */
export async function poll<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 5000, intervalMs = 25 }: PollOptions = {},
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Reads until the value equals `expected` (deep, by its JSON) or the time is up; returns the last value read. */
export function pollUntilEqual<T>(read: () => Promise<T>, expected: T, options?: PollOptions): Promise<T> {
  const want = JSON.stringify(expected);
  return poll(read, (v) => JSON.stringify(v) === want, options);
}
