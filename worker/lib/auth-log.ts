// Structured authentication events (one JSON line each) for the Workers logs. Never a password or token;
// the e-mail only masked plus a short hash, enough to follow one account without keeping its address.
import { sha256Hex } from './hash.ts';

export type AuthEvent =
  | 'login_ok'
  | 'login_falhou'
  | 'login_recusado'
  | 'login_bloqueado'
  | 'cadastro'
  | 'logout'
  | 'senha_alterada'
  | 'senha_alteracao_falhou';

const WARN: ReadonlySet<AuthEvent> = new Set([
  'login_falhou',
  'login_recusado',
  'login_bloqueado',
  'senha_alteracao_falhou',
]);

/** 'maria.silva@teste.com.br' → 'm***@teste.com.br'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}***${email.slice(at)}` : '***';
}

export function emailHash(email: string): string {
  return sha256Hex(email.trim().toLowerCase()).slice(0, 16);
}

export function logAuthEvent(
  event: AuthEvent,
  fields: { email?: string; userId?: string; ip?: string; requestId?: string; reason?: string },
) {
  const { email, ...rest } = fields;
  const line = JSON.stringify({
    level: WARN.has(event) ? 'warn' : 'info',
    kind: 'auth',
    event,
    ...(email ? { email: maskEmail(email), emailHash: emailHash(email) } : {}),
    ...rest,
  });
  if (WARN.has(event)) console.warn(line);
  else console.log(line);
}
