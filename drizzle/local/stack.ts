// Starts what the Worker needs to reach Postgres locally: the embedded database (unless DATABASE_URL names a
// real server) and the Neon-compatible relay in front of it.
import { delayFromEnv } from './delay.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { startRelay } from './relay.ts';

export type LocalStack = {
  databaseUrl: string;
  /** host:port of the relay, or null when DATABASE_URL is a remote (Neon) server reached directly. */
  relayAddress: string | null;
  embedded: boolean;
  stop: () => Promise<void>;
};

export function isLoopbackUrl(url: string) {
  const host = new URL(url).hostname;
  return host === '127.0.0.1' || host === 'localhost' || host === '[::1]' || host === '::1';
}

export async function startLocalStack(opts: { dataDir: string | null; pgPort: number; relayPort: number }) {
  const external = process.env.DATABASE_URL;
  let pg: EmbeddedPostgres | null = null;
  if (!external) pg = await startEmbeddedPostgres(opts.dataDir, opts.pgPort);
  const databaseUrl = external ?? pg!.url;
  const relay = isLoopbackUrl(databaseUrl)
    ? await startRelay(opts.relayPort, {
        delayMs: delayFromEnv(),
        databasePort: Number(new URL(databaseUrl).port || 5432),
      })
    : null;
  const stack: LocalStack = {
    databaseUrl,
    relayAddress: relay?.address ?? null,
    embedded: pg !== null,
    stop: async () => {
      await relay?.close();
      await pg?.close();
    },
  };
  return stack;
}
