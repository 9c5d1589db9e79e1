// `npm start`: the whole app on http://localhost:8787 (PORT overrides) on the embedded database —
// migrated, seeded with demo data on first run, SPA built when its sources changed.
// The Worker is the bundle `wrangler deploy` uploads, served by Miniflare with no proxy in front
// (drizzle/local/worker-server.ts).
// `npm run dev`: the same on `wrangler dev` (drizzle/local/wrangler-dev.ts), plus Vite with hot reload on
// http://localhost:5173 in front of the Worker, and the Worker in development mode.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEV_TOTP_ENCRYPTION_KEY } from './dev-keys.ts';
import { runMigrations } from './migrate.ts';
import { createNodePool } from './node-pool.ts';
import { DATA_DIR, DEV_PORTS } from './ports.ts';
import { startLocalStack } from './stack.ts';
import { wranglerDevCommand } from './wrangler-dev.ts';
import { START_BUNDLE_DIR, startWorkerServer } from './worker-server.ts';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8787);
const root = process.cwd();
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const t0 = Date.now();
const log = (msg: string) => console.log(`[conecta] ${msg} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} → ${code}`))));
  });
}

const stack = await startLocalStack({ dataDir: DATA_DIR, pgPort: DEV_PORTS.postgres, relayPort: DEV_PORTS.relay });
log(stack.embedded ? `banco embutido pronto em ${DATA_DIR}` : 'usando DATABASE_URL');
const children: ChildProcess[] = [];
let server: Awaited<ReturnType<typeof startWorkerServer>> | undefined;
let stopping = false;

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))));
  await server?.dispose();
  await stack.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

try {
  const { pool, db } = createNodePool(stack.databaseUrl, stack.relayAddress);
  await runMigrations(db);
  log('migrações aplicadas');
  const seeded = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
  await pool.end();
  if (!seeded.rows[0]?.n) {
    log('primeira execução: criando dados de demonstração');
    await run(process.execPath, ['--import', 'tsx', 'drizzle/seed/cli.ts']);
  }

  const built = path.join(root, 'dist/web/index.html');
  if (!dev && (!existsSync(built) || statSync(built).mtimeMs < newestMtime(path.join(root, 'web')))) {
    log('gerando o front-end (vite build)');
    await run(bin('vite'), ['build', '--mode', 'production', '--logLevel', 'warn'], { NODE_ENV: 'production' });
  }

  const vars: Record<string, string> = { DATABASE_URL: stack.databaseUrl };
  if (stack.relayAddress) vars.DB_RELAY = stack.relayAddress;
  vars.TOTP_ENCRYPTION_KEY = process.env.TOTP_ENCRYPTION_KEY || DEV_TOTP_ENCRYPTION_KEY;
  if (dev) vars.ALLOWED_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173';
  // Webhooks may also point at a receiver on this machine (http://127.0.0.1), never elsewhere private.
  vars.WEBHOOKS_LOCAIS = 'on';
  // The site origin, the edge cache switch and per-network limits (wrangler.toml [vars]) may be set from the
  // environment, as e2e and the benches do.
  for (const [name, value] of Object.entries(process.env))
    if ((name === 'SITE_ORIGIN' || name === 'EDGE_CACHE' || name.startsWith('LIMITE_')) && value) vars[name] = value;
  if (dev) {
    const command = wranglerDevCommand({ port, vars: Object.entries(vars).map(([name, value]) => `${name}:${value}`) });
    const wrangler = spawn(bin('wrangler'), command.args, { stdio: 'inherit', env: command.env });
    children.push(wrangler);
    wrangler.on('exit', (code) => void shutdown(code ?? 0));
  } else {
    log('empacotando o Worker (wrangler deploy --dry-run)');
    server = await startWorkerServer({ port, bundleDir: START_BUNDLE_DIR, vars, watch: true });
  }

  if (dev) {
    const vite = spawn(bin('vite'), ['--port', '5173', '--strictPort'], {
      stdio: 'inherit',
      env: { ...process.env, WORKER_PORT: String(port) },
    });
    children.push(vite);
  }

  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  log(`pronto: http://localhost:${port}${dev ? ' (Vite com hot reload: http://localhost:5173)' : ''}`);
  console.log(
    'Contas de demonstração: veja o README (construtora@, corretor@, imobiliaria@ e admin@conectaimoveis.com.br).',
  );
} catch (err) {
  console.error(err);
  await shutdown(1);
}
