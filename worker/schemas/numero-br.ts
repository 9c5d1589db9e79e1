// pt-BR numbers and money written by hand ("1.234.567,89", "R$ 1.234,56"), exactly as Intl pt-BR writes them, for
// the SPA's pages, its forms and the Worker's CSV and spreadsheet exports. Not Intl: the first pt-BR formatter a
// page creates loads the browser's locale data, 30 to 45 ms of main thread on a laptop (four times that on a phone)
// in the middle of hydration. tests/unit/format.test.ts holds these functions to Intl's output, value for value.

/**
 * |value| with `minFraction` to `maxFraction` decimals, rounded half away from zero on its shortest decimal form (as
 * Intl rounds: 1.005 → "1,01"). Null for a value whose shortest form is in exponent notation, or for ∞ and NaN.
 */
function digitos(value: number, minFraction: number, maxFraction: number): string | null {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, maxFraction).padEnd(maxFraction, '0');
  if ((fraction[maxFraction] ?? '0') >= '5') digits = increment(digits);
  const cut = digits.length - maxFraction;
  const intPart = digits.slice(0, cut).replace(/^0+(?=\d)/, '');
  const fracPart = digits.slice(cut).replace(/0+$/, '').padEnd(minFraction, '0');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fracPart ? `${grouped},${fracPart}` : grouped;
}

/** "0999" → "1000": adds one to a string of decimal digits. */
function increment(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

// Intl keeps the sign of a negative that rounds to zero ("-0").
const sinal = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** 1234.5 → "1.234,5"; with decimals fixed: numeroBr(1234.5, 2, 2) → "1.234,50". */
export function numeroBr(value: number, minFraction = 0, maxFraction = 2): string {
  const digits = digitos(value, minFraction, maxFraction);
  if (digits !== null) return `${sinal(value)}${digits}`;
  // Exponent notation, ∞ or NaN: rare enough to pay for Intl.
  const options = { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction };
  return new Intl.NumberFormat('pt-BR', options).format(value);
}

/** Reais with `fraction` decimals: "R$ 450.000", "-R$ 1.234,56" (a no-break space after "R$", as Intl writes it). */
export function reaisBr(value: number, fraction: number): string {
  const digits = digitos(value, fraction, fraction);
  if (digits !== null) return `${sinal(value)}R$\u00a0${digits}`;
  const options = { minimumFractionDigits: fraction, maximumFractionDigits: fraction };
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', ...options }).format(value);
}
