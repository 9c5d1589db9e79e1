// Runs on Node: starts the Worker with `npm start`'s own `wrangler dev` command line and reads the bundle wrangler
// serves. Pages must be rendered by React's production server build, minified as the upload is; React's
// development build renders them about ten times slower, and nothing in the HTML tells the two apart.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wranglerDevCommand } from '../../drizzle/local/wrangler-dev.ts';

let port: number;
let worker: ChildProcess;
let dir: string;
let log = '';
const started = Date.now();

/** The bundle of the `wrangler dev` started here: the newest of wrangler's dev folders made since. */
function servedBundle() {
  const tmp = '.wrangler/tmp';
  const folders = existsSync(tmp)
    ? readdirSync(tmp)
        .filter((d) => d.startsWith('dev-') && existsSync(path.join(tmp, d, 'index.js.map')))
        .map((d) => path.join(tmp, d))
        .filter((d) => statSync(d).mtimeMs >= started - 1000)
        .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    : [];
  return folders[0] ?? null;
}

/** A port nobody listens on, from the kernel (the node tests run side by side). */
function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  port = await freePort();
  dir = mkdtempSync(path.join(tmpdir(), 'conecta-bundle-'));
  const command = wranglerDevCommand({
    dev: false,
    port,
    vars: ['DATABASE_URL:postgres://postgres:postgres@127.0.0.1:1/postgres'],
    args: ['--persist-to', dir],
  });
  worker = spawn('node_modules/.bin/wrangler', command.args, { stdio: ['ignore', 'pipe', 'pipe'], env: command.env });
  worker.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  worker.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  for (let i = 0; ; i++) {
    // robots.txt needs no database.
    const res = await fetch(`http://127.0.0.1:${port}/robots.txt`).catch(() => null);
    if (res?.ok) break;
    if (i > 440 || worker.exitCode !== null) throw new Error(`wrangler dev não respondeu:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}, 240_000);

afterAll(async () => {
  if (worker && worker.exitCode === null) {
    const exited = new Promise((r) => worker.once('exit', r));
    worker.kill('SIGINT');
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the Worker `npm start` serves', () => {
  it("renders with React's production server build, minified like the upload", () => {
    const folder = servedBundle();
    expect(folder, log).not.toBeNull();
    const sources = (JSON.parse(readFileSync(path.join(folder!, 'index.js.map'), 'utf8')) as { sources: string[] })
      .sources;
    const react = sources.filter((s) => /node_modules\/react(-dom)?\/cjs\//.test(s));
    // The pages render with renderToString (worker/ssr/render.tsx), whose build is the legacy one.
    expect(react.some((s) => s.endsWith('react-dom-server-legacy.browser.production.js'))).toBe(true);
    expect(react.filter((s) => s.includes('.development.'))).toEqual([]);
    // Minified: long lines (about a thousand characters on average) rather than one statement per line.
    const code = readFileSync(path.join(folder!, 'index.js'), 'utf8');
    expect(code.length / code.split('\n').length).toBeGreaterThan(300);
  });
});
