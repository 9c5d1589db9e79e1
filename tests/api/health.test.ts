import { describe, expect, it } from 'vitest';
import { client } from '../helpers/http.ts';

describe('GET /api/health', () => {
  it('answers 200 after a database round trip', async () => {
    const res = await client().api('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
