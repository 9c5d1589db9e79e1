import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../../worker/ssr/fill-template.ts';

const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Conecta Imóveis</title>
    <meta
      name="description"
      content="padrão"
    />
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  chunks: ['/assets/home-1.js', '/assets/list-2.js'],
  title: 'Casa & "Jardim" <Sul>',
  head: '<meta name="description" content="da página">',
  body: '<main>oi</main>',
  afterRoot: '<script type="application/json" id="dados">{}</script>',
};

describe('fillTemplate', () => {
  it('marks the page, sets an escaped title, keeps only the page description and fills the root', () => {
    const html = fillTemplate(TEMPLATE, page);
    expect(html).toContain('<html lang="pt-BR" data-ssr="/assets/home-1.js /assets/list-2.js">');
    expect(html).toContain('<title>Casa &amp; &quot;Jardim&quot; &lt;Sul&gt;</title>');
    expect(html.match(/<meta name="description"/g)).toEqual(['<meta name="description"']);
    expect(html).not.toContain('padrão');
    expect(html).toContain('<meta name="description" content="da página"></head>');
    expect(html).toContain(
      '<div id="root"><main>oi</main></div><script type="application/json" id="dados">{}</script>',
    );
  });

  it('takes $ patterns in the page literally', () => {
    const html = fillTemplate(TEMPLATE, { ...page, body: "<p>R$ 1.000 $& $' $1</p>" });
    expect(html).toContain('<div id="root"><p>R$ 1.000 $& $\' $1</p></div>');
  });

  it('refuses a template without the root element', () => {
    expect(() => fillTemplate(TEMPLATE.replace('<div id="root"></div>', ''), page)).toThrow();
  });
});
