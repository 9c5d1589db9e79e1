// Serves images from R2 under /media/<key>: immutable keys, so browsers and the edge may cache them for long.
// A deleted object answers 404 (R2 returns nothing for it).
import { Hono } from 'hono';
import type { AppEnv } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { MSG } from '../schemas/erros.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,300}$/i;

/** A malformed escape (%E0%A4%A) is a key that cannot exist, not a server error. */
function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export const media = new Hono<AppEnv>().get('/*', async (c) => {
  const key = safeDecode(new URL(c.req.url).pathname.replace(/^\/media\//, ''));
  if (key === null || !SAFE_KEY.test(key) || key.includes('..')) throw new AppError('not_found', MSG.naoEncontrado);
  const object = await c.env.IMAGENS.get(key, { onlyIf: c.req.raw.headers });
  if (!object) throw new AppError('not_found', MSG.naoEncontrado);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  // The type detected from the bytes at upload time; never one guessed from the key.
  headers.set('Content-Type', object.httpMetadata?.contentType ?? 'application/octet-stream');
  headers.set('etag', object.httpEtag);
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  headers.set('X-Content-Type-Options', 'nosniff');
  // Conditional GET: R2 returns the object without a body when the browser's copy is current.
  if (!('body' in object) || !object.body) return new Response(null, { status: 304, headers });
  return new Response(object.body, { headers });
});
