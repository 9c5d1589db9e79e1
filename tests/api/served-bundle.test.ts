import { describe, expect, it } from 'vitest';
import { client } from '../helpers/http.ts';

// `npm start` serves the same dist/web the tests use: it must always be a production build of React.
describe('the served SPA bundle', () => {
  it('is a production build', async () => {
    const c = client();
    const html = await (await c.request('/')).text();
    const src = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(src).toMatch(/^\/assets\/.+\.js$/);
    const js = await (await c.request(src!)).text();
    expect(js.length).toBeGreaterThan(10_000);
    // Development builds of React carry these; a production build never does.
    expect(js).not.toContain('jsxDEV');
    expect(js).not.toContain('react-dom.development');
    expect(js).not.toMatch(/process\.env\.NODE_ENV\s*!==?\s*["']production["']/);
  });
});
