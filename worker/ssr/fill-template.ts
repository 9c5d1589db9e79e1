// Fills the built index.html with a rendered page. The template is this build's own file with one <html>, <title>,
// description <meta>, </head> and empty root <div>, so plain string edits do what an HTML rewriter would, without
// streaming the page through a parser: that rewriter was about a tenth of a list page's CPU
// (docs/desempenho.md#server-rendered-pages).
import { escapeHtml } from '../site/html-escape.ts';

export type PageParts = {
  /** The data-ssr attribute: the page's screen chunks, read by web/boot.ts. */
  chunks: string[];
  title: string;
  /** Tags appended to <head>, already HTML. */
  head: string;
  /** The rendered app, already HTML. */
  body: string;
  /** Markup placed right after the root <div>, already HTML. */
  afterRoot: string;
};

const HTML_OPEN = /<html\b([^>]*)>/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;
const HEAD_CLOSE = '</head>';
const ROOT = '<div id="root"></div>';

export function fillTemplate(template: string, page: PageParts): string {
  if (!template.includes(ROOT) || !template.includes(HEAD_CLOSE) || !HTML_OPEN.test(template)) {
    throw new Error('index.html sem <html>, </head> ou <div id="root"></div>');
  }
  return template
    .replace(HTML_OPEN, (_, attrs: string) => `<html${attrs} data-ssr="${escapeHtml(page.chunks.join(' '))}">`)
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(DESCRIPTION, '')
    .replace(HEAD_CLOSE, () => `${page.head}${HEAD_CLOSE}`)
    .replace(ROOT, () => `<div id="root">${page.body}</div>${page.afterRoot}`);
}
