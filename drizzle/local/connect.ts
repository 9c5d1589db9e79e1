// For one-off commands (migrate, seed, bench): use the database of a running `npm start` if there is one,
// otherwise start the local stack just for this command. PGlite's data folder can only be open once.
import net from 'node:net';
import { createNodePool } from './node-pool.ts';
import { DATA_DIR, DEV_PORTS } from './ports.ts';
import { isLoopbackUrl, startLocalStack } from './stack.ts';

function portOpen(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function connectLocalDatabase() {
  const external = process.env.DATABASE_URL;
  let stop = async () => {};
  let databaseUrl: string;
  let relayAddress: string | null;
  // The relay is generic: a running `npm start`'s relay serves a loopback DATABASE_URL as well as the embedded one.
  if ((!external || isLoopbackUrl(external)) && (await portOpen(DEV_PORTS.relay))) {
    databaseUrl = external ?? `postgres://postgres:postgres@127.0.0.1:${DEV_PORTS.postgres}/postgres`;
    relayAddress = `127.0.0.1:${DEV_PORTS.relay}`;
  } else {
    const stack = await startLocalStack({ dataDir: DATA_DIR, pgPort: DEV_PORTS.postgres, relayPort: DEV_PORTS.relay });
    databaseUrl = stack.databaseUrl;
    relayAddress = stack.relayAddress;
    stop = stack.stop;
  }
  const { pool, db } = createNodePool(databaseUrl, relayAddress);
  return {
    pool,
    db,
    databaseUrl,
    relayAddress,
    loopback: isLoopbackUrl(databaseUrl),
    close: async () => {
      await pool.end();
      await stop();
    },
  };
}
