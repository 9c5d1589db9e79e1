// Counting a development's views, for its JSON (GET /api/oportunidades/:id) and for its server-rendered page (whose
// HTML carries the data, so the SPA does not ask the API on that first screen).
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { VIEWS_PER_DAY, countView } from '../domain/imoveis.ts';
import { createDb } from '../lib/db.ts';
import { isEdgeCacheRefresh } from '../lib/edge-cache.ts';
import type { AppEnv } from '../lib/env.ts';
import { limitFromVar } from '../lib/rate-limit.ts';
import { clientKey } from '../lib/request-meta.ts';
import { logError } from '../lib/log.ts';

/** Only a browser navigation (Sec-Fetch-Dest: document): link-preview robots fetching Open Graph tags do not count. */
export const isDocumentOpen = (c: Context<AppEnv>) => c.req.header('sec-fetch-dest') === 'document';

/**
 * Counts a view of the `:id` development answered with 200 and accepted by `counts`. Placed before the edge cache,
 * so an answer served from it counts too (and a background refresh does not). Counted after the answer, on a
 * connection of its own, so a slow count never slows the page. An anonymous visitor is their network (IPv6 by its
 * /64), not IP + User-Agent, which a script can vary.
 */
export const countViewAfterAnswer = (counts: (c: Context<AppEnv>) => boolean = () => true) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.status !== 200 || isEdgeCacheRefresh(c) || !counts(c)) return;
    const network = clientKey(c);
    const visitor = c.var.user?.id ?? network;
    const cap = limitFromVar(c.env.LIMITE_VISUALIZACOES_POR_DIA, VIEWS_PER_DAY);
    const imovelId = c.req.param('id')!;
    c.executionCtx.waitUntil(
      (async () => {
        const { db, pool } = createDb(c.env);
        try {
          await countView(db, imovelId, { visitor, network, cap });
        } catch (err) {
          logError('view_count', err, { requestId: c.var.requestId }, 'warn');
        } finally {
          await pool.end();
        }
      })(),
    );
  });
