// `node --import tsx tests/bench/upload-photos.ts`: ten 4000×3000 camera-sized photos compressed in Chromium
// (browser-image-compression in its Web Worker, as a construtora does in 'Meus Empreendimentos') and uploaded
// on save, against a running `npm start` (BENCH_URL). Prints the time and the bytes of each step, then deletes
// the development it made.
import { chromium } from 'playwright-core';
import { makePhoto } from '../e2e/construtora-photos.ts';

const base = process.env.BENCH_URL ?? 'http://localhost:8787';
const COUNT = 10;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;

console.log(`gerando ${COUNT} fotos 4000×3000...`);
const photos = await Promise.all(Array.from({ length: COUNT }, (_, i) => makePhoto(`foto-${i + 1}.jpg`, i + 1)));
const before = photos.reduce((sum, p) => sum + p.buffer.byteLength, 0);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${base}/login`);
await page.getByText('Sou Construtora').click();
await page.getByRole('button', { name: 'Continuar' }).click();
await page.getByLabel('E-mail').fill(process.env.BENCH_EMAIL ?? 'construtora@conectaimoveis.com.br');
await page.getByLabel('Senha', { exact: true }).fill(process.env.BENCH_PASSWORD ?? 'Construtora@2026');
await page.getByRole('button', { name: 'Entrar', exact: true }).click();
await page.waitForURL(/\/dashboard/);
await page.goto(`${base}/dashboard?tab=empreendimentos`);
await page.getByRole('button', { name: 'Novo Empreendimento' }).click();

const t0 = Date.now();
await page.getByLabel('Fotos do empreendimento (até 10)').setInputFiles(photos);
await page
  .getByText('Pronta')
  .nth(COUNT - 1)
  .waitFor({ timeout: 300_000 });
const compressWall = Date.now() - t0;

const nome = `Bench upload ${Date.now().toString(36)}`;
await page.getByLabel('Nome do empreendimento *').fill(nome);
await page.getByLabel('Endereço *').fill('Rua do Benchmark, 10');
const t1 = Date.now();
await page.getByRole('button', { name: 'Adicionar Empreendimento' }).click();
await page.getByRole('status').filter({ hasText: 'Empreendimento Adicionado!' }).first().waitFor({ timeout: 300_000 });
const saveWall = Date.now() - t1;

type Measure = { name: string; duration: number; detail: Record<string, number> };
const measures = (await page.evaluate(() =>
  performance
    .getEntriesByType('measure')
    .map((m) => ({ name: m.name, duration: m.duration, detail: (m as PerformanceMeasure).detail })),
)) as Measure[];
const compress = measures.filter((m) => m.name.startsWith('compressao:'));
const upload = measures.filter((m) => m.name.startsWith('envio:'));
const after = compress.reduce((sum, m) => sum + m.detail.depois!, 0);
const thumbs = compress.reduce((sum, m) => sum + m.detail.miniatura!, 0);
const sent = upload.reduce((sum, m) => sum + m.detail.bytes!, 0);
const avg = (list: Measure[]) => list.reduce((sum, m) => sum + m.duration, 0) / Math.max(1, list.length);

console.log(`fotos                    ${COUNT} × 4000×3000 JPEG`);
console.log(`bytes antes              ${mb(before)} (média ${mb(before / COUNT)})`);
console.log(`bytes depois             ${mb(after)} (média ${kb(after / COUNT)}), miniaturas ${kb(thumbs)} no total`);
console.log(
  `compressão total         ${compressWall} ms (uma de cada vez; média ${avg(compress).toFixed(0)} ms por foto)`,
);
console.log(
  `envio ao salvar          ${saveWall} ms até o aviso (3 envios simultâneos; média ${avg(upload).toFixed(0)} ms por envio, ${mb(sent)})`,
);

// Clean up: the development and, with it, its images.
await page.evaluate(async (q) => {
  // Runs in the page, where the contract's types do not reach: the answer's shape is checked before use.
  const list: unknown = await (await fetch(`/api/empreendimentos?q=${encodeURIComponent(q)}`)).json();
  const items = list && typeof list === 'object' && 'items' in list && Array.isArray(list.items) ? list.items : [];
  for (const item of items) await fetch(`/api/empreendimentos/${item.id}`, { method: 'DELETE' });
}, nome);
await browser.close();
