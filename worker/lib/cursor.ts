// Opaque keyset cursors: base64url of [sort key, id].
import { MSG_CURSOR_INVALIDO, type Page } from '../schemas/page.ts';
import { isIsoTimestamp } from '../schemas/datas.ts';
import { AppError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(key: string | number, id: string): string {
  return btoa(JSON.stringify([key, id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function decodeCursor(cursor: string): { key: string | number; id: string } {
  try {
    const json = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const value: unknown = JSON.parse(json);
    if (Array.isArray(value) && value.length === 2 && (typeof value[0] === 'string' || typeof value[0] === 'number')) {
      const [key, id] = value as [string | number, unknown];
      if (typeof id === 'string' && UUID.test(id)) return { key, id };
    }
  } catch {
    // Falls through to the validation error below.
  }
  throw invalidCursor();
}

/** The refusal for a cursor this API did not write, or whose sort key does not fit the list. */
export function invalidCursor(): AppError {
  return new AppError('validation_failed', MSG_CURSOR_INVALIDO, [{ path: ['cursor'], message: MSG_CURSOR_INVALIDO }]);
}

export function isUuid(value: string) {
  return UUID.test(value);
}

/** A cursor whose sort key is a timestamp (the row's, as Postgres' JSON writes it, microseconds included). */
export function decodeTimeCursor(cursor: string): { ts: string; id: string } {
  const { key, id } = decodeCursor(cursor);
  if (!isIsoTimestamp(key)) throw invalidCursor();
  return { ts: key, id };
}

/**
 * A page of a keyset list read with LIMIT limit + 1: its first `limit` rows, and when a row was left over, the
 * cursor after the last row shown (its sort key as the database printed it, so no microsecond is rounded away).
 */
export function toPage<R extends { id: string }, T>(
  rows: R[],
  limit: number,
  cursorKey: (row: R) => string | number,
  toItem: (row: R) => T,
): Page<T> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toItem),
    nextCursor: rows.length > limit && last ? encodeCursor(cursorKey(last), last.id) : null,
  };
}
