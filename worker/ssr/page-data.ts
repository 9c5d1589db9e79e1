// What each server-rendered page reads before it is drawn: the same domain functions the API answers with, stored
// under the same query keys the screens ask for, as the JSON the API would send. Hydration then finds them cached.
import type { QueryClient } from '@tanstack/react-query';
import { LIST_PAGES, buscaQueryKey, type ListPage } from '../../web/features/busca/list-pages.ts';
import { apiQueryString, parseFilters } from '../../web/features/busca/search-params.ts';
import { meQuery } from '../../web/lib/session.ts';
import { recentImoveisQuery } from '../../web/features/imoveis/queries.ts';
import { HOME_LIMIT } from '../../web/features/imoveis/use-home-imoveis.ts';
import { oportunidadeQuery } from '../../web/features/oportunidade/queries.ts';
import { conteudoQuery } from '../../web/features/site/site-content.ts';
import { ApiError } from '../../web/lib/api.ts';
import { siteConfigQuery } from '../../web/lib/contact-info.ts';
import { getImovel, listImoveis } from '../domain/imoveis.ts';
import { readPageSettings } from '../domain/site-config.ts';
import type { Db } from '../lib/env.ts';
import { listQuerySchema } from '../schemas/imoveis-input.ts';
import { MSG_IMOVEL_NAO_ENCONTRADO, type ImovelDetalhe } from '../schemas/imoveis.ts';
import type { SessionUser } from '../schemas/auth.ts';
import type { PaginaConteudo, Seo } from '../schemas/site-conteudo.ts';

export type PageKind =
  | 'home'
  | 'oportunidades'
  | 'imoveis'
  | 'detalhe'
  | 'ficha'
  | 'planos'
  | 'sobre'
  | 'contato'
  | 'construtoras'
  | 'corretores'
  | 'faq'
  | 'privacidade'
  | 'termos';

export type PageInput = { db: Db; client: QueryClient; url: URL; id: string };
/** What the page's <head> and status depend on: the development of a detail page, the first list photo. */
export type PageData = { status: 200 | 404; imovel?: ImovelDetalhe; lcpImage?: string };

/** The API answers with JSON: dates become strings, undefined fields vanish. The cache must hold the same. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

async function listPage({ db, client, url }: PageInput, page: ListPage): Promise<PageData> {
  const query = apiQueryString(parseFilters(url.searchParams, page.keys), page.pageSize);
  const parsed = listQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  // The page's own parser keeps only valid filters; should one still be refused, the browser asks the API.
  if (!parsed.success) return { status: 200 };
  const first = asJson(await listImoveis(db, parsed.data));
  client.setQueryData(buscaQueryKey(query), { pages: [first], pageParams: [''] });
  return { status: 200, lcpImage: first.items[0]?.thumb_url ?? undefined };
}

async function home({ db, client }: PageInput): Promise<PageData> {
  const query = recentImoveisQuery(HOME_LIMIT);
  const page = listQuerySchema.parse({ limit: String(HOME_LIMIT) });
  client.setQueryData(query.queryKey, asJson(await listImoveis(db, page)));
  return { status: 200 };
}

async function imovel({ db, client, id }: PageInput): Promise<PageData> {
  const query = oportunidadeQuery(id);
  const found = await getImovel(db, id);
  if (!found) {
    await client.prefetchQuery({
      queryKey: query.queryKey,
      queryFn: () => Promise.reject(new ApiError(404, 'not_found', MSG_IMOVEL_NAO_ENCONTRADO)),
      retry: false,
    });
    return { status: 404 };
  }
  client.setQueryData(query.queryKey, asJson(found));
  return { status: 200, imovel: found, lcpImage: found.imagens_urls[0] };
}

const nothing = async (): Promise<PageData> => ({ status: 200 });

const LOADERS: Record<PageKind, (input: PageInput) => Promise<PageData>> = {
  home,
  oportunidades: (input) => listPage(input, LIST_PAGES.oportunidades),
  imoveis: (input) => listPage(input, LIST_PAGES.imoveis),
  detalhe: imovel,
  ficha: imovel,
  planos: nothing,
  contato: nothing,
  privacidade: nothing,
  termos: nothing,
  sobre: nothing,
  construtoras: nothing,
  corretores: nothing,
  faq: nothing,
};

/** The pages whose texts an admin edits: read with the settings, in the same statement. */
const CONTEUDO: Partial<Record<PageKind, PaginaConteudo>> = {
  sobre: 'sobre',
  construtoras: 'construtoras',
  corretores: 'corretores',
  faq: 'faq',
};

/**
 * The page's data plus what every page shows: the footer's contact settings and the header's session (null for a
 * visitor), so the header is drawn in its final state and hydration never swaps it; and the SEO settings for <head>.
 * Two statements at most, side by side: the page's own and the settings'.
 */
export async function loadPageData(
  kind: PageKind,
  input: PageInput,
  user: SessionUser | null,
): Promise<{ data: PageData; seo: Seo }> {
  const { client } = input;
  client.setQueryData(meQuery.queryKey, asJson(user));
  const pagina = CONTEUDO[kind];
  const [data, settings] = await Promise.all([LOADERS[kind](input), readPageSettings(input.db, pagina)]);
  if (pagina) client.setQueryData(conteudoQuery(pagina).queryKey, asJson(settings.conteudo));
  client.setQueryData(siteConfigQuery.queryKey, asJson(settings.configuracoes));
  return { data, seo: settings.seo };
}
