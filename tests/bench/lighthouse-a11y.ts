// `node --import tsx tests/bench/lighthouse-a11y.ts`: Lighthouse's accessibility category on every public page,
// against a running `npm start` (BENCH_URL, default http://localhost:8787) seeded with the demo data. Prints the
// score per page and, below 100, the failing audits with the first offending element of each.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoDevelopmentId } from './demo-development.ts';

const base = process.env.BENCH_URL ?? 'http://localhost:8787';
const id = await demoDevelopmentId(base);
const pages = [
  '/',
  '/oportunidades',
  '/imoveis',
  `/oportunidades/${id}`,
  `/oportunidades/${id}/ficha`,
  '/sobre',
  '/planos',
  '/faq',
  '/termos',
  '/privacidade',
  '/contato',
  '/construtoras',
  '/corretores',
  '/login',
  '/cadastro',
];

type Details = { items?: { node?: { snippet?: string; selector?: string } }[] };

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const scores: [string, number][] = [];
try {
  for (const path of pages) {
    const result = await lighthouse(base + path, {
      port: chrome.port,
      onlyCategories: ['accessibility'],
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse não respondeu para ${path}`);
    const { audits, categories } = result.lhr;
    const score = Math.round((categories.accessibility?.score ?? 0) * 100);
    scores.push([path, score]);
    console.log(`${path.padEnd(54)}${String(score).padStart(4)}`);
    for (const ref of categories.accessibility?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      const node = (audit.details as Details | undefined)?.items?.[0]?.node;
      console.log(`    ✗ ${ref.id}: ${node?.selector ?? ''} ${node?.snippet?.slice(0, 160) ?? ''}`);
    }
  }
} finally {
  await chrome.kill();
}

const below = scores.filter(([, score]) => score < 100);
console.log(`\n${scores.length} páginas, ${below.length} abaixo de 100 em acessibilidade`);
