import type { Context } from 'hono';

/** Cloudflare sets CF-Connecting-IP at the edge; a client cannot forge it there. */
export function clientIp(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
}

export function userAgent(c: Context): string | null {
  return c.req.header('user-agent') ?? null;
}
