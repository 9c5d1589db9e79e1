// Mutants made by rule for every file of worker/domain and worker/lib, next to the hand-written ones of
// mutants.ts: a few per file, spread over it, each the kind of one-character slip a review misses (a flipped
// comparison, a dropped negation, `&&` for `||`, a boolean the other way, a bound off by one), also in the query
// builder's conditions (`and(` for `or(`, `eq(` for `ne(`) and in the SQL of sql`` templates (`AND`/`OR`, a
// comparison turned around), which are code, not text.
import { readdirSync, readFileSync } from 'node:fs';
import { COVERED_BY } from './coverage-map.ts';
import type { Mutant } from './mutants.ts';

/**
 * How many rule-made mutants a file gets at most: enough to tell a tested file from an untested one, quickly.
 * MUTATION_PER_FILE raises it to look for survivors in a few files (named on the command line).
 */
export const PER_FILE = Number(process.env.MUTATION_PER_FILE ?? 3);

type Tier = 'strong' | 'boundary' | 'extended';
/** `imports`: names of drizzle-orm the replacement calls. */
type Rule = { name: string; pattern: RegExp; replace: (match: string) => string; tier: Tier; imports?: string[] };

// Strong rules change what a condition means; boundary rules only move a limit by one and come next. Extended
// rules (query-builder conditions, SQL in sql`` templates) came later: they only fill a file's remaining places,
// so the default list of a file with enough sites for the first two tiers stays what it was.
const RULES: Rule[] = [
  { name: 'eq-flip', pattern: / === /g, replace: () => ' !== ', tier: 'strong' },
  { name: 'ne-flip', pattern: / !== /g, replace: () => ' === ', tier: 'strong' },
  { name: 'and-or', pattern: / && /g, replace: () => ' || ', tier: 'strong' },
  { name: 'or-and', pattern: / \|\| /g, replace: () => ' && ', tier: 'strong' },
  { name: 'not-dropped', pattern: /if \(!(?!=)/g, replace: () => 'if (', tier: 'strong' },
  { name: 'true-false', pattern: /\btrue\b/g, replace: () => 'false', tier: 'strong' },
  { name: 'false-true', pattern: /\bfalse\b/g, replace: () => 'true', tier: 'strong' },
  { name: 'gt-gte', pattern: / > /g, replace: () => ' >= ', tier: 'boundary' },
  { name: 'lt-lte', pattern: / < /g, replace: () => ' <= ', tier: 'boundary' },
  { name: 'gte-gt', pattern: / >= /g, replace: () => ' > ', tier: 'boundary' },
  { name: 'lte-lt', pattern: / <= /g, replace: () => ' < ', tier: 'boundary' },
  { name: 'drizzle-and-or', pattern: /\band\(/g, replace: () => 'or(', tier: 'extended', imports: ['or'] },
  { name: 'drizzle-eq-ne', pattern: /\beq\(/g, replace: () => 'ne(', tier: 'extended', imports: ['ne'] },
  { name: 'boolean-negated', pattern: /\bBoolean\(/g, replace: () => '!Boolean(', tier: 'extended' },
  { name: 'sql-and-or', pattern: / AND /g, replace: () => ' OR ', tier: 'extended' },
  { name: 'sql-or-and', pattern: / OR /g, replace: () => ' AND ', tier: 'extended' },
  { name: 'lte-gt', pattern: / <= /g, replace: () => ' > ', tier: 'extended' },
];

type Site = {
  offset: number;
  length: number;
  replacement: string;
  line: number;
  col: number;
  rule: string;
  tier: Tier;
  imports?: string[];
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

/**
 * True when `index` of `line` falls inside a quoted string or template text (a crude scan, enough here). The SQL
 * of an sql`` template is code: only its quoted literals count as text.
 */
function inString(line: string, index: number, sqlIsCode: boolean) {
  let quote: string | null = null;
  let inSql = false;
  for (let i = 0; i < index; i++) {
    const ch = line[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === '`' && inSql) inSql = false;
    else if (ch === '`' && sqlIsCode && line.slice(i - 3, i) === 'sql') inSql = true;
    else if (ch === "'" || ch === '"' || ch === '`') quote = ch;
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
          if (inString(line, m.index, rule.tier === 'extended')) continue;
          found.push({
            offset: offset + m.index,
            length: m[0].length,
            replacement: rule.replace(m[0]),
            line: i + 1,
            col: m.index + 1,
            rule: rule.name,
            tier: rule.tier,
            imports: rule.imports,
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

/** The sites a file gets: strong ones spread over the file, then boundary ones, then extended ones to fill up. */
function pick(all: Site[], count: number) {
  const chosen: Site[] = [];
  for (const tier of ['strong', 'boundary', 'extended'] as const) {
    chosen.push(
      ...spread(
        all.filter((s) => s.tier === tier),
        count - chosen.length,
      ),
    );
  }
  return chosen.sort((a, b) => a.offset - b.offset);
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
      ...(s.imports ? { imports: s.imports } : {}),
    }));
  });
}
