// The embedded default database: PGlite (Postgres in WebAssembly) with PostGIS, unaccent and pg_trgm,
// served on loopback through the Postgres wire protocol so every client talks to it like a real server.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { postgis } from '@electric-sql/pglite-postgis';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { serializeBatches } from './serial-batches.ts';

export type EmbeddedPostgres = { url: string; port: number; close: () => Promise<void> };

/** dataDir null → in memory (tests); otherwise persisted on disk. */
export async function startEmbeddedPostgres(dataDir: string | null, port: number): Promise<EmbeddedPostgres> {
  // PGlite creates only the last folder of the path.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { postgis, unaccent, pg_trgm },
  });
  // PGlite is one backend: the server multiplexes clients and keeps a transaction on its own connection, so the cap
  // bounds only sockets, not work, and a refused connection turns a queue into an error and a retry. Each awake
  // ChatRoom holds one connection (closed when idle) and each request opens its own: 500 chat tabs reconnecting
  // after a restart (tests/bench/chat.ts) open hundreds at once, where a cap of 20 answered them 503.
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 1000 });
  serializeBatches(server, db);
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    port,
    close: async () => {
      await server.stop();
      await db.close();
    },
  };
}
