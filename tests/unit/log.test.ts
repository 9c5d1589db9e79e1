import { describe, expect, it } from 'vitest';
import { describeError } from '../../worker/lib/log.ts';
import { sqlState } from '../../worker/lib/sql-state.ts';

// Drizzle wraps the driver's error: its own message quotes the parameters, `query` holds the statement, `cause`
// the driver's error.
const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: SELECT id FROM users WHERE email = $1\nparams: maria@teste.com.br'), {
    query: 'SELECT id FROM users WHERE email = $1',
    cause,
  });

describe('describeError', () => {
  it('an error that is not a query keeps its name and message', () => {
    expect(describeError(new TypeError('x is not a function'))).toEqual({
      error: 'TypeError',
      message: 'x is not a function',
    });
    expect(describeError('texto solto')).toEqual({ error: 'string', message: 'texto solto' });
    expect(sqlState(new Error('sem código'))).toBeUndefined();
  });

  it("a query Postgres refused keeps only the statement's first words and the SQLSTATE, never the values", () => {
    const err = failedQuery(
      Object.assign(new Error('duplicate key value (email)=(maria@teste.com.br)'), { code: '23505' }),
    );
    expect(describeError(err)).toEqual({ error: 'Error', code: '23505', query: 'SELECT id FROM users' });
    expect(sqlState(err)).toBe('23505');
  });

  it("a query that never reached the database keeps the driver's reason, not the wrapper's message", () => {
    const described = describeError(failedQuery(new Error('Connection terminated unexpectedly')));
    expect(described).toEqual({
      error: 'Error',
      query: 'SELECT id FROM users',
      message: 'Connection terminated unexpectedly',
    });
    expect(JSON.stringify(described)).not.toContain('maria@');
  });
});
