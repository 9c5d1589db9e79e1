// Opaque keyset cursors: base64url of [sort key, id].
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
  return new AppError('validation_failed', 'Cursor de paginação inválido.', [
    { path: ['cursor'], message: 'Cursor de paginação inválido.' },
  ]);
}

export function isUuid(value: string) {
  return UUID.test(value);
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

/**
 * The timestamps this API writes into cursors (toISOString, or Postgres JSON with an offset). Date.parse alone
 * also accepts '1' or 'May 3', which Postgres refuses as timestamptz.
 */
export function isIsoTimestamp(value: unknown): value is string {
  return typeof value === 'string' && ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
}
