// pt-BR display rules (docs/regras.md#textos-e-exibição). Pure functions: no React, no DOM. Numbers and money are
// written by worker/schemas/numero-br.ts, without Intl; dates likewise, below.
import { numeroBr, reaisBr } from '@worker/schemas/numero-br.ts';

type Maybe<T> = T | null | undefined;

const isNumber = (value: Maybe<number>): value is number => typeof value === 'number' && Number.isFinite(value);

/** "R$ 450.000" for whole amounts, "R$ 1.234,56" otherwise (a no-break space after "R$", as Intl writes it). */
export function formatBRL(value: number): string {
  return reaisBr(value, Number.isInteger(value) ? 0 : 2);
}

/** "1.234,5" */
export function formatNumber(value: number, maxFraction = 2): string {
  return numeroBr(value, 0, maxFraction);
}

/**
 * A min/max pair as text: "3" when equal, "2 - 3" when different, "2+" with only min, "Até 3" with only max,
 * null when neither is set.
 */
export function formatRange(
  min: Maybe<number>,
  max: Maybe<number>,
  formatValue: (value: number) => string = formatNumber,
): string | null {
  const hasMin = isNumber(min);
  const hasMax = isNumber(max);
  if (hasMin && hasMax) return min === max ? formatValue(min) : `${formatValue(min)} - ${formatValue(max)}`;
  if (hasMin) return `${formatValue(min)}+`;
  if (hasMax) return `Até ${formatValue(max)}`;
  return null;
}

/** Area range with its unit, e.g. "45 - 80 m²", or null. */
export function formatAreaRange(min: Maybe<number>, max: Maybe<number>): string | null {
  const range = formatRange(min, max);
  return range === null ? null : `${range} m²`;
}

export type PriceFields = {
  faixa_preco_texto?: Maybe<string>;
  preco_min?: Maybe<number>;
  preco_max?: Maybe<number>;
};

/**
 * The price line: the free-text range if present; else "min - max"; else "A partir de min"; else "Até max";
 * else the fallback ('Consulte' on home and cards, 'Sob Consulta' on list and detail).
 */
export function formatPrice({ faixa_preco_texto, preco_min, preco_max }: PriceFields, fallback: string): string {
  const text = faixa_preco_texto?.trim();
  if (text) return text;
  const hasMin = isNumber(preco_min);
  const hasMax = isNumber(preco_max);
  if (hasMin && hasMax) {
    return preco_min === preco_max ? formatBRL(preco_min) : `${formatBRL(preco_min)} - ${formatBRL(preco_max)}`;
  }
  if (hasMin) return `A partir de ${formatBRL(preco_min)}`;
  if (hasMax) return `Até ${formatBRL(preco_max)}`;
  return fallback;
}

/** "800 m" below one kilometre, "2,4 km" above. */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} m`;
  return `${formatNumber(km, 1)} km`;
}

/** First word of a name, for greetings ("Ana Souza" → "Ana"). */
export function firstWord(text: string): string {
  return text.trim().split(/\s+/)[0] ?? '';
}

/** Up to two initials for a locally drawn avatar ("Ana Clara Souza" → "AS"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

// Moments are shown in Brasília time, the site's reference, so a page rendered by the Worker (which runs in UTC)
// reads the same as the browser's hydration of it. Brasília has kept UTC−3 all year since 2019, so dates are written
// by hand like the numbers above (a first Intl.DateTimeFormat costs a phone tens of milliseconds while a page
// hydrates); tests/unit/format.test.ts compares them with Intl and the time zone database over 2020–2040, so a
// return of daylight saving time to the database turns it red.
const SITE_TIME_ZONE = 'America/Sao_Paulo';
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

const two = (n: number) => String(n).padStart(2, '0');

/** The calendar fields of a moment seen `offsetMs` from UTC, or null outside the years 1000–9999 (Intl's turf). */
function fields(date: Date, offsetMs: number) {
  const shifted = new Date(date.getTime() + offsetMs);
  const year = shifted.getUTCFullYear();
  if (year < 1000 || year > 9999) return null;
  return {
    day: two(shifted.getUTCDate()),
    month: two(shifted.getUTCMonth() + 1),
    year,
    hour: two(shifted.getUTCHours()),
    minute: two(shifted.getUTCMinutes()),
  };
}

/** "30/06/2027" for an ISO timestamp or a bare 'YYYY-MM-DD' date; null when the text is not a date. */
export function formatDate(value: Maybe<string>): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // A bare calendar date ('2027-06-30') means that day everywhere: read it in UTC so no time zone shifts it.
  const offset = /^\d{4}-\d{2}-\d{2}$/.test(value) ? 0 : BRASILIA_OFFSET_MS;
  const f = fields(date, offset);
  if (f) return `${f.day}/${f.month}/${f.year}`;
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: offset ? SITE_TIME_ZONE : 'UTC' }).format(
    date,
  );
}

/** "30/06/2027 às 14:05" */
export function formatDateTime(date: Date): string {
  const f = fields(date, BRASILIA_OFFSET_MS);
  if (f) return `${f.day}/${f.month}/${f.year} às ${f.hour}:${f.minute}`;
  const options = { timeZone: SITE_TIME_ZONE } as const;
  const day = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', ...options }).format(date);
  return `${day} às ${new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short', ...options }).format(date)}`;
}

/** "5,5%" */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}
