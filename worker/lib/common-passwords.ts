// The most common passwords (worker/lib/senhas-comuns.txt, from zxcvbn-ts's list), compared after NFKC and
// lower-casing so 'PASSWORD1' or full-width letters do not slip past. The list is a separate text module of the
// upload, imported by the routes that set a password (withCommonPasswords before their validation): no other
// request, and no cold start, pays for reading it.
import type { MiddlewareHandler } from 'hono';
import { registerCommonPasswordCheck } from '../schemas/senha-comum.ts';

export const foldPassword = (s: string) => s.normalize('NFKC').toLowerCase();

let list: Set<string> | undefined;

export async function loadCommonPasswords() {
  list ??= new Set((await import('./senhas-comuns.txt')).default.split('\n').filter(Boolean));
}

export function isCommonPassword(password: string): boolean {
  // A route that validates a new password without loading the list is a bug, never a silent pass.
  if (!list) throw new Error('Lista de senhas comuns não carregada (use withCommonPasswords na rota).');
  return list.has(foldPassword(password));
}

export const withCommonPasswords: MiddlewareHandler = async (_c, next) => {
  await loadCommonPasswords();
  await next();
};

registerCommonPasswordCheck(isCommonPassword);
