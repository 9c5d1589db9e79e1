// The per-hour limits of public writes come from Worker vars (wrangler.toml): only a positive whole number counts,
// anything else falls back to the default rather than to no limit, or to a limit of zero.
import { describe, expect, it } from 'vitest';
import { limitFromVar } from '../../worker/lib/rate-limit.ts';

describe('limitFromVar', () => {
  it.each([
    ['7', 7],
    ['1', 1],
    ['0', 10],
    ['-3', 10],
    ['2.5', 10],
    ['Infinity', 10],
    ['abc', 10],
    ['', 10],
    [undefined, 10],
  ])('%s → %i', (value, limit) => {
    expect(limitFromVar(value, 10)).toBe(limit);
  });
});
