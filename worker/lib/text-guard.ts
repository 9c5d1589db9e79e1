// Postgres cannot store NUL in text, and lone UTF-16 surrogates are not valid UTF-8: refused at the edge of the
// API with a 400 in Portuguese, for every query string, path and JSON body, before any handler runs.
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { AppError } from './errors.ts';
import { MSG_TEXTO_INVALIDO } from '../schemas/erros.ts';

// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key) || hasUnstorableText(item, depth + 1)) return true;
  }
  return false;
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    // A malformed escape is not text we would store; the route answers for it (usually 404 or 400).
    return '';
  }
}

export const textGuard = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const fromUrl = [
    ...url.searchParams.keys(),
    ...url.searchParams.values(),
    ...url.pathname.split('/').map(safeDecode),
  ];
  let bad = fromUrl.some((v) => UNSTORABLE.test(v));
  if (!bad && (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    // Hono caches the text, so the validator's later json() does not read the stream again.
    const raw = await c.req.text();
    try {
      bad = hasUnstorableText(JSON.parse(raw));
    } catch {
      // Malformed JSON is answered by the validator with its own message.
    }
  }
  if (bad) throw new AppError('validation_failed', MSG_TEXTO_INVALIDO);
  await next();
});
