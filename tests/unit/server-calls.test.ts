// A component never calls the server itself: every call of a feature lives in its queries.ts
// (docs/convencoes.md#server-calls). Every .tsx file under web/ is read, and one that imports the API client (`api`,
// `apiUpload` from web/lib/api.ts) or calls it must be a recorded exception of that section's table. The sources are
// read as text at build time (Vite's glob), since the tests run inside workerd.
import { describe, expect, it } from 'vitest';

const components: Record<string, string> = import.meta.glob<string>('../../web/**/*.tsx', {
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
  it('reads the components and the conventions page', () => {
    expect(Object.keys(components).length).toBeGreaterThan(150);
    expect(conventions).toMatch(/^## Server calls$/m);
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

  it('no component imports or calls the API client, except the recorded ones', () => {
    const exceptions = recordedExceptions();
    const offenders = serverCalls(components).filter((v) => !exceptions.includes(v.split(':')[0]!));
    expect(offenders).toEqual([]);
  });

  it('every recorded exception still calls the server (a file moved to queries.ts leaves the table)', () => {
    const callers = new Set(serverCalls(components).map((v) => v.split(':')[0]!));
    expect(recordedExceptions().filter((path) => !callers.has(path))).toEqual([]);
  });
});
