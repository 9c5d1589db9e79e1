// How worker/lib/senhas-comuns.txt is made from zxcvbn-ts's list (drizzle/local/senhas-comuns-cli.ts writes it; a
// unit test compares). Never imported by the Worker itself: the package is ~400 KB of JavaScript.
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN } from '../schemas/auth.ts';
import { foldPassword } from './common-passwords.ts';

export function commonPasswordsFromPackage(): string[] {
  return [...new Set(dictionary['passwords-common'].filter((p) => p.length >= PASSWORD_MIN).map(foldPassword))];
}
