// `npm start`'s Worker: the bundle `wrangler deploy` uploads, served by Miniflare on the port itself.
// `wrangler dev` puts a proxy Worker in a workerd of its own in front of the Worker's workerd; every request paid
// that hop (about 10 ms of wall time on a busy machine, docs/desempenho.md). Here the Worker's workerd listens on
// PORT directly. Bindings, Durable Objects, R2, assets routing, compatibility date and cron come from wrangler.toml
// through wrangler's own reader, and state persists where `wrangler dev` keeps it (.wrangler/state/v3), so data and
// uploaded photos of earlier runs are still there. `npm run dev` keeps `wrangler dev` (drizzle/local/wrangler-dev.ts).
import { spawn } from 'node:child_process';
import { readdirSync, watch } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as MiniflareModule from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';

// The Miniflare (and workerd) wrangler itself runs, not the older copy the test pool brings.
const require = createRequire(import.meta.url);
const { Miniflare, Log, LogLevel, convertV4MiniflareOptions } = createRequire(require.resolve('wrangler'))(
  'miniflare',
) as typeof MiniflareModule;

/** Where `npm start` writes the bundle (wrangler's own scratch folder, ignored by git). */
export const START_BUNDLE_DIR = '.wrangler/tmp/start';

/**
 * `wrangler deploy --dry-run --outdir`: the upload's bundle, minified with its source map. NODE_ENV=production is
 * what deploy defines when NODE_ENV is unset; it is set here because a caller's NODE_ENV (vitest's "test", a
 * shell's "development") would otherwise become the bundle's, and React would render with its development build.
 */
export function bundleWorker(outdir: string) {
  return new Promise<void>((resolve, reject) => {
    let output = '';
    const child = spawn('node_modules/.bin/wrangler', ['deploy', '--dry-run', '--outdir', outdir], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WRANGLER_SEND_METRICS: 'false',
        // No internet here (and none needed): skip wrangler's download of the Request.cf sample.
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      },
    });
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`wrangler deploy --dry-run:\n${output}`))));
  });
}

export interface WorkerServerOptions {
  port: number;
  bundleDir: string;
  /** Bindings over wrangler.toml's [vars], as `wrangler dev --var` would give. */
  vars: Record<string, string>;
  /** Where R2, Durable Objects and the cache keep their state; wrangler dev's default unless given. */
  persistTo?: string;
}

function miniflareOptions(opts: WorkerServerOptions) {
  const config = unstable_getMiniflareWorkerOptions('wrangler.toml');
  const bundleDir = path.resolve(opts.bundleDir);
  // The bundle's modules as wrangler wrote them: index.js and the text files it imports (common passwords).
  const { modulesRules: _rules, ...worker } = config.workerOptions;
  const files = readdirSync(bundleDir).filter((f) => f.endsWith('.js') || f.endsWith('.txt'));
  const modules = ['index.js', ...files.filter((f) => f !== 'index.js')].map((f) => ({
    type: f.endsWith('.js') ? ('ESModule' as const) : ('Text' as const),
    path: path.join(bundleDir, f),
  }));
  return convertV4MiniflareOptions({
    host: '127.0.0.1',
    port: opts.port,
    resourcePersistencePath: path.resolve(opts.persistTo ?? '.wrangler/state', 'v3'),
    // The cron handler at /cdn-cgi/handler/scheduled, as under `wrangler dev`.
    unsafeTriggerHandlers: true,
    ...(process.env.INSPECTOR_PORT ? { inspectorPort: Number(process.env.INSPECTOR_PORT) } : {}),
    logRequests: false,
    // No internet here (and none needed): the placeholder Request.cf rather than a download of Cloudflare's sample.
    cf: false,
    log: new Log(LogLevel.WARN),
    // The Worker's warnings and errors, as `wrangler dev --log-level warn` printed them; its info lines (one per
    // sign-in, per sent e-mail) would drown them.
    handleStructuredLogs: ({ level, message }) => {
      if (level === 'warn' || level === 'error') console.error(message);
    },
    workers: [
      {
        ...worker,
        // The name keys the Durable Objects' storage (.wrangler/state/v3/do/conecta-imoveis-ChatRoom).
        name: 'conecta-imoveis',
        modules,
        modulesRoot: bundleDir,
        bindings: { ...(worker.bindings as Record<string, MiniflareModule.Json> | undefined), ...opts.vars },
      },
    ],
  });
}

/** Bundles the Worker and serves it; with `watch`, rebuilds and reloads it when worker/ or web/ change. */
export async function startWorkerServer(opts: WorkerServerOptions & { watch?: boolean }) {
  await bundleWorker(opts.bundleDir);
  const mf = new Miniflare(miniflareOptions(opts));
  await mf.ready;
  const watchers = opts.watch ? watchSources(() => reload(mf, opts)) : [];
  return {
    async dispose() {
      for (const w of watchers) w.close();
      await mf.dispose();
    },
  };
}

let reloading: Promise<void> = Promise.resolve();
function reload(mf: InstanceType<typeof Miniflare>, opts: WorkerServerOptions) {
  // One reload at a time; a failed build (a half-saved file) keeps the Worker that runs.
  reloading = reloading.then(async () => {
    try {
      await bundleWorker(opts.bundleDir);
      await mf.setOptions(miniflareOptions(opts));
      console.log('[conecta] Worker recarregado');
    } catch (err) {
      console.error(err);
    }
  });
}

/**
 * The Worker's sources (the public pages render web/'s components): a change reloads it, which restarts every Durable
 * Object as a deploy does (tests/bench/chat.ts relies on it).
 */
function watchSources(onChange: () => void) {
  let timer: NodeJS.Timeout | undefined;
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, 300);
  };
  return ['worker', 'web'].map((dir) => watch(dir, { recursive: true }, debounced));
}
