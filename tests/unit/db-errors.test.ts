import { describe, expect, it } from 'vitest';
import { isConnectionError } from '../../worker/lib/db.ts';
import { SQLSTATE, sqlState } from '../../worker/lib/sql-state.ts';

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

describe('sqlState', () => {
  it('reads the SQLSTATE at any depth of causes, skipping codes that are not one', () => {
    expect(sqlState(new Error('x', { cause: { code: SQLSTATE.uniqueViolation } }))).toBe('23505');
    // A driver's own code (not five characters of SQLSTATE) sits above the database's.
    expect(sqlState({ code: 'ECONNRESET', cause: { code: SQLSTATE.checkViolation } })).toBe('23514');
    expect(sqlState({ code: 23505 })).toBeUndefined();
    // A chain that ends in null is read to its end, not past it.
    expect(sqlState({ message: 'x', cause: null })).toBeUndefined();
    expect(sqlState(undefined)).toBeUndefined();
  });
});
