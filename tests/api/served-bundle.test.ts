import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { fetchManifest } from '../../worker/ssr/assets.ts';
import { client, ORIGIN } from '../helpers/http.ts';

// `npm start` serves the same dist/web the tests use: it must always be a production build of React.
describe('the served SPA bundle', () => {
  it('is a production build', async () => {
    const c = client();
    const html = await (await c.request('/')).text();
    expect(html).toContain('<div id="root">');
    const entry = html.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1];
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    // The entry is a small boot module; React and the app are in the chunk it imports, named by the manifest.
    // The manifest is the Worker's to read (through the assets binding), never served.
    const manifest = await fetchManifest(env, new URL(ORIGIN));
    expect(`/${manifest['index.html']!.file}`).toBe(entry);
    const js = await (await c.request(`/${manifest['main.tsx']!.file}`)).text();
    expect(js.length).toBeGreaterThan(10_000);
    // Development builds of React carry these; a production build never does.
    expect(js).not.toContain('jsxDEV');
    expect(js).not.toContain('react-dom.development');
    expect(js).not.toMatch(/process\.env\.NODE_ENV\s*!==?\s*["']production["']/);
  });
});

describe('paths the Worker hands to the static assets', () => {
  it('a deeper /oportunidades path falls back to the SPA with the security headers', async () => {
    const res = await client().request('/oportunidades/a/b/c');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
