// `node --import tsx tests/bench/lighthouse.ts`: Lighthouse 12 with its mobile defaults (simulated slow 4G,
// 4× CPU) five times (BENCH_RUNS) on /, /oportunidades, /imoveis and a development's page, against a running
// Worker with a production build (BENCH_URL, default http://localhost:8787). Prints the median score, FCP, LCP,
// TBT and CLS per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { demoDevelopmentId } from './demo-development.ts';

const base = process.env.BENCH_URL ?? 'http://localhost:8787';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const id = await demoDevelopmentId(base);
const pages = ['/', '/oportunidades', '/imoveis', `/oportunidades/${id}`];

type Figures = { score: number; fcp: number; lcp: number; tbt: number; cls: number };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** One run's figures, or null when Lighthouse could not measure it (it says why). */
async function measure(url: string): Promise<Figures | null> {
  const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse não respondeu para ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError || categories.performance?.score == null) {
    console.error(`execução descartada em ${url}: ${runtimeError?.message ?? 'sem nota'}`);
    return null;
  }
  const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const rows: string[] = [];
try {
  for (const path of pages) {
    const results: Figures[] = [];
    // A run Lighthouse could not measure is retried, at most as many times again.
    for (let i = 0; i < 2 * runs && results.length < runs; i++) {
      const figures = await measure(base + path);
      if (figures) results.push(figures);
    }
    if (results.length === 0) throw new Error(`nenhuma execução mediu ${path}`);
    const pick = (key: keyof Figures) => median(results.map((r) => r[key]));
    rows.push(
      [
        path.padEnd(54),
        `${pick('score')} (${results.map((r) => r.score).join('/')})`.padStart(14),
        `${(pick('fcp') / 1000).toFixed(2)} s`.padStart(9),
        `${(pick('lcp') / 1000).toFixed(2)} s`.padStart(9),
        `${Math.round(pick('tbt'))} ms`.padStart(9),
        pick('cls').toFixed(3).padStart(7),
      ].join(''),
    );
    console.log(rows.at(-1));
    // Every run, so a single low score shows what pulled it down (a long task or a late image).
    for (const r of results) {
      console.log(
        `   nota ${r.score}  FCP ${Math.round(r.fcp)} ms  LCP ${Math.round(r.lcp)} ms  TBT ${Math.round(r.tbt)} ms`,
      );
    }
  }
} finally {
  await chrome.kill();
}

console.log(
  `\nmediana de ${runs} execuções (Lighthouse mobile padrão)\n${'página'.padEnd(54)}${'nota'.padStart(14)}${'FCP'.padStart(9)}${'LCP'.padStart(9)}${'TBT'.padStart(9)}${'CLS'.padStart(7)}`,
);
for (const row of rows) console.log(row);
