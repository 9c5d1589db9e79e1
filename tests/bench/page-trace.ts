// `node --import tsx tests/bench/page-trace.ts`: where the main thread's time goes on the public pages, from a
// Chromium performance trace under 4× CPU slowdown (Lighthouse's mobile CPU) against a running production Worker
// (BENCH_URL, default http://localhost:8787). Per page: script evaluation and compilation per file, the hydration
// window (from the app's start to `data-hydrated`), long tasks (> 50 ms) with what ran in them, their blocking
// time after the first paint, and when the header's menu button first works (at 360 px, where it is the first
// button on every page): a click sent as soon as the button is painted, then every 100 ms until one opens the menu.
import { chromium, type Page } from 'playwright-core';
import { demoDevelopmentId } from './demo-development.ts';

const base = process.env.BENCH_URL ?? 'http://localhost:8787';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const id = await demoDevelopmentId(base);
const pages = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .filter(Boolean)
  .map((p) => p.replace('ID', id));
if (pages.length === 0) pages.push('/', '/oportunidades', '/imoveis', `/oportunidades/${id}`);

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; documentLoaderURL?: string; navigationId?: string }; name?: string };
};

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
  'loading',
  'toplevel',
];

const ms = (us: number) => us / 1000;
const shortUrl = (url = '') => (url ? new URL(url, base).pathname.replace(/^\/assets\//, '') : '(inline)');

async function trace(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES.join(','), transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // Polled with a one-line expression: Playwright's own waitForSelector injects its selector engine (a script the
  // size of a small app) into the page, which the trace then showed as a long task of the page's.
  const until = Date.now() + 60_000;
  const hydrated = { expression: "document.documentElement.hasAttribute('data-hydrated')", returnByValue: true };
  while (!(await cdp.send('Runtime.evaluate', hydrated)).result.value) {
    if (Date.now() > until) throw new Error(`${url} não hidratou em 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  if (process.env.TRACE_DUMP) (await import('node:fs')).writeFileSync(process.env.TRACE_DUMP, JSON.stringify(events));
  return events;
}

/** The renderer main thread's top-level tasks and what ran inside them. */
function analyse(events: TraceEvent[]) {
  // Some traces lack the navigation's start on the renderer; the document's first parse is then the origin.
  const nav =
    events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http')) ??
    events.find((e) => e.name === 'ParseHTML');
  if (!nav) throw new Error('navigationStart ausente do trace');
  const t0 = nav.ts;
  const onMain = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.ts >= t0);
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.args?.data?.navigationId === nav.args?.data?.navigationId,
  );
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  const perFile = new Map<string, { compile: number; call: number }>();
  let evaluation = 0;
  for (const e of onMain) {
    if (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript') evaluation += e.dur ?? 0;
    const url = e.args?.data?.url;
    if (!url) continue;
    const row = perFile.get(shortUrl(url)) ?? { compile: 0, call: 0 };
    if (e.name.startsWith('v8.compile')) row.compile += e.dur ?? 0;
    else if (e.name === 'FunctionCall') row.call += e.dur ?? 0;
    perFile.set(shortUrl(url), row);
  }
  const long = tasks
    .filter((t) => (t.dur ?? 0) > 50_000)
    .map((t) => {
      const end = t.ts + (t.dur ?? 0);
      const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts < end);
      // What the task was: the heaviest evaluation, callback or rendering step inside it.
      let top: [string, number] = ['?', 0];
      for (const e of inside) {
        const label = LABELS[e.name];
        if (!label || (e.dur ?? 0) <= top[1]) continue;
        const url = e.args?.data?.url;
        top = [`${label}${url ? ` ${shortUrl(url)}` : ''}`, e.dur ?? 0];
      }
      return { at: ms(t.ts - t0), dur: ms(t.dur ?? 0), source: `${top[0]} (${Math.round(ms(top[1]))} ms)` };
    });
  const fcpAt = fcp ? fcp.ts : t0;
  const tbt = tasks.filter((t) => t.ts >= fcpAt).reduce((sum, t) => sum + Math.max(0, ms(t.dur ?? 0) - 50), 0);
  const mark = (name: string) => {
    const e = events.find((x) => x.name === name && x.cat.includes('blink.user_timing') && x.ts >= t0);
    return e ? ms(e.ts - t0) : Number.NaN;
  };
  return {
    fcp: fcp ? ms(fcp.ts - t0) : Number.NaN,
    tbt,
    long,
    perFile,
    evaluation: ms(evaluation),
    appStart: mark('app:start'),
    hydrated: mark('app:hydrated'),
  };
}

const LABELS: Record<string, string> = {
  'v8.evaluateModule': 'avaliação de módulos',
  EvaluateScript: 'avaliação de script',
  FunctionCall: 'chamada',
  ParseHTML: 'HTML',
  'v8.compileModule': 'compilação',
  Layout: 'layout',
  UpdateLayoutTree: 'estilo',
  Paint: 'pintura',
  GCEvent: 'coleta de lixo',
  MajorGC: 'coleta de lixo',
};

// Page-side clicker, as source text: tsx would wrap a function's inner names in a helper the page lacks. A click the
// page keeps for later (data-early-clicks) is not sent again: a second one would close the menu.
const CLICKER = `(() => {
  const result = { clicks: [] };
  window.__firstButton = result;
  const selector = 'button[aria-controls="menu-mobile"]';
  const expanded = () => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true';
  const waitOpen = () => (expanded() ? (result.opened = performance.now()) : setTimeout(waitOpen, 10));
  const click = () => {
    if (expanded()) return void (result.opened ??= performance.now());
    result.clicks.push(performance.now());
    document.querySelector(selector)?.click();
    if (document.documentElement.hasAttribute('data-early-clicks')) return waitOpen();
    setTimeout(click, 100);
  };
  const poll = () => {
    const button = document.querySelector(selector);
    if (button && button.getBoundingClientRect().width > 0) {
      result.visible = performance.now();
      return click();
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;

/** When the menu button is painted, whether the first click on it counted, and when the menu opened. */
async function firstButton(page: Page, url: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(CLICKER);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(
    () => (window as unknown as { __firstButton: { opened?: number } }).__firstButton.opened,
    null,
    {
      timeout: 60_000,
      polling: 50,
    },
  );
  const r = await page.evaluate(
    () => (window as unknown as { __firstButton: { visible: number; clicks: number[]; opened: number } }).__firstButton,
  );
  await cdp.detach();
  return { visible: r.visible, firstClickKept: r.clicks.length === 1, worksFrom: r.clicks.at(-1)!, opened: r.opened };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (n: number) => (Number.isFinite(n) ? `${Math.round(n)}` : '–');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const path of pages) {
    const results: ReturnType<typeof analyse>[] = [];
    const buttons: Awaited<ReturnType<typeof firstButton>>[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      results.push(analyse(await trace(await context.newPage(), base + path)));
      await context.close();
      const context2 = await browser.newContext();
      buttons.push(await firstButton(await context2.newPage(), base + path));
      await context2.close();
    }
    const pick = (f: (r: ReturnType<typeof analyse>) => number) => median(results.map(f));
    const b = (f: (r: Awaited<ReturnType<typeof firstButton>>) => number) => median(buttons.map(f));
    console.log(`\n${path}  (mediana de ${runs}, CPU 4× mais lenta)`);
    console.log(
      `  FCP ${fmt(pick((r) => r.fcp))} ms · app inicia ${fmt(pick((r) => r.appStart))} ms · hidratado ${fmt(pick((r) => r.hydrated))} ms · TBT após FCP ${fmt(pick((r) => r.tbt))} ms · tarefas longas ${results.map((r) => r.long.length).join('/')}`,
    );
    console.log(
      `  botão do menu: visível ${fmt(b((r) => r.visible))} ms · 1º clique ${buttons.every((r) => r.firstClickKept) ? 'aproveitado' : 'perdido'} · funciona desde ${fmt(b((r) => r.worksFrom))} ms · menu aberto ${fmt(b((r) => r.opened))} ms`,
    );
    const last = results[results.length - 1]!;
    console.log('  tarefas longas (última execução): início · duração · o que pesou mais');
    for (const t of last.long) console.log(`    ${fmt(t.at).padStart(6)} ms ${fmt(t.dur).padStart(5)} ms  ${t.source}`);
    console.log(`  avaliação de scripts e módulos (mediana): ${fmt(pick((r) => r.evaluation))} ms`);
    console.log('  por arquivo (última execução): compilação · chamadas que ele fez (ms)');
    const rows = [...last.perFile].sort((a, b2) => b2[1].compile + b2[1].call - (a[1].compile + a[1].call));
    for (const [file, r] of rows.slice(0, 6))
      console.log(`    ${file.padEnd(44)} ${fmt(ms(r.compile)).padStart(6)} ${fmt(ms(r.call)).padStart(6)}`);
  }
} finally {
  await browser.close();
}
