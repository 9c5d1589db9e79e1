// `node --import tsx tests/bench/bundle-size.ts`: the JavaScript each public route loads on a first visit,
// gzipped (what a CDN sends), measured by opening the route in Chromium against a running `npm start`.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { demoDevelopmentId } from './demo-development.ts';

const base = process.env.BENCH_URL ?? 'http://localhost:8787';
const id = await demoDevelopmentId(base);
const routes = [
  '/',
  '/oportunidades',
  '/imoveis',
  `/oportunidades/${id}`,
  `/oportunidades/${id}/ficha`,
  '/favoritos',
  '/login',
  '/cadastro/corretor',
  '/planos',
  '/sobre',
  '/contato',
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
console.log(`${'rota'.padEnd(58)}${'arquivos'.padStart(9)}${'gzip'.padStart(12)}`);
for (const route of routes) {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  let bytes = 0;
  for (const path of scripts) bytes += gzipSync(readFileSync(`dist/web${path}`), { level: 9 }).length;
  console.log(
    `${route.padEnd(58)}${String(scripts.size).padStart(9)}${`${(bytes / 1024).toFixed(1)} KB`.padStart(12)}`,
  );
  await page.close();
}
await browser.close();
