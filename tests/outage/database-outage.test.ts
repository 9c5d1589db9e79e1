// The database stops and comes back while the Worker runs: every route answers 503 in Portuguese within 5 s, the
// chat and notification sockets stay open, a chat message is still acknowledged (the room holds it) and reaches
// Postgres once the database is back, and everything works again without restarting the Worker.
// Runs on Node (not in workerd): it starts its own embedded database, relay and `wrangler dev` on their own ports,
// so stopping this database never disturbs the other test files (nor CI's PostgreSQL).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as WsModule from 'ws';
import { DEV_TOTP_ENCRYPTION_KEY } from '../../drizzle/local/dev-keys.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../drizzle/local/embedded-postgres.ts';
import { runMigrations } from '../../drizzle/local/migrate.ts';
import { createNodePool } from '../../drizzle/local/node-pool.ts';
import { OUTAGE_PORTS } from '../../drizzle/local/ports.ts';
import { startRelay, type Relay } from '../../drizzle/local/relay.ts';
import { answerOf } from '../helpers/contract.ts';

const require = createRequire(import.meta.url);
const WebSocket = require('ws') as typeof WsModule.WebSocket;

const INDISPONIVEL = 'Serviço temporariamente indisponível. Tente novamente em instantes.';
const LIMIT_MS = 5000;
const ORIGIN = `http://127.0.0.1:${OUTAGE_PORTS.worker}`;
const PASSWORD = 'senha-forte-123';

let dir: string;
let pg: EmbeddedPostgres | null = null;
let relay: Relay | null = null;
let worker: ChildProcess;
let workerLog = '';

/** `anonimo`: sent without the broker's cookie (a login from another device: signing in over the broker's own
 * session would end it, and with it the sockets this test keeps open). */
type Probe = { name: string; path: string; init?: RequestInit; html?: boolean; anonimo?: boolean };

function request(p: string, init: RequestInit = {}, cookie?: string) {
  const headers = new Headers(init.headers);
  headers.set('Origin', ORIGIN);
  if (cookie) headers.set('Cookie', cookie);
  if (init.body) headers.set('Content-Type', 'application/json');
  return fetch(`${ORIGIN}${p}`, { ...init, headers, signal: AbortSignal.timeout(30_000) });
}

async function withNodeDb<T>(fn: (db: ReturnType<typeof createNodePool>['db']) => Promise<T>) {
  const { pool, db } = createNodePool(pg!.url, relay!.address);
  try {
    return await fn(db);
  } finally {
    await pool.end();
  }
}

async function poll<T>(what: string, fn: () => Promise<T | null>, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > until) throw new Error(`${what}: not in ${timeoutMs} ms\n${workerLog.slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs up, confirms through the link in the outbox and signs in; returns the session cookie and ids. */
async function account(userType: 'construtora' | 'corretor') {
  const email = `${userType}.${crypto.randomUUID().slice(0, 8)}@teste.com.br`;
  const signup = await request('/api/auth/signup', {
    method: 'POST',
    body: JSON.stringify({
      userType,
      nome: userType === 'construtora' ? 'Construtora Queda Ltda' : 'Carla Corretora',
      creci: userType === 'corretor' ? 'CRECI-SP 12345-F' : '',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
  });
  expect(signup.status).toBe(202);
  const token = await poll('confirmation e-mail', () =>
    withNodeDb(async (db) => {
      const r = await db.execute<{ texto: string }>(sql`SELECT texto FROM emails_enviados WHERE para = ${email}`);
      return r.rows[0]?.texto.match(/confirmar-email\?token=([A-Za-z0-9_%-]+)/)?.[1] ?? null;
    }),
  );
  const confirm = await request('/api/auth/confirmar-email', {
    method: 'POST',
    body: JSON.stringify({ token: decodeURIComponent(token) }),
  });
  expect(confirm.status).toBe(200);
  const login = await request('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ userType, email, password: PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const body = await answerOf(login, 'POST', '/api/auth/login');
  if (!('user' in body)) throw new Error('login asked for a second factor');
  return { email, cookie, userId: body.user.id, perfilId: body.user.perfilId! };
}

type Frames = { ws: WsModule.WebSocket; frames: Record<string, unknown>[] };

async function openSocket(p: string, cookie: string): Promise<Frames> {
  const ws = new WebSocket(`ws://127.0.0.1:${OUTAGE_PORTS.worker}${p}`, {
    headers: { Cookie: cookie, Origin: ORIGIN },
  });
  const frames: Record<string, unknown>[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, frames };
}

const frameFor = (s: Frames, clientId: string) =>
  poll(`frame for ${clientId}`, async () => s.frames.find((f) => f.client_id === clientId) ?? null, 10_000);

