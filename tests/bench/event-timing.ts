// What the phone benchmarks (espelho-inp.ts, imobiliaria-inp.ts) share: a signed-in Chromium page at 360 px with the
// CPU slowed down, the page's own Event Timing entries recorded from before its scripts run, and the duration of
// the interactions an action causes (what INP is made of).
import { chromium, type Page } from 'playwright-core';
import { SESSION_COOKIE } from '../../worker/lib/session-cookie.ts';

/** Installed before the page's scripts: every Event Timing entry of 16 ms or more, in window.__events. */
function recordEventTiming() {
  const events: { duration: number; interactionId: number; startTime: number }[] = [];
  (window as unknown as { __events: typeof events }).__events = events;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      events.push({ duration: e.duration, interactionId: e.interactionId, startTime: e.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/**
 * Chromium at 360 px (a phone: touch, 2× pixels, pt-BR), signed in with the session `cookie`, the CPU `cpu` times
 * slower; `initScripts` run before the page's own, after the Event Timing recorder.
 */
export async function phonePage(cookie: string, cpu: number, initScripts: (() => void)[] = []) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  const page = await context.newPage();
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript('window.__name = (f) => f');
  await page.addInitScript(recordEventTiming);
  for (const script of initScripts) await page.addInitScript(script);
  // A `__Host-` cookie (Secure, no Domain): set by the page itself, since localhost counts as a secure origin.
  const base = process.env.BENCH_URL ?? 'http://localhost:8787';
  await page.goto(`${base}/robots.txt`);
  await page.evaluate((c) => (document.cookie = c), `${SESSION_COOKIE}=${cookie}; Secure; Path=/`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { browser, page };
}

export const settle = () => new Promise((r) => setTimeout(r, 600));

/** The longest interaction that `act` caused, read once the page has painted after it (0 when none). */
export async function measure(page: Page, act: () => Promise<unknown>) {
  const since = await page.evaluate(() => performance.now());
  await act();
  await settle();
  const durations = await page.evaluate((t) => {
    const byId = new Map<number, number>();
    for (const e of (window as unknown as { __events: PerformanceEventTiming[] }).__events) {
      if (e.interactionId && e.startTime >= t)
        byId.set(e.interactionId, Math.max(byId.get(e.interactionId) ?? 0, e.duration));
    }
    return [...byId.values()];
  }, since);
  return durations.length ? Math.max(...durations) : 0;
}
