// A component never calls the server itself: every call of a feature lives in its queries.ts
// (docs/convencoes.md#server-calls). Every file under web/ is read, and one that imports the API client (`api`,
// `apiUpload` from web/lib/api.ts) or calls it must be a queries.ts (or a `<part>-queries.ts`), be in web/lib/ (the
// client itself and the calls several features share), or be a recorded exception of that section's table. The
// sources are read as text at build time (Vite's glob), since the tests run inside workerd.
import { describe, expect, it } from 'vitest';

const sources: Record<string, string> = import.meta.glob<string>('../../web/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const conventions = import.meta.glob<string>('../../docs/convencoes.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})['../../docs/convencoes.md']!;

const repoPath = (key: string) => key.replace(/^\.\.\/\.\.\//, '');
/** Where the client may be imported and called. */
const isCallPlace = (path: string) => path.startsWith('web/lib/') || /(^|\/|-)queries\.ts$/.test(path);
const checked = Object.fromEntries(Object.entries(sources).filter(([key]) => !isCallPlace(repoPath(key))));
const fileOf = (found: string) => found.split(':')[0]!;
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Comments may name a call (`api('GET', …)`) without making one. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/^\s*\/\/.*$/gm, '');

/** Each import of the client and each call of it, as "path:line what". */
function serverCalls(sources: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [key, raw] of Object.entries(sources)) {
    const text = withoutComments(raw);
    const path = repoPath(key);
    for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\/lib\/api(?:\.ts)?'/g)) {
      const names = m[1]!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!);
      for (const name of names.filter((n) => n === 'api' || n === 'apiUpload')) {
        found.push(`${path}:${lineOf(text, m.index)} imports ${name}`);
      }
    }
    for (const m of text.matchAll(/(?<![\w.$])(api|apiUpload)\s*(?:<[^>]*>)?\s*\(/g)) {
      found.push(`${path}:${lineOf(text, m.index)} calls ${m[1]}`);
    }
  }
  return found;
}

/** The backticked paths of the first column of the exceptions table. */
function recordedExceptions(): string[] {
  const section = conventions.split(/^## Server calls$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\|\s*`([^`]+)`/gm)].map((m) => m[1]!);
}

describe('server calls', () => {
  it('reads the sources and the conventions page', () => {
    expect(Object.keys(checked).length).toBeGreaterThan(200);
    expect(Object.keys(sources).length - Object.keys(checked).length).toBeGreaterThan(20);
    expect(conventions).toMatch(/^## Server calls$/m);
  });

  it('lets the client be called from queries.ts, a <part>-queries.ts and web/lib/ only', () => {
    expect(
      ['web/features/chat/queries.ts', 'web/features/perfil/integracoes-queries.ts', 'web/lib/session.ts'].every(
        isCallPlace,
      ),
    ).toBe(true);
    expect(
      ['web/features/chat/chat-tab.tsx', 'web/features/x/use-queries-of-x.ts', 'web/routes/queries.tsx'].some(
        isCallPlace,
      ),
    ).toBe(false);
  });

  it('finds an import or a call of the client however it is written', () => {
    const sample = [
      "import { api, errorMessage } from '@web/lib/api.ts';",
      "import { ApiError, apiUpload as upload } from '../../lib/api';",
      "import { errorMessage } from '@web/lib/api.ts';",
      '// a comment about api(...) is not a call',
      "const q = useQuery({ queryFn: ({ signal }) => api('GET', '/api/perfil', { signal }) });",
      "const r = await apiUpload ('/api/uploads', form);",
      "const s = c.api('GET', '/api/perfil');",
      "const t = useApi('x');",
    ].join('\n');
    expect(serverCalls({ '../../web/x/sample.tsx': sample })).toEqual([
      'web/x/sample.tsx:1 imports api',
      'web/x/sample.tsx:2 imports apiUpload',
      'web/x/sample.tsx:5 calls api',
      'web/x/sample.tsx:6 calls apiUpload',
    ]);
  });

  it('no component or other module imports or calls the API client, except the recorded ones', () => {
    const exceptions = recordedExceptions();
    expect(serverCalls(checked).filter((v) => !exceptions.includes(fileOf(v)))).toEqual([]);
  });

  it('every recorded exception still calls the server (a file moved to queries.ts leaves the table)', () => {
    const callers = new Set(serverCalls(checked).map(fileOf));
    expect(recordedExceptions().filter((path) => !callers.has(path))).toEqual([]);
  });
});
