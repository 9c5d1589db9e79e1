import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** `__Host-`: the browser accepts it only Secure, for Path=/ and without Domain, so no subdomain can set it. */
export const SESSION_COOKIE = '__Host-ci_sessao';

export function readSessionToken(c: Context): string | null {
  const token = getCookie(c, SESSION_COOKIE);
  return token && /^[a-z2-7]{32}$/.test(token) ? token : null;
}

export function setSessionCookie(c: Context, token: string, expiresAt: Date) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
}
