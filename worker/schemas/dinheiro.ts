// Money of the sale: integer cents and percentages with two decimals held as integer basis points (4,5 % → 450),
// so no float ever touches a price. Shared by the SPA's forms and the Worker; no zod here.
import { numeroBr, reaisBr } from './numero-br.ts';

/** A percentage with at most two decimals (4.5, '4,5') → basis points (450); null when it has more decimals. */
export function percentParaBps(percent: number): number | null {
  const bps = Math.round(percent * 100);
  return Math.abs(bps - percent * 100) < 1e-6 ? bps : null;
}

/**
 * `centavos × bps / 10 000`, rounded once, half-up, in integer arithmetic (BigInt, so R$ 1.234.567,89 × 4,5 %
 * gives exactly 5.555.555,505 → R$ 55.555,56 without float drift).
 */
export function applyBps(centavos: number, bps: number): number {
  const produto = BigInt(centavos) * BigInt(bps);
  const inteiro = produto / 10_000n;
  const resto = produto % 10_000n;
  return Number(resto * 2n >= 10_000n ? inteiro + 1n : inteiro);
}

/** Share of `total` that `parte` is, in basis points, rounded half-up (for "entrada de 20,00 %"). */
export function bpsDe(parte: number, total: number): number {
  if (total <= 0) return 0;
  const num = BigInt(parte) * 10_000n;
  const den = BigInt(total);
  const q = num / den;
  return Number((num % den) * 2n >= den ? q + 1n : q);
}

/** Reais (a number typed or read from a pt-BR field) → cents, half-up. */
export function reaisParaCentavos(reais: number): number {
  return Math.round(reais * 100 + Number.EPSILON * Math.sign(reais));
}

/** 123456789 → 'R$ 1.234.567,89' (with the non-breaking space Intl puts after R$). */
export function formatCentavos(centavos: number): string {
  return reaisBr(centavos / 100, 2);
}

/** 450 → '4,5%', 2000 → '20%'. */
export function formatBps(bps: number): string {
  return `${numeroBr(bps / 100)}%`;
}

/** pt-BR number text ('1.234.567,89', '68,5', '68.5') or a number → number; anything else stays and fails. */
export function parseNumeroBr(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const t = v.trim().replace(/^R\$\s*/, '');
  if (t === '') return null;
  // '1.234,56' and '1234,56' are pt-BR; '68.5' (one dot, no comma, not 3 digits after it) is a decimal point.
  const br = /^-?\d{1,3}(\.\d{3})+(,\d+)?$|^-?\d+(,\d+)?$/;
  if (br.test(t)) return Number(t.replace(/\./g, '').replace(',', '.'));
  if (/^-?\d+\.\d+$/.test(t)) return Number(t);
  return v;
}
