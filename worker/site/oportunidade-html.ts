// /oportunidades/:id and its sheet: the SPA's index.html with server-made <title>, description, canonical and
// Open Graph/Twitter tags, so a link pasted in WhatsApp or found by a search engine shows the development.
import type { Context } from 'hono';
import { formatPrice } from '../../web/lib/format.ts';
import { getImovel } from '../domain/imoveis.ts';
import { lerSeo } from '../domain/site-config.ts';
import type { AppEnv } from '../lib/env.ts';
import { siteOrigin } from '../lib/site-origin.ts';
import type { ImovelDetalhe } from '../schemas/imoveis.ts';
import { escapeHtml } from './html-escape.ts';

function describe(imovel: ImovelDetalhe): string {
  const place = [imovel.cidade, imovel.uf].filter(Boolean).join(' - ');
  const parts = [formatPrice(imovel, 'Sob Consulta'), place, imovel.construtora.nome, imovel.tipo_imovel].filter(
    Boolean,
  );
  const text = imovel.descricao?.replace(/\s+/g, ' ').trim();
  const summary = parts.join(' · ');
  return text ? `${summary}. ${text.length > 150 ? `${text.slice(0, 147)}…` : text}` : summary;
}

function metaTags(tags: Record<string, string>, origin: string, path: string, noindex: boolean): string {
  const out = [`<link rel="canonical" href="${escapeHtml(origin + path)}">`];
  if (noindex) out.push('<meta name="robots" content="noindex">');
  for (const [name, content] of Object.entries(tags)) {
    const attr = name.startsWith('og:') ? 'property' : 'name';
    out.push(`<meta ${attr}="${name}" content="${escapeHtml(content)}">`);
  }
  return out.join('');
}

export async function oportunidadeHtml(c: Context<AppEnv>, kind: 'detalhe' | 'ficha') {
  // Links in the page come from the configured origin: a forged Host header must not end up in them.
  const origin = siteOrigin(c.env);
  const id = c.req.param('id') ?? '';
  const [page, imovel, seo] = await Promise.all([
    c.env.ASSETS.fetch(new URL('/', c.req.url)),
    getImovel(c.var.db, id),
    lerSeo(c.var.db),
  ]);
  // The site name and the fallback description are the admin's SEO settings.
  const SITE = seo.padrao.titulo;
  const path = kind === 'ficha' ? `/oportunidades/${id}/ficha` : `/oportunidades/${id}`;

  let title: string;
  let head: string;
  if (imovel) {
    title = kind === 'ficha' ? `Ficha do Imóvel: ${imovel.nome} | ${SITE}` : `${imovel.nome} | ${SITE}`;
    const description = describe(imovel);
    const image = imovel.imagens_urls[0] ?? imovel.thumb_url;
    const tags: Record<string, string> = {
      description,
      'og:type': 'website',
      'og:site_name': SITE,
      'og:locale': 'pt_BR',
      'og:title': imovel.nome,
      'og:description': description,
      'og:url': origin + path,
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': imovel.nome,
      'twitter:description': description,
    };
    if (image) {
      tags['og:image'] = origin + image;
      tags['og:image:alt'] = `Imagem de ${imovel.nome}`;
      tags['twitter:image'] = origin + image;
    }
    head = metaTags(tags, origin, path, kind === 'ficha');
  } else {
    title = `Oportunidade não encontrada | ${SITE}`;
    head = `<meta name="robots" content="noindex"><meta name="description" content="${escapeHtml(seo.paginas.oportunidades.descricao || seo.padrao.descricao)}">`;
  }

  const rewritten = new HTMLRewriter()
    .on('title', { element: (el) => void el.setInnerContent(title) })
    .on('meta[name="description"]', { element: (el) => void el.remove() })
    .on('head', { element: (el) => void el.append(head, { html: true }) })
    .transform(page);
  const headers = new Headers(rewritten.headers);
  headers.set('Cache-Control', 'no-cache');
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(rewritten.body, { status: imovel ? 200 : 404, headers });
}
