// Runs on Node: starts the Worker as `npm start` does (drizzle/local/worker-server.ts) and reads the bundle it
// serves. Pages must be rendered by React's production server build, minified as the upload is; React's
// development build renders them about ten times slower, and nothing in the HTML tells the two apart.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkerServer } from '../../drizzle/local/worker-server.ts';

let port: number;
let dir: string;
let server: Awaited<ReturnType<typeof startWorkerServer>> | undefined;

/** A port nobody listens on, from the kernel (the node tests run side by side). */
function freePort() {
  return new Promise<number>((resolve) => {
    const listener = createServer().listen(0, '127.0.0.1', () => {
      const { port } = listener.address() as { port: number };
      listener.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  port = await freePort();
  dir = mkdtempSync(path.join(tmpdir(), 'conecta-bundle-'));
  server = await startWorkerServer({
    port,
    bundleDir: path.join(dir, 'bundle'),
    persistTo: path.join(dir, 'state'),
    vars: { DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:1/postgres' },
  });
}, 240_000);

afterAll(async () => {
  await server?.dispose();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the Worker `npm start` serves', () => {
  it('answers on its port with nothing in front', async () => {
    // robots.txt needs no database.
    const res = await fetch(`http://127.0.0.1:${port}/robots.txt`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Sitemap:');
  });

  it("renders with React's production server build, minified like the upload", () => {
    const bundle = path.join(dir, 'bundle');
    const sources = (JSON.parse(readFileSync(path.join(bundle, 'index.js.map'), 'utf8')) as { sources: string[] })
      .sources;
    const react = sources.filter((s) => /node_modules\/react(-dom)?\/cjs\//.test(s));
    // The pages render with renderToString (worker/ssr/render.tsx), whose build is the legacy one.
    expect(react.some((s) => s.endsWith('react-dom-server-legacy.browser.production.js'))).toBe(true);
    expect(react.filter((s) => s.includes('.development.'))).toEqual([]);
    // Minified: long lines (about a thousand characters on average) rather than one statement per line.
    const code = readFileSync(path.join(bundle, 'index.js'), 'utf8');
    expect(code.length / code.split('\n').length).toBeGreaterThan(300);
  });
});
