// Code identifiers and file names are English; a Portuguese verb is never a domain word (docs/convencoes.md#the-language-rule).
// Every name declared in worker/, web/, tests/ and drizzle/, and every file name there, is split into its camelCase
// (or snake_case, kebab-case) words; none may be one of the verbs below. The recorded exceptions are the table of
// docs/convencoes.md#exceptions-to-the-verb-rule. The sources are read as text at build time (Vite's glob), since the
// tests run inside workerd, which has no file system.
import { describe, expect, it } from 'vitest';
import { declaredNames, violations } from '../helpers/identifier-names.ts';

const sources: Record<string, string> = import.meta.glob<string>(
  ['../../worker/**/*.{ts,tsx}', '../../web/**/*.{ts,tsx}', '../../tests/**/*.ts', '../../drizzle/**/*.ts'],
  { query: '?raw', import: 'default', eager: true },
);
const conventions = import.meta.glob<string>('../../docs/convencoes.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})['../../docs/convencoes.md']!;
const repoPath = (key: string) => key.replace(/^\.\.\/\.\.\//, '');
/** Its samples are violations on purpose. */
const ownFile = 'tests/unit/identifier-names.test.ts';
const checked = Object.fromEntries(Object.entries(sources).filter(([key]) => repoPath(key) !== ownFile));

/** The backticked names of the first column of the exceptions table. */
function recordedExceptions(): string[] {
  const section = conventions.split(/^### Exceptions to the verb rule$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  return [...section.matchAll(/^\|\s*`([^`]+)`/gm)].map((m) => m[1]!);
}

describe('identifier names', () => {
  const exceptions = recordedExceptions();

  it('reads the sources and the recorded exceptions', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(300);
    expect(exceptions.length).toBeGreaterThan(0);
  });

  it('finds a Portuguese verb however the name is written', () => {
    const sample = [
      'const notificar = 1;',
      'export function useCancelarReserva() {}',
      'type EnviarPropostaProps = {};',
      'const { a, b: lerTudo } = x;',
      'class Room {\n  async encerrar(userId: string): Promise<void> {\n  }\n}',
      'const f = (gravarAgora: boolean) => gravarAgora;',
      "const url = 'https://example.com/x'; // a comment about notificar",
    ].join('\n');
    expect(violations({ '../../web/x/enviar-proposta.tsx': sample }, []).map((v) => v.replace(/:\d+:/, ':'))).toEqual([
      'web/x/enviar-proposta.tsx: file name (enviar)',
      'web/x/enviar-proposta.tsx: notificar (notificar)',
      'web/x/enviar-proposta.tsx: useCancelarReserva (cancelar)',
      'web/x/enviar-proposta.tsx: EnviarPropostaProps (enviar)',
      'web/x/enviar-proposta.tsx: encerrar (encerrar)',
      'web/x/enviar-proposta.tsx: lerTudo (ler)',
      'web/x/enviar-proposta.tsx: gravarAgora (gravar)',
    ]);
  });

  it('no declared name or file name is a Portuguese verb, except the recorded ones', () => {
    expect(violations(checked, exceptions)).toEqual([]);
  });

  it('every recorded exception still occurs (a rename done is removed from the table)', () => {
    const stale = exceptions.filter(
      (e) =>
        !Object.entries(checked).some(([key, text]) => {
          const path = repoPath(key);
          return e === path || (e.endsWith('/') && path.startsWith(e)) || declaredNames(text).some((d) => d.name === e);
        }),
    );
    expect(stale).toEqual([]);
  });
});
