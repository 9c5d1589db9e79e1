// The common-password rule shared by the sign-up and password-change schemas. The list is large, so only the
// Worker loads it (worker/lib/common-passwords.ts registers the check); in the browser the rule passes and
// the server's answer puts the same message under the field.
export const MSG_SENHA_COMUM = 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.';

let isCommon: (password: string) => boolean = () => false;

export function registerCommonPasswordCheck(check: (password: string) => boolean) {
  isCommon = check;
}

export function notCommonPassword(password: string): boolean {
  return !isCommon(password);
}
