import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/lib/api.ts';
import { submissionKey } from '../../web/lib/submission-key.ts';

describe('submissionKey (the SPA side of Idempotency-Key)', () => {
  it('sends a UUID, the same one for tries in flight together, and a new one once the server answered', async () => {
    const k = submissionKey();
    const seen: string[] = [];
    let release = () => {};
    const slow = k.run(async (key) => {
      seen.push(key);
      await new Promise<void>((resolve) => (release = resolve));
    });
    const second = k.run(async (key) => void seen.push(key));
    release();
    await Promise.all([slow, second]);
    await k.run(async (key) => void seen.push(key));
    expect(seen[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('keeps the key after a network failure (the retry is the same submission), renews it after an error answer', async () => {
    const k = submissionKey();
    const seen: string[] = [];
    const fail = (error: ApiError) => (key: string) => {
      seen.push(key);
      return Promise.reject(error);
    };
    await expect(k.run(fail(new ApiError(0, 'network', 'sem rede')))).rejects.toThrow('sem rede');
    await expect(k.run(fail(new ApiError(400, 'validation_failed', 'inválido')))).rejects.toThrow('inválido');
    await k.run(async (key) => void seen.push(key));
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[1]);
  });
});