async function timed(probe: Probe, cookie?: string) {
  const started = Date.now();
  const res = await request(probe.path, probe.init, cookie);
  const body = await res.text();
  return {
    name: probe.name,
    status: res.status,
    ms: Date.now() - started,
    type: res.headers.get('content-type'),
    body,
  };
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'conecta-queda-'));
  pg = await startEmbeddedPostgres(path.join(dir, 'pglite'), OUTAGE_PORTS.postgres);
  relay = await startRelay(OUTAGE_PORTS.relay, { databasePort: OUTAGE_PORTS.postgres });
  await withNodeDb((db) => runMigrations(db));
  const vars = [
    `DATABASE_URL:${pg.url}`,
    `DB_RELAY:${relay.address}`,
    `TOTP_ENCRYPTION_KEY:${DEV_TOTP_ENCRYPTION_KEY}`,
    `SITE_ORIGIN:${ORIGIN}`,
    'EDGE_CACHE:off',
  ];
  worker = spawn(
    'node_modules/.bin/wrangler',
    [
      'dev',
      '--port',
      String(OUTAGE_PORTS.worker),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      path.join(dir, 'wrangler'),
      '--show-interactive-dev-session=false',
      '--log-level',
      'warn',
      ...vars.flatMap((v) => ['--var', v]),
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    },
  );
  worker.stdout!.on('data', (d: Buffer) => (workerLog += d.toString()));
  worker.stderr!.on('data', (d: Buffer) => (workerLog += d.toString()));
  await poll('worker up', async () => ((await request('/api/health')).ok ? true : null), 90_000);
}, 180_000);

