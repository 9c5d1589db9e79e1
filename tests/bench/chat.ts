// Chat under load: 500 WebSockets over 50 rooms against a running `npm start`. Each room has one broker
// and one developer (made in SQL, signed in with sessions stored the way worker/domain/sessions.ts stores them),
// each with five tabs; every socket sends messages at a steady pace. Prints message → acknowledgement p50/p95/p99 and
// checks that nothing was lost or duplicated: every sent client_id acknowledged exactly once and stored exactly once,
// and every socket saw every message of its room exactly once (live, or over HTTP after a reconnect).
// With BENCH_RESTART_CMD (a shell command that restarts the server, e.g. a systemd or script restart) or
// BENCH_SPAWN=1 (the bench runs `npm start` itself and kills and restarts it halfway), the Durable Objects die
// mid-run: clients reconnect with backoff, catch up over HTTP and resend what was not acknowledged by client_id.
// BENCH_RESTART_CMD="touch worker/realtime/chat-room.ts" makes `npm start` reload the Worker: every Durable Object
// restarts and every socket drops, while the database stays up. A message the server answered with an error is
// resent a second later with the same client_id, as a person does with 'Reenviar'; repeated deliveries are counted
// though the client drops them by id (a broadcast that also came in a catch-up).
// `node --import tsx tests/bench/chat.ts` with BENCH_URL and PG_PORT/RELAY_PORT as given to the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { connectLocalDatabase } from '../../drizzle/local/connect.ts';
import { createSession } from '../../worker/domain/sessions.ts';
import { SESSION_COOKIE } from '../../worker/lib/session-cookie.ts';
import { answerOf } from '../helpers/contract.ts';

const base = process.env.BENCH_URL ?? `http://localhost:${process.env.PORT ?? 8787}`;
const ROOMS = Number(process.env.BENCH_ROOMS ?? 50);
const TABS = Number(process.env.BENCH_TABS_PER_PARTY ?? 5);
const MSGS = Number(process.env.BENCH_MSGS_PER_SOCKET ?? 6);
const INTERVAL = Number(process.env.BENCH_INTERVAL_MS ?? 4000);
const SPAWN = process.env.BENCH_SPAWN === '1';

let server: ChildProcess | null = null;
function startServer() {
  // The server's errors go to BENCH_SERVER_LOG (appended), to read what went wrong during the restart.
  const log = process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore';
  server = spawn('npm', ['start'], { stdio: ['ignore', log, log], detached: true, env: process.env });
}
async function waitHealthy(timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`O app não respondeu em ${base}`);
}
async function stopServer() {
  if (!server?.pid) return;
  const exited = new Promise((r) => server!.once('exit', r));
  process.kill(-server.pid, 'SIGINT');
  await exited;
}

if (SPAWN) startServer();
await waitHealthy(SPAWN ? 300_000 : 2_000).catch(() => {
  console.error(`O app não responde em ${base}. Rode \`npm start\` em outro terminal (ou defina BENCH_URL).`);
  process.exit(1);
});

