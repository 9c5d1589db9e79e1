// Dates and timestamps as this API reads them. Date.parse alone is not enough: it accepts '1' or 'May 3', and it
// rolls '2026-02-30' over to March 2, while Postgres refuses all three. A value is valid only when its calendar
// fields survive a round trip through Date unchanged.
import * as z from 'zod';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-](\d{2})(?::?(\d{2}))?)$/;

function roundTrips(y: number, mo: number, d: number, h = 0, mi = 0, s = 0) {
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  t.setUTCFullYear(y);
  return (
    t.getUTCFullYear() === y &&
    t.getUTCMonth() === mo - 1 &&
    t.getUTCDate() === d &&
    t.getUTCHours() === h &&
    t.getUTCMinutes() === mi &&
    t.getUTCSeconds() === s
  );
}

/** A calendar date 'YYYY-MM-DD' that exists (no February 30). */
export function isIsoDate(value: unknown): value is string {
  const m = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  return !!m && roundTrips(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** An ISO 8601 timestamp with an offset (what toISOString or Postgres' JSON write) that names a real instant. */
export function isIsoTimestamp(value: unknown): value is string {
  const m = typeof value === 'string' ? ISO_TIMESTAMP.exec(value) : null;
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const offsetOk = Number(m[9] ?? 0) <= 15 && Number(m[10] ?? 0) < 60;
  return offsetOk && roundTrips(y, mo, d, h, mi, s);
}

/** The `after` of the incremental lists: an item's id or an ISO timestamp, checked before it reaches the database. */
export const afterParam = z
  .string()
  .max(64, 'Parâmetro after inválido.')
  .refine(
    (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v) || isIsoTimestamp(v),
    'Parâmetro after inválido.',
  );
