// Brazilian registration numbers shared by the profile form and the API (no zod: any page may import it).

/** The two CNPJ check digits of the first 12 (or 13) digits. */
export function cnpjVerifier(digits: number[]): number {
  const weights = digits.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** 14 digits (punctuation ignored), not all equal, with both check digits right. */
export function isValidCnpj(value: string): boolean {
  const digits = value.replace(/\D/g, '').split('').map(Number);
  if (digits.length !== 14 || digits.every((d) => d === digits[0])) return false;
  return cnpjVerifier(digits.slice(0, 12)) === digits[12] && cnpjVerifier(digits.slice(0, 13)) === digits[13];
}

/** 11 digits (punctuation ignored), not all equal, with both check digits right (mod 11, weights 10…2 and 11…2). */
export function isValidCpf(value: string): boolean {
  const digits = value.replace(/\D/g, '').split('').map(Number);
  if (digits.length !== 11 || digits.every((d) => d === digits[0])) return false;
  const verifier = (n: number) => {
    const sum = digits.slice(0, n).reduce((acc, d, i) => acc + d * (n + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return verifier(9) === digits[9] && verifier(10) === digits[10];
}

/** "123.456.789-09" */
export function formatCpf(value: string): string {
  const s = value.replace(/\D/g, '');
  return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9, 11)}`;
}

/** "12.345.678/0001-95" */
export function formatCnpj(value: string): string {
  const s = value.replace(/\D/g, '');
  return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12, 14)}`;
}

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/**
 * CRECI as brokers write it: optional "CRECI" and state ("CRECI-SP", "CRECI/SP"), 1 to 6 digits, optional
 * "-F" (person) or "-J" (company). "CRECI-SP 123456-F", "123456-F" and "12345" are valid.
 */
export const CRECI_PATTERN = new RegExp(`^(CRECI[\\s/-]?(${UFS.join('|')})?[\\s/-]*)?\\d{1,6}(-?[FJ])?$`, 'i');
export const isValidCreci = (value: string) => CRECI_PATTERN.test(value.trim());
