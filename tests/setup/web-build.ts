// The Worker serves the built SPA and renders public pages into its index.html, preloading chunks named by its
// manifest: build it once if missing.
// Always a production build: the test runner's NODE_ENV=test would make Vite build React in development mode,
// and `npm start` serves this same folder.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureWebBuild() {
  if (existsSync('dist/web/index.html') && existsSync('dist/web/.vite/manifest.json')) return;
  const build = spawnSync('node_modules/.bin/vite', ['build', '--mode', 'production', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('vite build failed');
}

export default function setup() {
  ensureWebBuild();
}
