// Builds the Hono app: middleware order, every worker/api/* file mounted at /api/<file name> (a test holds
// this to the folder's contents), the site routes that need the Worker (media, meta tags, robots, sitemap),
// and the one error shape.
import './schemas/zod-pt.ts';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { adminApi } from './api/admin.ts';
import { adminAuth } from './api/admin-auth.ts';
import { assinaturasApi } from './api/assinaturas.ts';
import { auth } from './api/auth.ts';
import { captacoesApi } from './api/captacoes.ts';
import { chatApi } from './api/chat.ts';
import { comissoesApi } from './api/comissoes.ts';
import { contaApi } from './api/conta.ts';
import { contato } from './api/contato.ts';
import { contratosApi } from './api/contratos.ts';
import { convitesApi } from './api/convites.ts';
import { empreendimentosApi } from './api/empreendimentos.ts';
import { espelhoApi } from './api/espelho.ts';
import { favoritosApi } from './api/favoritos.ts';
import { fichasApi } from './api/fichas.ts';
import { imobiliariasApi } from './api/imobiliarias.ts';
import { health } from './api/health.ts';
import { notificacoesApi } from './api/notificacoes.ts';
import { oportunidades } from './api/oportunidades.ts';
import { perfil } from './api/perfil.ts';
import { preferenciasApi } from './api/preferencias.ts';
import { propostasApi } from './api/propostas.ts';
import { relatorios } from './api/relatorios.ts';
import { site } from './api/site.ts';
import { senhaApi } from './api/senha.ts';
import { tabelaPrecosApi } from './api/tabela-precos.ts';
import { tokensApi } from './api/tokens.ts';
import { uploadsApi } from './api/uploads.ts';
import { v1Api } from './api/v1.ts';
import { vendasEquipeApi } from './api/vendas-equipe.ts';
import { webhooksApi } from './api/webhooks.ts';
import { enqueueWebhooksAfterWrites } from './api/middleware/enqueue-webhooks.ts';
import { countViewAfterAnswer, isDocumentOpen } from './site/count-view.ts';
import { validateSessionToken } from './domain/sessions.ts';
import { isConnectionError } from './lib/db.ts';
import { edgeCache, serveEdgeCacheRefreshesWith } from './lib/edge-cache.ts';
import type { AppEnv } from './lib/env.ts';
import { AppError } from './lib/errors.ts';
import { csrfGuard, database, sessionFrom } from './lib/middleware.ts';
import { logError } from './lib/log.ts';
import { sqlState } from './lib/sql-state.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { textGuard } from './lib/text-guard.ts';
import { MAX_UPLOAD_BYTES, MSG_EMPREENDIMENTO } from './schemas/empreendimentos.ts';
import { MAX_ARQUIVO_TABELA_BYTES, MSG_TABELA } from './schemas/tabela-precos.ts';
import { media } from './site/media.ts';
import { robotsTxt } from './site/robots.ts';
import { sitemapXml } from './site/sitemap.ts';
import { vrsyncFeed } from './site/vrsync.ts';
import { requireToken } from './api/middleware/require-token.ts';
import { unavailablePage } from './site/unavailable-page.ts';
import { dashboardShell } from './ssr/dashboard-shell.ts';
import { renderPage } from './ssr/render.tsx';
import type { PageKind } from './ssr/page-data.ts';
import { MSG } from './schemas/erros.ts';

const session = sessionFrom(validateSessionToken);

/** invalid_datetime_format and datetime_field_overflow. */
const INVALID_DATETIME = new Set(['22007', '22008']);

/** JSON bodies are small; anything larger is refused before it is read. */
const jsonBodyLimit = bodyLimit({
  maxSize: 64 * 1024,
  onError: () => {
    throw new AppError('payload_too_large', MSG.muitoGrande);
  },
});
/** An upload carries one image and its thumbnail, each at most MAX_UPLOAD_BYTES, plus the multipart framing. */
const uploadBodyLimit = bodyLimit({
  maxSize: 2 * MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('payload_too_large', MSG_EMPREENDIMENTO.arquivoGrande);
  },
});
/** A price table file (CSV or XLSX) plus the multipart framing. */
const tabelaBodyLimit = bodyLimit({
  maxSize: MAX_ARQUIVO_TABELA_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('payload_too_large', MSG_TABELA.arquivoGrande);
  },
});
const bodyLimits = createMiddleware<AppEnv>((c, next) => {
  if (c.req.path === '/api/uploads') return uploadBodyLimit(c, next);
  if (c.req.path.startsWith('/api/tabela-precos/')) return tabelaBodyLimit(c, next);
  return jsonBodyLimit(c, next);
});

