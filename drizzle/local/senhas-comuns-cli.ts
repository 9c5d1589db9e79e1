// `npm run senhas-comuns`: writes worker/lib/senhas-comuns.txt, the common-password list the Worker checks new
// passwords against, from zxcvbn-ts's maintained list (ranked by frequency in leaked password sets). Kept as a
// text file, one password a line, already folded (NFKC, lower case) and without the ones shorter than the minimum
// length (that rule refuses them first): the Worker uploads it as a separate text module and reads it only when a
// password is set, instead of parsing ~400 KB of JavaScript on every cold start. Run it after upgrading
// @zxcvbn-ts/language-common; tests/unit/password.test.ts fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { commonPasswordsFromPackage } from '../../worker/lib/common-passwords-source.ts';

const list = commonPasswordsFromPackage();
writeFileSync('worker/lib/senhas-comuns.txt', `${list.join('\n')}\n`);
console.log(`worker/lib/senhas-comuns.txt: ${list.length} senhas`);
