// Every server-rendered page's <title>, description, canonical and Open Graph/Twitter tags, from the admin's SEO
// settings (readSeo): a link pasted in WhatsApp or found by a search engine shows the page, or the development.
import { formatPrice } from '../../web/lib/format.ts';
import type { ImovelDetalhe } from '../schemas/imoveis.ts';
import type { PaginaSeo, Seo } from '../schemas/site-conteudo.ts';
import { escapeHtml } from '../site/html-escape.ts';
import type { PageData, PageKind } from './page-data.ts';

export type Head = { title: string; tags: string };

/** Pages with their own title and description in /admin/seo. */
const SEO_PAGES: Partial<Record<PageKind, PaginaSeo>> = {
  home: 'home',
  oportunidades: 'oportunidades',
  imoveis: 'imoveis',
  planos: 'planos',
  sobre: 'sobre',
  contato: 'contato',
};
/** The others are named as the SPA names them, with the default description. */
const PAGE_NAMES: Partial<Record<PageKind, string>> = {
  construtoras: 'Para Construtoras',
  corretores: 'Para Corretores',
  faq: 'Perguntas Frequentes',
  privacidade: 'Política de Privacidade',
  termos: 'Termos de Uso',
};

function describe(imovel: ImovelDetalhe): string {
  const place = [imovel.cidade, imovel.uf].filter(Boolean).join(' - ');
  const parts = [formatPrice(imovel, 'Sob Consulta'), place, imovel.construtora.nome, imovel.tipo_imovel].filter(
    Boolean,
  );
  const text = imovel.descricao?.replace(/\s+/g, ' ').trim();
  const summary = parts.join(' · ');
  return text ? `${summary}. ${text.length > 150 ? `${text.slice(0, 147)}…` : text}` : summary;
}

function metaTags(tags: Record<string, string>, canonical: string, noindex: boolean): string {
  const out = [`<link rel="canonical" href="${escapeHtml(canonical)}">`];
  if (noindex) out.push('<meta name="robots" content="noindex">');
  for (const [name, content] of Object.entries(tags)) {
    const attr = name.startsWith('og:') ? 'property' : 'name';
    out.push(`<meta ${attr}="${name}" content="${escapeHtml(content)}">`);
  }
  return out.join('');
}

function socialTags(site: string, title: string, description: string, url: string, image?: string, alt?: string) {
  const tags: Record<string, string> = {
    description,
    'og:type': 'website',
    'og:site_name': site,
    'og:locale': 'pt_BR',
    'og:title': title,
    'og:description': description,
    'og:url': url,
    'twitter:card': image ? 'summary_large_image' : 'summary',
    'twitter:title': title,
    'twitter:description': description,
  };
  if (image) {
    tags['og:image'] = image;
    tags['og:image:alt'] = alt ?? title;
    tags['twitter:image'] = image;
  }
  return tags;
}

function imovelHead(kind: PageKind, data: PageData, seo: Seo, origin: string, path: string): Head {
  const site = seo.padrao.titulo;
  const imovel = data.imovel;
  if (!imovel) {
    const description = seo.paginas.oportunidades.descricao || seo.padrao.descricao;
    return {
      title: `Oportunidade não encontrada | ${site}`,
      tags: `<meta name="robots" content="noindex"><meta name="description" content="${escapeHtml(description)}">`,
    };
  }
  const description = describe(imovel);
  const image = imovel.imagens_urls[0] ?? imovel.thumb_url;
  return {
    title: kind === 'ficha' ? `Ficha do Imóvel: ${imovel.nome} | ${site}` : `${imovel.nome} | ${site}`,
    tags: metaTags(
      socialTags(
        site,
        imovel.nome,
        description,
        origin + path,
        image ? origin + image : undefined,
        `Imagem de ${imovel.nome}`,
      ),
      origin + path,
      kind === 'ficha',
    ),
  };
}

export function pageHead(kind: PageKind, data: PageData, seo: Seo, origin: string, path: string): Head {
  if (kind === 'detalhe' || kind === 'ficha') return imovelHead(kind, data, seo, origin, path);
  const site = seo.padrao.titulo;
  const seoPage = SEO_PAGES[kind];
  const own = seoPage ? seo.paginas[seoPage] : { titulo: PAGE_NAMES[kind] ?? '', descricao: '' };
  // An empty page title or description falls back to the default one (as /admin/seo says).
  const title = own.titulo ? `${own.titulo} | ${site}` : site;
  const description = own.descricao || seo.padrao.descricao;
  return { title, tags: metaTags(socialTags(site, title, description, origin + path), origin + path, false) };
}
