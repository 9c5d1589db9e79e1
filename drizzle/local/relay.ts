// A Neon-compatible WebSocket → TCP relay: the Neon serverless driver opens `ws://relay/v2?address=host:port`
// and speaks the Postgres wire protocol over it, exactly as it does with Neon's own proxy in production; and
// Neon's SQL-over-HTTP endpoint, `POST /sql` (sql-over-http.ts), for one-shot statements.
// With `delayMs` every exchange costs that much more, to see locally what a distant database costs.
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import type * as WsModule from 'ws';
import { networkDelay } from './delay.ts';
import { sqlOverHttp } from './sql-over-http.ts';

// Loaded through createRequire so vitest's worker import conditions never apply to it.
const require = createRequire(import.meta.url);
const { WebSocketServer } = require('ws') as typeof WsModule;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * Follows the client → server Postgres message stream (startup packet, then type byte + int32 length)
 * and reports when the client sends Terminate ('X').
 */
function terminateWatcher() {
  const SSL_REQUEST = 80877103;
  const GSSENC_REQUEST = 80877104;
  let started = false;
  let header = Buffer.alloc(0);
  let skip = 0;
  return (chunk: Buffer): boolean => {
    let offset = 0;
    while (offset < chunk.length) {
      if (skip > 0) {
        const n = Math.min(skip, chunk.length - offset);
        skip -= n;
        offset += n;
        continue;
      }
      // Startup-phase packets: int32 length + int32 code; afterwards: type byte + int32 length.
      const headerSize = started ? 5 : 8;
      const take = Math.min(headerSize - header.length, chunk.length - offset);
      header = Buffer.concat([header, chunk.subarray(offset, offset + take)]);
      offset += take;
      if (header.length < headerSize) return false;
      if (started) {
        skip = header.readInt32BE(1) - 4;
        if (header[0] === 0x58) return true;
      } else {
        skip = header.readInt32BE(0) - 8;
        const code = header.readInt32BE(4);
        started = code !== SSL_REQUEST && code !== GSSENC_REQUEST;
      }
      header = Buffer.alloc(0);
    }
    return false;
  };
}

export type Relay = { port: number; address: string; close: () => Promise<void> };

export type RelayOptions = {
  host?: string;
  /** Simulated round trip: every answer waits this long. */
  delayMs?: number;
  /** The port of a database named without one (the driver's HTTP path drops it). */
  databasePort?: number;
};

export async function startRelay(
  port: number,
  { host = '127.0.0.1', delayMs = 0, databasePort = 5432 }: RelayOptions = {},
): Promise<Relay> {
  const sql = sqlOverHttp({ allowedHosts: LOOPBACK, databasePort, delayMs });
  const httpServer = http.createServer((req, res) => {
    if (req.method === 'POST' && new URL(req.url ?? '/', 'http://relay').pathname === '/sql') sql.handle(req, res);
    else res.writeHead(404).end();
  });
  // The WebSocket upgrade is an exchange of its own: its answer waits one delay too.
  const server: WsModule.WebSocketServer = new WebSocketServer({
    server: httpServer,
    perMessageDeflate: false,
    verifyClient: (_info, done) => (delayMs > 0 ? setTimeout(() => done(true), delayMs) : done(true)),
  });
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => resolve());
  });

  server.on('connection', (ws, req) => {
    const delay = networkDelay(delayMs);
    const target = new URL(req.url ?? '/', 'http://relay').searchParams.get('address') ?? '';
    const sep = target.lastIndexOf(':');
    const targetHost = target.slice(0, sep);
    const targetPort = Number(target.slice(sep + 1));
    // Only ever a local relay: refuse to become a proxy to anywhere else.
    if (!LOOPBACK.has(targetHost) || !Number.isInteger(targetPort)) {
      ws.close(1008, 'address not allowed');
      return;
    }
    const tcp = net.connect({ host: targetHost.replace(/^\[|\]$/g, ''), port: targetPort });
    tcp.setNoDelay(true);
    const watcher = terminateWatcher();
    const pending: Buffer[] = [];
    let connected = false;
    tcp.on('connect', () => {
      connected = true;
      for (const chunk of pending) tcp.write(chunk);
      pending.length = 0;
    });
    ws.on('message', (data: Buffer | ArrayBuffer | Buffer[]) => {
      const chunk = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      if (connected) tcp.write(chunk);
      else pending.push(chunk);
      // PGlite keeps the socket open after a Terminate message, where a real server hangs up; hang up for it.
      // An abrupt end, as after a real server's hang-up: a close frame makes the driver report a lost connection.
      if (watcher(chunk)) tcp.end(() => ws.terminate());
    });
    tcp.on('data', (chunk) => delay(() => ws.readyState === ws.OPEN && ws.send(chunk)));
    tcp.on('close', () => delay(() => ws.readyState <= ws.OPEN && ws.close()));
    tcp.on('error', () => delay(() => ws.readyState <= ws.OPEN && ws.close(1011, 'database unreachable')));
    ws.on('close', () => tcp.destroy());
    ws.on('error', () => tcp.destroy());
  });

  return {
    port,
    address: `${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close();
        sql.close();
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
}
