// Mutants made by rule for every file of worker/domain and worker/lib, next to the hand-written ones of
// mutants.ts: a few per file, spread over it, each the kind of one-character slip a review misses (a flipped
// comparison, a dropped negation, `&&` for `||`, a boolean the other way, a bound off by one).
import { readdirSync, readFileSync } from 'node:fs';
import { COVERED_BY } from './coverage-map.ts';
import type { Mutant } from './mutants.ts';

/** How many rule-made mutants a file gets at most: enough to tell a tested file from an untested one, quickly. */
export const PER_FILE = 3;

type Rule = { name: string; pattern: RegExp; replace: (match: string) => string; strong: boolean };

// Strong rules change what a condition means; boundary rules only move a limit by one and are tried last.
const RULES: Rule[] = [
  { name: 'eq-flip', pattern: / === /g, replace: () => ' !== ', strong: true },
  { name: 'ne-flip', pattern: / !== /g, replace: () => ' === ', strong: true },
  { name: 'and-or', pattern: / && /g, replace: () => ' || ', strong: true },
  { name: 'or-and', pattern: / \|\| /g, replace: () => ' && ', strong: true },
  { name: 'not-dropped', pattern: /if \(!(?!=)/g, replace: () => 'if (', strong: true },
  { name: 'true-false', pattern: /\btrue\b/g, replace: () => 'false', strong: true },
  { name: 'false-true', pattern: /\bfalse\b/g, replace: () => 'true', strong: true },
  { name: 'gt-gte', pattern: / > /g, replace: () => ' >= ', strong: false },
  { name: 'lt-lte', pattern: / < /g, replace: () => ' <= ', strong: false },
  { name: 'gte-gt', pattern: / >= /g, replace: () => ' > ', strong: false },
  { name: 'lte-lt', pattern: / <= /g, replace: () => ' < ', strong: false },
];

type Site = {
  offset: number;
  length: number;
  replacement: string;
  line: number;
  col: number;
  rule: string;
  strong: boolean;
};

/** Lines with no runtime effect: comments, imports, types. A mutant there could never be caught. */
function inert(line: string) {
  const t = line.trim();
  return (
    t.startsWith('//') ||
    t.startsWith('*') ||
    t.startsWith('/*') ||
    t.startsWith('import ') ||
    /^(export )?(type|interface) /.test(t) ||
    /^[\w?]+: (true|false|boolean);$/.test(t)
  );
}

/** True when `index` of `line` falls inside a quoted string or template text (a crude scan, enough here). */
function inString(line: string, index: number) {
  let quote: string | null = null;
  for (let i = 0; i < index; i++) {
    const ch = line[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
  }
  return quote !== null;
}

function sites(source: string): Site[] {
  const found: Site[] = [];
  let offset = 0;
  source.split('\n').forEach((line, i) => {
    if (!inert(line)) {
      for (const rule of RULES) {
        for (const m of line.matchAll(rule.pattern)) {
          if (inString(line, m.index)) continue;
          found.push({
            offset: offset + m.index,
            length: m[0].length,
            replacement: rule.replace(m[0]),
            line: i + 1,
            col: m.index + 1,
            rule: rule.name,
            strong: rule.strong,
          });
        }
      }
    }
    offset += line.length + 1;
  });
  return found.sort((a, b) => a.offset - b.offset);
}

/** `count` items spread evenly over `items` (first, middle, last...), in their order. */
export function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, k) => items[Math.floor(((k + 0.5) * items.length) / count)]!);
}

/** The sites a file gets: strong ones spread over the file, boundary ones only to fill up. */
function pick(all: Site[], count: number) {
  const strong = spread(
    all.filter((s) => s.strong),
    count,
  );
  const rest = spread(
    all.filter((s) => !s.strong),
    count - strong.length,
  );
  return [...strong, ...rest].sort((a, b) => a.offset - b.offset);
}

export const MUTATED_DIRS = ['worker/domain', 'worker/lib'];

export function filesUnderProbe() {
  return MUTATED_DIRS.flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `${dir}/${f}`),
  ).sort();
}

/** Rule-made mutants for each file, as many as `wanted(file)` says (the hand-written ones count against it). */
export function generatedMutants(wanted: (file: string) => number): Mutant[] {
  return filesUnderProbe().flatMap((file) => {
    const tests = COVERED_BY[file];
    if (!tests) throw new Error(`${file}: no entry in tests/mutation/coverage-map.ts`);
    const count = wanted(file);
    if (count <= 0) return [];
    const source = readFileSync(file, 'utf8');
    return pick(sites(source), count).map((s) => ({
      id: `${file.replace(/^worker\//, '').replace(/\.ts$/, '')}:${s.line}:${s.col}:${s.rule}`,
      file,
      at: s.offset,
      search: source.slice(s.offset, s.offset + s.length),
      replace: s.replacement,
      tests,
    }));
  });
}
