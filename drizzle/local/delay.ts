// The relay's network model: every answer leaves `ms` after its request came in, in order, as over a link whose
// round trip takes `ms`. One request/response exchange therefore costs one delay, whatever its size.

export type Delay = (send: () => void) => void;

/** Runs each `send` `ms` after it was scheduled, never out of order; 0 sends at once. */
export function networkDelay(ms: number): Delay {
  if (!(ms > 0)) return (send) => send();
  const queue: { at: number; send: () => void }[] = [];
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    const now = performance.now();
    while (queue.length && queue[0]!.at <= now) queue.shift()!.send();
    if (queue.length) timer = setTimeout(flush, queue[0]!.at - now);
  };
  return (send) => {
    queue.push({ at: performance.now() + ms, send });
    if (!timer) timer = setTimeout(flush, ms);
  };
}

/** RELAY_DELAY_MS from the environment: the simulated database round trip of `npm start`, benches and tests. */
export function delayFromEnv(): number {
  const ms = Number(process.env.RELAY_DELAY_MS ?? 0);
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`RELAY_DELAY_MS inválido: ${process.env.RELAY_DELAY_MS}`);
  return ms;
}
