// Statements that must run in one transaction but need no answer from one another before the next: sent together,
// as Neon's SQL-over-HTTP batch, in one exchange. An interactive transaction (db.transaction) opens a WebSocket and
// waits a round trip per statement (BEGIN, each statement, COMMIT); under a launch-day burst each of those trips
// waited on a busy Worker, and a reservation held its row locks across all of them (docs/desempenho.md).
// Under READ COMMITTED each statement of the batch takes its own snapshot, so a statement that takes an advisory lock
// makes the next statements read what the lock's previous holder committed.
import { neon } from '@neondatabase/serverless';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './env.ts';

const dialect = new PgDialect();

/** Runs the statements in order in one transaction (rolled back whole when one fails); the rows of each. */
export async function inOneExchange(db: Db, statements: SQL[]): Promise<Record<string, unknown>[][]> {
  const http = neon(db.$client.options.connectionString ?? '');
  return http.transaction(
    statements.map((statement) => {
      const { sql, params } = dialect.sqlToQuery(statement);
      return http.query(sql, params);
    }),
  );
}
