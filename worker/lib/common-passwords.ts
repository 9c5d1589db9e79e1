// The most common passwords, from zxcvbn-ts's maintained list (ranked by frequency in leaked password sets),
// compared after NFKC and lower-casing so 'PASSWORD1' or full-width letters do not slip past.
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '../schemas/auth.ts';
import { registerCommonPasswordCheck } from '../schemas/senha-comum.ts';

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

let list: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  // Entries shorter than the minimum length are already refused by that rule.
  list ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN).map(fold));
  return list.has(fold(password));
}

registerCommonPasswordCheck(isCommonPassword);