// ---- Setup: 50 developers, 50 brokers, one development and one conversation per pair, one session each. ----
const run = Date.now().toString(36);
let { db, close } = await connectLocalDatabase();
const pares = (
  await db.execute<{ conversa_id: string; dev_user: string; broker_user: string }>(sql`
    WITH devs AS (
      INSERT INTO users (email, password_hash, user_type)
      SELECT 'bench.chat.' || ${run} || '.c' || g || '@teste.com.br', 'bench-sem-login', 'construtora'
        FROM generate_series(1, ${ROOMS}) g RETURNING id, email
    ), cts AS (
      INSERT INTO construtoras (user_id, nome, email) SELECT id, 'Construtora Bench ' || email, email FROM devs
      RETURNING id, user_id
    ), brokers AS (
      INSERT INTO users (email, password_hash, user_type)
      SELECT 'bench.chat.' || ${run} || '.k' || g || '@teste.com.br', 'bench-sem-login', 'corretor'
        FROM generate_series(1, ${ROOMS}) g RETURNING id, email
    ), ks AS (
      INSERT INTO corretores (user_id, nome, email, creci)
      SELECT id, 'Corretor Bench', email, 'CRECI-SP 1' FROM brokers RETURNING id, user_id
    ), numbered AS (
      SELECT cts.id AS construtora_id, cts.user_id AS dev_user, ks.id AS corretor_id, ks.user_id AS broker_user
        FROM (SELECT *, row_number() OVER (ORDER BY id) AS n FROM cts) cts
        JOIN (SELECT *, row_number() OVER (ORDER BY id) AS n FROM ks) ks USING (n)
    ), ims AS (
      INSERT INTO imoveis (construtora_id, nome, endereco, ativo)
      SELECT construtora_id, 'Residencial Bench Chat', 'Rua do Bench, 1', false FROM numbered
      RETURNING id, construtora_id
    ), cvs AS (
      INSERT INTO conversas (imovel_id, construtora_id, corretor_id)
      SELECT ims.id, numbered.construtora_id, numbered.corretor_id FROM ims JOIN numbered USING (construtora_id)
      RETURNING id, construtora_id
    )
    SELECT cvs.id AS conversa_id, numbered.dev_user, numbered.broker_user
      FROM cvs JOIN numbered USING (construtora_id)`)
).rows;
const tokens = new Map<string, string>();
for (const p of pares) {
  for (const u of [p.dev_user, p.broker_user]) tokens.set(u, (await createSession(db, u, 'bench-chat')).token);
}
await close();

// ---- Clients ----
/** `on`: the socket it last went out on; a reconnection resends only what went out on an older one. */
type Pendente = { conteudo: string; sentAt: number; resent: boolean; on: WebSocket | null; depois: boolean };
const latencies: number[] = [];
/** Acknowledgements of messages sent after the restart began, on the new sockets: the reconnection storm. */
const latenciesDepois: number[] = [];
let reiniciado = false;
const resendLatencies: number[] = [];
let duplicateAcks = 0;
let duplicateDeliveries = 0;
/** The server's error frames, by message: a rate limit is not a failure to store. */
const errors = new Map<string, number>();
let reconnects = 0;
let catchUpRetries = 0;
const sentIds = new Set<string>();

class Client {
  ws: WebSocket | null = null;
  open = false;
  pending = new Map<string, Pendente>();
  acked = new Set<string>();
  /** Message ids this tab has: its own acknowledged ones, broadcasts, and what it fetched after a reconnect. */
  seen = new Set<string>();
  lastSeen: string | null = null;
  private connectedBefore = false;
  private backoff = 250;
  constructor(
    readonly conversa: string,
    readonly userId: string,
  ) {}

  private headers() {
    return { Cookie: `${SESSION_COOKIE}=${tokens.get(this.userId)}` };
  }

  connect(): Promise<void> {
    return new Promise((resolve) => {
      const url = `${base.replace(/^http/, 'ws')}/api/chat/conversas/${this.conversa}/ws`;
      const ws = new WebSocket(url, { headers: this.headers() });
      this.ws = ws;
      ws.on('open', () => {
        this.open = true;
        this.backoff = 250;
        // As the web client does: from the newest message held before the drop, retried until it answers.
        void this.catchUp(this.lastSeen).then(() => {
          for (const [id, p] of this.pending) this.resend(id, p);
          resolve();
        });
      });
      ws.on('message', (data) => this.onFrame(JSON.parse(String(data)) as Record<string, unknown>));
      const retry = () => {
        if (this.ws !== ws) return;
        this.open = false;
        this.ws = null;
        reconnects++;
        setTimeout(() => void this.connect().then(resolve), this.backoff * (0.5 + Math.random()));
        this.backoff = Math.min(this.backoff * 2, 5000);
      };
      ws.on('close', retry);
      ws.on('error', () => ws.terminate());
    });
  }

  private see(id: string) {
    if (this.seen.has(id)) return false;
    this.seen.add(id);
    this.lastSeen = id;
    return true;
  }