afterAll(async () => {
  if (worker && worker.exitCode === null) {
    const exited = new Promise((r) => worker.once('exit', r));
    worker.kill('SIGINT');
    await exited;
  }
  await relay?.close();
  await pg?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('database outage', () => {
  it('answers 503 in Portuguese within 5 s while the database is stopped, keeps the sockets and recovers', async () => {
    const construtora = await account('construtora');
    const corretor = await account('corretor');
    const imovelId = await withNodeDb(async (db) => {
      const r = await db.execute<{ id: string }>(
        sql`INSERT INTO imoveis (construtora_id, nome, endereco)
            VALUES (${construtora.perfilId}, 'Residencial Queda', 'Rua das Flores, 100 - Centro, Curitiba - PR')
            RETURNING id`,
      );
      return r.rows[0]!.id;
    });
    const conversa = await request(
      '/api/chat/conversas',
      { method: 'POST', body: JSON.stringify({ imovel_id: imovelId }) },
      corretor.cookie,
    );
    expect(conversa.status).toBeLessThan(300);
    const { conversa: c } = await answerOf(conversa, 'POST', '/api/chat/conversas');
    const chat = await openSocket(`/api/chat/conversas/${c.id}/ws`, corretor.cookie);
    const hub = await openSocket('/api/notificacoes/ws', construtora.cookie);
    const before = crypto.randomUUID();
    chat.ws.send(JSON.stringify({ type: 'send', client_id: before, conteudo: 'Antes da queda' }));
    expect((await frameFor(chat, before)).type).toBe('ack');

    const json: Probe[] = [
      { name: 'lista', path: '/api/oportunidades' },
      { name: 'detalhe', path: `/api/oportunidades/${imovelId}` },
      {
        name: 'login',
        path: '/api/auth/login',
        anonimo: true,
        init: {
          method: 'POST',
          body: JSON.stringify({ userType: 'corretor', email: corretor.email, password: PASSWORD }),
        },
      },
      { name: 'lista logada', path: '/api/favoritos' },
      {
        name: 'escrita',
        path: '/api/favoritos',
        init: { method: 'POST', body: JSON.stringify({ imovel_id: imovelId }) },
      },
    ];
    const pages: Probe[] = [
      { name: 'página inicial', path: '/', html: true },
      { name: 'página do imóvel', path: `/oportunidades/${imovelId}`, html: true },
    ];

    /**
     * Every probe at once: each answers 503 in Portuguese within 5 s, the conversation's history too; a chat message
     * is acknowledged at once, held by the room until the database is back.
     */
    async function expectUnavailable(label: string) {
      const results = await Promise.all([
        ...json.map((p) => timed(p, p.anonimo ? undefined : corretor.cookie)),
        ...pages.map((p) => timed(p)),
        timed({ name: 'lista sem sessão', path: '/api/oportunidades?q=queda' }),
        timed({ name: 'histórico do chat', path: `/api/chat/conversas/${c.id}/mensagens` }, corretor.cookie),
      ]);
      console.log(`${label}:`, results.map((r) => `${r.name} ${r.status} ${r.ms} ms`).join(', '));
      for (const r of results) {
        expect({ name: r.name, status: r.status }).toEqual({ name: r.name, status: 503 });
        expect(r.ms, r.name).toBeLessThanOrEqual(LIMIT_MS);
      }
      // A page answers a page to read; the API keeps its error shape.
      const isPage = (r: (typeof results)[number]) => pages.some((p) => p.name === r.name);
      for (const r of results.filter(isPage)) {
        expect(r.type, r.name).toBe('text/html; charset=utf-8');
        expect(r.body, r.name).toContain('<html lang="pt-BR">');
        expect(r.body, r.name).toContain(INDISPONIVEL);
      }
      for (const r of results.filter((r) => !isPage(r))) {
        expect(JSON.parse(r.body), r.name).toEqual({ error: { code: 'unavailable', message: INDISPONIVEL } });
      }
      const clientId = crypto.randomUUID();
      const sentAt = Date.now();
      chat.ws.send(JSON.stringify({ type: 'send', client_id: clientId, conteudo: `Durante a queda: ${label}` }));
      expect((await frameFor(chat, clientId)).type).toBe('ack');
      const chatMs = Date.now() - sentAt;
      console.log(`${label}: chat ack in ${chatMs} ms`);
      expect(chatMs).toBeLessThanOrEqual(LIMIT_MS);
      expect(chat.ws.readyState).toBe(WebSocket.OPEN);
      expect(hub.ws.readyState).toBe(WebSocket.OPEN);
      return clientId;
    }

    // The database server stops: connections are refused behind a relay that is still up (Neon's proxy stays up).
    await pg!.close();
    pg = null;
    const heldStopped = await expectUnavailable('database stopped');

    // The relay stops answering: connections are accepted and never served (a frozen server, a dropped network).
    await relay!.close();
    const held: Socket[] = [];
    const blackhole = createServer((socket) => void held.push(socket));
    await new Promise<void>((r) => blackhole.listen(OUTAGE_PORTS.relay, '127.0.0.1', r));
    const heldSilent = await expectUnavailable('relay silent');
    for (const socket of held) socket.destroy();
    await new Promise((r) => blackhole.close(r));
    relay = await startRelay(OUTAGE_PORTS.relay, { databasePort: OUTAGE_PORTS.postgres });
    const pushedBefore = hub.frames.filter((f) => f.type === 'notificacao').length;

    const restartedAt = Date.now();
    pg = await startEmbeddedPostgres(path.join(dir, 'pglite'), OUTAGE_PORTS.postgres);
    const listeningAt = Date.now();
    await poll('recovery', async () => ((await request('/api/oportunidades')).status === 200 ? true : null));
    console.log(
      `database listening ${listeningAt - restartedAt} ms after the restart began; ` +
        `first 200 ${Date.now() - listeningAt} ms after that, same Worker`,
    );

    const up = await Promise.all([
      ...json.map((p) => timed(p, p.anonimo ? undefined : corretor.cookie)),
      ...pages.map((p) => timed(p)),
    ]);
    console.log('database back:', up.map((r) => `${r.name} ${r.status} ${r.ms} ms`).join(', '));
    expect(up.map((r) => [r.name, r.status < 300])).toEqual(up.map((r) => [r.name, true]));

    // What the room held reaches Postgres without a resend (its alarm retries the write), in order, once each, and
    // the hub pushes the developer's notice; a resend of a held message is the same message, still one row.
    const stored = () =>
      withNodeDb(async (db) => {
        const r = await db.execute<{ id: string }>(
          sql`SELECT id FROM mensagens_chat WHERE conversa_id = ${c.id} ORDER BY created_at, id`,
        );
        return r.rows.map((x) => x.id);
      });
    const all = [before, heldStopped, heldSilent];
    // The retries back off to 30 s apart while the database is gone.
    const written = await poll(
      'held messages written',
      async () => ((await stored()).length === 3 ? stored() : null),
      45_000,
    );
    expect(written).toEqual(all);
    await poll('notification pushed', async () =>
      hub.frames.filter((f) => f.type === 'notificacao').length > pushedBefore ? true : null,
    );
    chat.ws.send(JSON.stringify({ type: 'send', client_id: heldSilent, conteudo: 'Durante a queda: relay silent' }));
    await poll('ack of the resent message', async () =>
      chat.frames.filter((f) => f.client_id === heldSilent && f.type === 'ack').length === 2 ? true : null,
    );
    const history = await request(`/api/chat/conversas/${c.id}/mensagens`, {}, corretor.cookie);
    expect((await answerOf(history, 'GET', '/api/chat/conversas/:id/mensagens')).items.map((m) => m.id)).toEqual(all);
    expect(chat.ws.readyState).toBe(WebSocket.OPEN);
    chat.ws.close();
    hub.ws.close();
  }, 240_000);
});
