import { describe, expect, it } from 'vitest';
import { client, json } from '../helpers/http.ts';

describe('GET /api/health', () => {
  it('answers 200 after a database round trip', async () => {
    const res = await client().request('/api/health');
    expect(res.status).toBe(200);
    const body = await json<{ status: string; database: string }>(res);
    expect(body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
