// A development's page counts a view when it is opened in a browser: its server-rendered HTML carries the data, so
// the SPA no longer asks GET /api/oportunidades/:id (which counts the same way) on that first screen.
import { createMiddleware } from 'hono/factory';
import { VIEWS_PER_DAY, countView } from '../domain/imoveis.ts';
import { createDb } from '../lib/db.ts';
import { isEdgeCacheRefresh } from '../lib/edge-cache.ts';
import type { AppEnv } from '../lib/env.ts';
import { limitFromVar } from '../lib/rate-limit.ts';
import { clientKey } from '../lib/request-meta.ts';

/**
 * Placed before the edge cache, so a page served from it counts too (and a background refresh does not). Only a
 * browser navigation counts (browsers send Sec-Fetch-Dest: document); link-preview robots fetching the page for its
 * Open Graph tags do not. Counted after the answer, on a connection of its own.
 */
export const countPageView = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status !== 200 || isEdgeCacheRefresh(c) || c.req.header('sec-fetch-dest') !== 'document') return;
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
        console.error(
          JSON.stringify({ level: 'warn', requestId: c.var.requestId, kind: 'view_count', message: String(err) }),
        );
      } finally {
        await pool.end();
      }
    })(),
  );
});
