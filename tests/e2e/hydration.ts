import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until the app runs on it. A public page arrives rendered by the Worker and becomes
 * interactive once the app has hydrated it (after the page's load event, see web/boot.ts); a click before that
 * would reach plain HTML.
 */
export async function openPage(page: Page, url: string) {
  const res = await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return res;
}
