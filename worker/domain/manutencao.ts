// Daily housekeeping (the Worker's cron trigger): expired sessions and stale login counters are deleted.
import type { Db } from '../lib/env.ts';
import { deleteStaleAttempts } from './login-throttle.ts';
import { deleteExpiredSessions } from './sessions.ts';

export async function runMaintenance(db: Db) {
  await deleteExpiredSessions(db);
  await deleteStaleAttempts(db);
}
