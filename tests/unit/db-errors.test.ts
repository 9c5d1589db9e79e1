import { describe, expect, it } from 'vitest';
import { isConnectionError } from '../../worker/lib/db.ts';

describe('isConnectionError', () => {
  it('tells an unreachable database from a query that failed', () => {
    expect(isConnectionError(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isConnectionError(new Error('falha', { cause: { code: '57P01' } }))).toBe(true);
    // A WebSocket that failed to open arrives as a bare ErrorEvent.
    expect(isConnectionError({ type: 'error' })).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(new Error('column "x" does not exist'))).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });
});
