// The repository stands alone (docs/convencoes.md#comments): code and docs cite only files of the repository, and
// every docs/ path and #anchor they cite exists. The sources are read as text at build time (Vite's glob), since
// the tests run inside workerd, which has no file system.
import { describe, expect, it } from 'vitest';

const sources: Record<string, string> = import.meta.glob<string>(
  [
    '../../worker/**/*.{ts,tsx}',
    '../../web/**/*.{ts,tsx,css,html}',
    '../../tests/**/*.ts',
    '../../drizzle/**/*.{ts,toml}',
    '../../migrations/*.sql',
    '../../*.{ts,js,json,toml}',
    '../../.ci/run',
    '../../README.md',
  ],
  { query: '?raw', import: 'default', eager: true },
);
const docs: Record<string, string> = import.meta.glob<string>('../../docs/**/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const repoPath = (key: string) => key.replace(/^\.\.\/\.\.\//, '');
const docsByPath = new Map(Object.entries(docs).map(([key, text]) => [repoPath(key), text]));
const ownFile = 'tests/unit/doc-references.test.ts';

/** Sections of documents outside the repository, and issue numbers of a tracker it does not contain. */
const OUTSIDE = [
  new RegExp(`\\b(${['SP' + 'EC', 'DES' + 'IGN'].join('|')})(\\.md)?\\b`),
  new RegExp('\u00a7'),
  /\b[Ii]ssue\s*#?\d/,
  /\bissues\/\d/,
];

/** GitHub's heading anchors: lower case, punctuation dropped (letters with accents kept), spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of markdown.matchAll(/^#{1,6}\s+(.+)$/gm)) anchors.add(slug(m[1]!));
  return anchors;
}

/** A repository path plus optional anchor, e.g. docs/regras.md#contratos, resolved against what exists. */
function problemWith(target: string): string | null {
  const [path, anchor] = target.split('#') as [string, string | undefined];
  const normalized = path.replace(/\/$/, '');
  const file = docsByPath.has(normalized)
    ? normalized
    : docsByPath.has(`${normalized}/README.md`)
      ? `${normalized}/README.md`
      : null;
  if (!file) return `${target}: no such file`;
  if (anchor && !anchorsOf(docsByPath.get(file)!).has(decodeURIComponent(anchor))) return `${target}: no such anchor`;
  return null;
}

function lineNumber(text: string, index: number) {
  return text.slice(0, index).split('\n').length;
}

describe('references', () => {
  it('found the sources and the docs', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(300);
    expect(docsByPath.has('docs/README.md')).toBe(true);
  });

  it('no source or doc cites a document outside the repository', () => {
    const found: string[] = [];
    for (const [key, text] of [...Object.entries(sources), ...Object.entries(docs)]) {
      if (repoPath(key) === ownFile) continue;
      text.split('\n').forEach((line, i) => {
        if (OUTSIDE.some((re) => re.test(line))) found.push(`${repoPath(key)}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('every docs/ path cited in code exists, with its anchor', () => {
    const broken: string[] = [];
    for (const [key, text] of Object.entries(sources)) {
      for (const m of text.matchAll(/\bdocs\/[\p{L}\p{N}_./#-]*[\p{L}\p{N}_/-]/gu)) {
        const problem = problemWith(m[0]);
        if (problem) broken.push(`${repoPath(key)}:${lineNumber(text, m.index)}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every relative link between docs pages exists, with its anchor', () => {
    const broken: string[] = [];
    for (const [path, text] of docsByPath) {
      const dir = path.slice(0, path.lastIndexOf('/'));
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const link = m[1]!;
        if (/^[a-z]+:/.test(link)) continue;
        const [target, anchor] = link.split('#') as [string, string | undefined];
        const parts = (target ? `${dir}/${target}` : path).split('/');
        const resolved: string[] = [];
        for (const part of parts) {
          if (part === '..') resolved.pop();
          else if (part !== '.' && part !== '') resolved.push(part);
        }
        const full = resolved.join('/');
        if (!full.startsWith('docs/')) continue;
        const problem = problemWith(anchor ? `${full}#${anchor}` : full);
        if (problem) broken.push(`${path}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
