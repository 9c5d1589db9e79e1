// Every list pages by keyset cursor (docs/convencoes.md#lists), checked on the sources so that a new list cannot
// quietly answer `{ items }` with a cut, or read its cursor its own way: a route answering `{ items }` without a
// `nextCursor` must be one of the recorded exceptions, and the `cursor` query field is declared only in pageQuery.
// The sources are read as text at build time (Vite's glob), since the tests run inside workerd.
import { describe, expect, it } from 'vitest';

const routes: Record<string, string> = import.meta.glob<string>('../../worker/api/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const workerSources: Record<string, string> = import.meta.glob<string>('../../worker/**/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const convencoes = import.meta.glob<string>('../../docs/convencoes.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})['../../docs/convencoes.md']!;

const repoPath = (key: string) => key.replace(/^\.\.\/\.\.\//, '');
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * The lists that answer `{ items }` whole, keyed by file and the call that fills them, with the route that
 * docs/convencoes.md must name among its exceptions.
 */
const EXCEPTIONS: Record<string, string> = {
  'worker/api/tokens.ts listTokensApi': 'GET /api/tokens',
  'worker/api/webhooks.ts listWebhooks': 'GET /api/webhooks',
  'worker/api/oportunidades.ts nearbyImoveis': 'GET /api/oportunidades/proximos',
  'worker/api/captacoes.ts listMinhasCaptacoes': 'GET /api/captacoes',
  'worker/api/imobiliarias.ts listEquipe': 'GET /api/imobiliarias/equipe',
  'worker/api/imobiliarias.ts listConvites': 'GET /api/imobiliarias/convites',
  'worker/api/imobiliarias.ts listEmpreendimentosParaCaptar': 'GET /api/imobiliarias/empreendimentos',
};

/** Each `c.json({ items … })` of a route file that has no nextCursor beside items, as "file call". */
function itemsWithoutCursor(): string[] {
  const found: string[] = [];
  for (const [key, text] of Object.entries(routes)) {
    for (const m of text.matchAll(/c\.json\(\s*\{([^}]*)\}/g)) {
      const body = m[1]!;
      if (!/\bitems\b/.test(body) || /\bnextCursor\b/.test(body)) continue;
      const call = /await\s+(\w+)/.exec(body)?.[1] ?? `line ${lineOf(text, m.index)}`;
      found.push(`${repoPath(key)} ${call}`);
    }
  }
  return found.sort();
}

/** Each declaration of a `cursor` query field outside pageQuery (worker/schemas/page-input.ts). */
function cursorDeclarations(): string[] {
  const found: string[] = [];
  for (const [key, text] of Object.entries(workerSources)) {
    const path = repoPath(key);
    if (path === 'worker/schemas/page-input.ts') continue;
    for (const m of text.matchAll(/\bcursor\??\s*[:=]\s*(z\.|optional\(|[\w.]*preprocess\(|cursor\b)/g)) {
      found.push(`${path}:${lineOf(text, m.index)}`);
    }
  }
  return found;
}

describe('list pages', () => {
  it('found the route files and the conventions page', () => {
    expect(Object.keys(routes).length).toBeGreaterThan(20);
    expect(convencoes).toContain('## Lists');
  });

  it('a route answers { items } without nextCursor only as a recorded exception', () => {
    expect(itemsWithoutCursor()).toEqual(Object.keys(EXCEPTIONS).sort());
  });

  it('every exception is recorded, with its reason, in docs/convencoes.md', () => {
    const lists = convencoes.slice(convencoes.indexOf('## Lists'));
    for (const route of Object.values(EXCEPTIONS)) expect(lists).toContain(`\`${route}\``);
  });

  it('the cursor query field is declared once, in pageQuery', () => {
    expect(cursorDeclarations()).toEqual([]);
  });
});