  /** What the room sent while this tab was away (ascending, after the last message it has). */
  private async catchUp(ancora: string | null) {
    if (!this.connectedBefore) {
      this.connectedBefore = true;
      return;
    }
    const after = ancora ? `?after=${ancora}` : '';
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${base}/api/chat/conversas/${this.conversa}/mensagens${after}`, {
        headers: this.headers(),
      }).catch(() => null);
      if (res?.ok) {
        for (const m of (await answerOf(res, 'GET', '/api/chat/conversas/:id/mensagens')).items) this.see(m.id);
        return;
      }
      catchUpRetries++;
      await new Promise((r) => setTimeout(r, Math.min(15_000, 1000 * 2 ** attempt)));
    }
  }

  private onFrame(f: Record<string, unknown>) {
    if (f.type === 'ack') {
      const id = f.client_id as string;
      const p = this.pending.get(id);
      if (!p) {
        duplicateAcks++;
        return;
      }
      this.pending.delete(id);
      if (this.acked.has(id)) duplicateAcks++;
      this.acked.add(id);
      (p.resent ? resendLatencies : p.depois ? latenciesDepois : latencies).push(performance.now() - p.sentAt);
      this.see(id);
    } else if (f.type === 'mensagem') {
      if (!this.see((f.mensagem as { id: string }).id)) duplicateDeliveries++;
    } else if (f.type === 'erro') {
      const message = String(f.message);
      errors.set(message, (errors.get(message) ?? 0) + 1);
      // What a person does with the failed bubble ('Reenviar'): the same client_id again, a moment later.
      const id = f.client_id as string | undefined;
      const p = id ? this.pending.get(id) : undefined;
      if (id && p) setTimeout(() => this.resend(id, p, true), 1000);
    }
  }

  private resend(id: string, p: Pendente, again = false) {
    // A retry timer may fire after the run closed the socket (ws null): nothing to send on.
    if (!this.pending.has(id) || !this.open || !this.ws || (p.on === this.ws && !again)) return;
    p.resent = true;
    p.on = this.ws;
    this.ws!.send(JSON.stringify({ type: 'send', conteudo: p.conteudo, client_id: id }));
  }

  send(conteudo: string) {
    const id = crypto.randomUUID();
    sentIds.add(id);
    const p = {
      conteudo,
      sentAt: performance.now(),
      resent: false,
      on: this.open ? this.ws : null,
      depois: reiniciado,
    };
    this.pending.set(id, p);
    if (this.open) this.ws!.send(JSON.stringify({ type: 'send', conteudo, client_id: id }));
  }
}

const clients: Client[] = [];
for (const p of pares) {
  for (let t = 0; t < TABS; t++) {
    clients.push(new Client(p.conversa_id, p.broker_user), new Client(p.conversa_id, p.dev_user));
  }
}
let t = performance.now();
// A few handshakes at a time: each one checks its session in the embedded database, which refuses (503) a crowd.
for (let i = 0; i < clients.length; i += 16) await Promise.all(clients.slice(i, i + 16).map((c) => c.connect()));
console.log(`${clients.length} sockets em ${ROOMS} salas conectados em ${Math.round(performance.now() - t)} ms`);

const restartCmd = process.env.BENCH_RESTART_CMD;
const restartAt = SPAWN || restartCmd ? Math.floor(MSGS / 2) : -1;
t = performance.now();
for (let round = 0; round < MSGS; round++) {
  if (round === restartAt) {
    reiniciado = true;
    const down = performance.now();
    if (SPAWN) {
      await stopServer();
      startServer();
    } else {
      await new Promise<void>((resolve, reject) =>
        spawn('sh', ['-c', restartCmd!], { stdio: 'inherit' }).once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`BENCH_RESTART_CMD: ${code}`)),
        ),
      );
    }
    await waitHealthy();
    console.log(`servidor reiniciado (Durable Objects incluídos) em ${Math.round(performance.now() - down)} ms`);
  }
  // Each socket sends once per round, spread over the interval.
  await Promise.all(
    clients.map(
      (c, i) =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            c.send(`Mensagem ${round} da aba ${i} — ${run}`);
            resolve();
          }, Math.random() * INTERVAL),
        ),
    ),
  );
}
// Wait for the last acknowledgements (and the reconnections behind them).
const until = Date.now() + 120_000;
while (clients.some((c) => c.pending.size) && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
await new Promise((r) => setTimeout(r, 1500));
const elapsed = performance.now() - t;
for (const c of clients) {
  if (c.ws) {
    const ws = c.ws;
    c.ws = null;
    ws.close();
  }
}

// ---- Verdict against Postgres ----
// Retried: under this load the local relay may drop a connection.
async function storedRows() {
  for (let attempt = 1; ; attempt++) {
    try {
      ({ db, close } = await connectLocalDatabase());
      const r = await db.execute<{ id: string; conversa_id: string }>(sql`
        SELECT m.id, m.conversa_id FROM mensagens_chat m
         WHERE m.conversa_id = ANY(${sql.param(pares.map((p) => p.conversa_id))}::uuid[])`);
      await close();
      return r.rows;
    } catch (err) {
      if (attempt === 5) throw err;
      await new Promise((r) => setTimeout(r, 3000));
    }
  }
}
const stored = await storedRows();
if (SPAWN) await stopServer();

const porSala = new Map<string, Set<string>>();
for (const r of stored) porSala.set(r.conversa_id, (porSala.get(r.conversa_id) ?? new Set()).add(r.id));
const storedIds = new Set(stored.map((r) => r.id));
const naoArmazenadas = [...sentIds].filter((id) => !storedIds.has(id)).length;
const naoConfirmadas = clients.reduce((n, c) => n + c.pending.size, 0);
// The client_id is the row's id, so a duplicate could only be a row under another id.
const duplicadasNoBanco = stored.filter((r) => !sentIds.has(r.id)).length;
let perdidasNasAbas = 0;
for (const c of clients) for (const id of porSala.get(c.conversa) ?? []) if (!c.seen.has(id)) perdidasNasAbas++;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!.toFixed(1) : '-';
};
console.log(
  `${sentIds.size} mensagens em ${(elapsed / 1000).toFixed(1)} s (${(sentIds.size / (elapsed / 1000)).toFixed(0)}/s)`,
);
console.log(
  `mensagem → ack (ms): p50 ${pct(latencies, 50)}  p95 ${pct(latencies, 95)}  p99 ${pct(latencies, 99)}  máx ${pct(latencies, 100)}  (n=${latencies.length})`,
);
if (latenciesDepois.length) {
  console.log(
    `  das enviadas depois do reinício (nas novas conexões): p50 ${pct(latenciesDepois, 50)}  p95 ${pct(latenciesDepois, 95)}  p99 ${pct(latenciesDepois, 99)}  (n=${latenciesDepois.length})`,
  );
}
if (resendLatencies.length) {
  console.log(
    `reenviadas após reconexão: ${resendLatencies.length}, envio original → ack p50 ${pct(resendLatencies, 50)} ms`,
  );
}
console.log(
  `reconexões: ${reconnects}; buscas repetidas após reconectar: ${catchUpRetries}; erros do servidor: ${[...errors.values()].reduce((a, b) => a + b, 0)}`,
);
for (const [message, n] of errors) console.log(`  ${n}× ${message}`);
console.log(
  `perdidas: ${naoArmazenadas} não armazenadas, ${naoConfirmadas} sem ack, ${perdidasNasAbas} que alguma aba nunca viu`,
);
console.log(
  `duplicadas: ${duplicadasNoBanco} no banco (${stored.length} linhas para ${sentIds.size} enviadas), ${duplicateAcks} acks repetidos; ${duplicateDeliveries} entregas repetidas (broadcast de mensagem que a aba já tinha pela busca após reconectar, descartadas pelo id)`,
);
process.exit(naoArmazenadas + naoConfirmadas + perdidasNasAbas + duplicadasNoBanco + duplicateAcks ? 1 : 0);