const api = new Hono<AppEnv>()
  .use(csrfGuard, bodyLimits, textGuard, database, session, enqueueWebhooksAfterWrites)
  .route('/admin', adminApi)
  .route('/admin-auth', adminAuth)
  .route('/assinaturas', assinaturasApi)
  .route('/auth', auth)
  .route('/captacoes', captacoesApi)
  .route('/chat', chatApi)
  .route('/comissoes', comissoesApi)
  .route('/conta', contaApi)
  .route('/contato', contato)
  .route('/contratos', contratosApi)
  .route('/convites', convitesApi)
  .route('/empreendimentos', empreendimentosApi)
  .route('/espelho', espelhoApi)
  .route('/favoritos', favoritosApi)
  .route('/fichas', fichasApi)
  .route('/health', health)
  .route('/imobiliarias', imobiliariasApi)
  .route('/notificacoes', notificacoesApi)
  .route('/oportunidades', oportunidades)
  .route('/perfil', perfil)
  .route('/preferencias', preferenciasApi)
  .route('/propostas', propostasApi)
  .route('/relatorios', relatorios)
  .route('/site', site)
  .route('/senha', senhaApi)
  .route('/tabela-precos', tabelaPrecosApi)
  .route('/tokens', tokensApi)
  .route('/uploads', uploadsApi)
  .route('/v1', v1Api)
  .route('/vendas-equipe', vendasEquipeApi)
  .route('/webhooks', webhooksApi);

export const app = new Hono<AppEnv>();
serveEdgeCacheRefreshesWith(app.fetch);
app.use(requestId({ headerName: 'X-Request-Id' }));
app.use(securityHeaders);
app.route('/api', api);
app.all('/api/*', () => {
  throw new AppError('not_found', MSG.naoEncontrado);
});
app.route('/media', media);
app.get('/robots.txt', robotsTxt);
app.get('/sitemap.xml', database, sitemapXml);
app.get('/feeds/vrsync.xml', textGuard, database, requireToken('token'), vrsyncFeed);
// Public pages: HTML rendered in the Worker with their data and SEO tags (worker/ssr/), the same for every visitor
// without a session, so kept in the edge cache like the public API (a change shows within 60 s). The sheet stays
// uncached: it prints the time it was made. Every other screen is the SPA shell from the assets, the dashboard's
// with its chunks named (worker/ssr/dashboard-shell.ts).
// wrangler.toml's run_worker_first lists these paths.
const PAGE_CACHE = edgeCache({ fresh: 30, stale: 30 });
const countPageView = countViewAfterAnswer(isDocumentOpen);
const PAGES: [string, PageKind][] = [
  ['/', 'home'],
  ['/oportunidades', 'oportunidades'],
  ['/imoveis', 'imoveis'],
  ['/planos', 'planos'],
  ['/sobre', 'sobre'],
  ['/contato', 'contato'],
  ['/construtoras', 'construtoras'],
  ['/corretores', 'corretores'],
  ['/faq', 'faq'],
  ['/privacidade', 'privacidade'],
  ['/termos', 'termos'],
];
for (const [path, kind] of PAGES) app.get(path, textGuard, PAGE_CACHE, database, session, (c) => renderPage(c, kind));
app.get('/oportunidades/:id', textGuard, countPageView, PAGE_CACHE, database, session, (c) => renderPage(c, 'detalhe'));
app.get('/oportunidades/:id/ficha', textGuard, countPageView, database, session, (c) => renderPage(c, 'ficha'));
app.get('/dashboard', dashboardShell);
// Vite's build manifest maps every source file to its chunk: the server-rendered pages read it through the assets
// binding (worker/ssr/assets.ts), but nobody outside gets the map of the source tree.
app.all('/.vite/*', () => {
  throw new AppError('not_found', MSG.naoEncontrado);
});
// The assets binding answers with immutable headers; copy them so the security headers can still be added.
app.all('*', async (c) => {
  const res = await c.env.ASSETS.fetch(c.req.raw);
  return new Response(res.body, res);
});

/** The one error shape: AppErrors as they are, Postgres' refusals of the caller's input as 400, the rest logged. */
export function handleError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json(err.body(), err.status);
  }
  // Hono's own 400 (a body that is not JSON) in our shape and language.
  if (err instanceof HTTPException && err.status === 400) {
    return c.json(new AppError('validation_failed', MSG.jsonInvalido).body(), 400);
  }
  const requestId = c.var.requestId;
  if (isConnectionError(err)) {
    logError('database_unavailable', err, { requestId });
    // A visitor's page gets a page to read; the API and the sockets' upgrades keep the JSON shape.
    if (!c.req.path.startsWith('/api/')) return unavailablePage();
    c.header('Retry-After', '5');
    return c.json(new AppError('unavailable', MSG.indisponivel).body(), 503);
  }
  // A date or time Postgres cannot read (February 30, hour 25) that slipped past the schemas is the caller's error.
  if (INVALID_DATETIME.has(sqlState(err) ?? '')) {
    return c.json(new AppError('validation_failed', MSG.dataInvalida).body(), 400);
  }
  logError('unhandled', err, { requestId });
  return c.json(new AppError('internal', MSG.interno).body(), 500);
}
app.onError(handleError);

export type AppType = typeof api;
