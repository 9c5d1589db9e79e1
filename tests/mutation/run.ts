// Mutation probe: one vitest instance (one embedded database) runs the whole list; for each mutant it writes the
// change, invalidates the module, runs the tests that cover that file, records killed/survived and restores the
// file, always (finally, and on Ctrl-C).
// The list: the hand-written mutants of mutants.ts, topped up by rule-made ones (generated.ts), PER_FILE per file
// of worker/domain and worker/lib at most. Prints the score per file and overall; exits 1 below the floor
// (MUTATION_FLOOR, 90 %), 2 when a mutant no longer applies.
// Speed: the files run without per-file isolation (one workerd and one import of the Worker per mutant instead of
// one per test file) and stop at the first failure. A mutant first runs only the test that killed it last time
// (killers.json, rewritten by every run): most die there in a second or two. Only when that test passes does it
// run every covering file (coverage-map.ts), so a survivor is always a survivor of all of them. Those killer
// tests run once on the unmutated code first, alone: one that fails there (it leans on an earlier test of its
// file) is not used as a shortcut.
//   TEST_PG_PORT=15642 TEST_RELAY_PORT=15643 npm run mutation -- [--no-baseline] [id or file ...]
// A file (worker/lib/rate-limit.ts) selects its mutants; with MUTATION_PER_FILE=100 that is every rule-made one
// the file has, to look for survivors there.
// --no-baseline skips the run of the covering files without mutants (CI runs the probe right after the suite
// passed). The mutants are written into the tree it runs in: when others share that tree, run it in a scratch
// copy (git archive HEAD | tar -x -C DIR; link node_modules; copy dist/).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createVitest, type TestSpecification } from 'vitest/node';
import { EQUIVALENT, NOTHING_TO_MUTATE } from './equivalent.ts';
import { PER_FILE, filesUnderProbe, generatedMutants, spread } from './generated.ts';
import { MUTANTS, type Mutant } from './mutants.ts';

const args = process.argv.slice(2);
const baseline = !args.includes('--no-baseline');
const only = args.filter((a) => !a.startsWith('--'));
const floor = Number(process.env.MUTATION_FLOOR ?? 90);
const startedAt = Date.now();
const abs = (file: string) => path.resolve(file);

// Up to PER_FILE per file: the hand-written ones first (spread over their list), rule-made ones to fill up.
const byFile = new Map<string, Mutant[]>();
for (const m of MUTANTS) byFile.set(m.file, [...(byFile.get(m.file) ?? []), m]);
const handWritten = [...byFile.values()].flatMap((list) => spread(list, PER_FILE));
const all = [...handWritten, ...generatedMutants((file) => PER_FILE - (byFile.get(file)?.length ?? 0))];
const chosen = only.length ? all.filter((m) => only.includes(m.id) || only.includes(m.file)) : all;
// Mutants sharing their test files run one after another, so the workers keep those modules warm.
const selected = chosen
  .filter((m) => !(m.id in EQUIVALENT))
  .sort((a, b) => a.tests.join().localeCompare(b.tests.join()));

let pending: { file: string; original: string } | null = null;
function restore() {
  if (pending) writeFileSync(pending.file, pending.original);
  pending = null;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    restore();
    process.exit(130);
  });
}

/** Per mutant id, the test that killed it last time: the test file and the test's full name. */
type Killers = Record<string, [file: string, test: string]>;
const KILLERS = 'tests/mutation/killers.json';
const killers: Killers = existsSync(KILLERS) ? JSON.parse(readFileSync(KILLERS, 'utf8')) : {};

const vitest = await createVitest('test', {
  watch: false,
  reporters: [],
  bail: 1,
  isolate: false,
  maxWorkers: 1,
  project: ['workerd'],
});
await vitest.standalone();
const project = vitest.getProjectByName('workerd');
const spec = (file: string, testNames?: string[]) =>
  project.createSpecification(abs(file), testNames ? { testNames } : undefined);

/** Runs the specifications; returns the failed tests (empty when everything passed), the first one first. */
async function failures(specs: TestSpecification[]) {
  const result = await vitest.runTestSpecifications(specs);
  // The state keeps the modules of every earlier run too: only this run's count.
  const ran = new Set(specs.map((s) => s.moduleId));
  const modules = result.testModules.filter((m) => ran.has(m.moduleId));
  const failed = modules.flatMap((m) =>
    m.ok() ? [] : [...m.children.allTests('failed')].map((t) => ({ file: m.moduleId, test: t.fullName })),
  );
  const broken = modules.filter((m) => !m.ok() && ![...m.children.allTests('failed')].length);
  return [
    ...failed,
    ...broken.map((m) => ({ file: m.moduleId, test: null })),
    ...result.unhandledErrors.map((e) => ({ file: null, test: String(e) })),
  ];
}
const label = (f: { file: string | null; test: string | null }) =>
  `${f.file ? path.relative('.', f.file) : ''}: ${f.test ?? '(module failed)'}`;

type Outcome = 'killed' | 'survived' | 'invalid';
/** Killer tests that pass on the unmutated code when run alone: only those are tried first. */
const trusted = new Set<string>();

function mutate(m: Mutant, original: string): string | null {
  let mutated: string;
  if (m.at !== undefined) {
    if (original.slice(m.at, m.at + m.search.length) !== m.search) return null;
    mutated = original.slice(0, m.at) + m.replace + original.slice(m.at + m.search.length);
  } else {
    if (original.split(m.search).length - 1 !== 1) return null;
    mutated = original.replace(m.search, () => m.replace);
  }
  return importDrizzle(mutated, m.imports ?? []);
}

/** Adds `names` to the file's drizzle-orm import, so that `or(` for `and(` dies by a test, not by a ReferenceError. */
function importDrizzle(source: string, names: string[]): string | null {
  if (!names.length) return source;
  const line = /import \{([^}]*)\} from 'drizzle-orm';/.exec(source);
  if (!line) return null;
  const have = line[1]!.split(',').map((n) => n.trim());
  const missing = names.filter((n) => !have.includes(n));
  return source.replace(line[0], `import {${line[1]}${missing.map((n) => `, ${n}`).join('')}} from 'drizzle-orm';`);
}

async function run(m: Mutant): Promise<Outcome> {
  const original = readFileSync(m.file, 'utf8');
  const mutated = mutate(m, original);
  if (mutated === null) return 'invalid';
  // A file no test covers: the mutant survives by definition.
  if (!m.tests.length) return 'survived';
  pending = { file: m.file, original };
  try {
    writeFileSync(m.file, mutated);
    vitest.invalidateFile(abs(m.file));
    const killer = killers[m.id];
    if (killer && trusted.has(killer.join('\0')) && (await failures([spec(killer[0], [killer[1]])])).length) {
      return 'killed';
    }
    const failed = await failures(m.tests.map((file) => spec(file)));
    const first = failed.find((f) => f.file && f.test);
    if (first) killers[m.id] = [path.relative('.', first.file!), first.test!];
    return failed.length ? 'killed' : 'survived';
  } finally {
    restore();
    vitest.invalidateFile(abs(m.file));
  }
}

const results: { m: Mutant; outcome: Outcome; seconds: number }[] = [];
/** Saves the killers (after every mutant, so an interrupted run keeps what it learnt); a full run also forgets
 * the ids no longer in the list, and every run the ones that no longer die. */
function saveKillers() {
  const known = new Set(all.map((m) => m.id));
  const kept = Object.fromEntries(
    Object.entries(killers)
      .filter(([id]) => (only.length ? true : known.has(id)))
      .filter(([id]) => !results.some((r) => r.m.id === id && r.outcome !== 'killed'))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  const text = `${JSON.stringify(kept, null, 2)}\n`;
  if (!existsSync(KILLERS) || readFileSync(KILLERS, 'utf8') !== text) writeFileSync(KILLERS, text);
}

try {
  // The killer tests alone, unmutated, grouped by file: a test that fails here would "kill" every mutant. First,
  // before any other run leaves its results in the state.
  const byTestFile = new Map<string, Set<string>>();
  for (const m of selected) {
    const k = killers[m.id];
    if (k && existsSync(k[0])) byTestFile.set(k[0], (byTestFile.get(k[0]) ?? new Set()).add(k[1]));
  }
  if (byTestFile.size) {
    const result = await vitest.runTestSpecifications([...byTestFile].map(([file, names]) => spec(file, [...names])));
    for (const m of result.testModules) {
      if (!byTestFile.has(path.relative('.', m.moduleId))) continue;
      for (const t of m.children.allTests('passed')) trusted.add(`${path.relative('.', m.moduleId)}\0${t.fullName}`);
    }
    const count = [...byTestFile.values()].reduce((n, names) => n + names.size, 0);
    // Fewer than all: one fails alone (it leans on an earlier test of its file), and the bail skipped the rest.
    console.log(
      `killer tests passing alone, tried first: ${trusted.size}/${count} ` +
        `(${((Date.now() - startedAt) / 1000).toFixed(0)} s)`,
    );
  }
  // The unmutated code must pass every file used, or a "killed" would mean nothing.
  if (baseline) {
    const files = [...new Set(selected.flatMap((m) => m.tests))];
    const broken = await failures(files.map((file) => spec(file)));
    if (broken.length) throw new Error(`the suite fails without mutants:\n${broken.map(label).join('\n')}`);
  }
  for (const m of selected) {
    const started = Date.now();
    const outcome = await run(m);
    const seconds = (Date.now() - started) / 1000;
    results.push({ m, outcome, seconds });
    const by = outcome === 'killed' && killers[m.id] ? `  by ${killers[m.id]!.join(': ')}` : '';
    console.log(`${outcome.padEnd(8)} ${m.id.padEnd(44)} (${seconds.toFixed(0)} s)${by}`);
    saveKillers();
  }
} finally {
  restore();
  await vitest.close();
}

const valid = results.filter((r) => r.outcome !== 'invalid');
const killed = valid.filter((r) => r.outcome === 'killed').length;
const score = (100 * killed) / Math.max(1, valid.length);

console.log('\nper file (killed/run):');
for (const file of filesUnderProbe()) {
  const mine = valid.filter((r) => r.m.file === file);
  const k = mine.filter((r) => r.outcome === 'killed').length;
  const note = NOTHING_TO_MUTATE[file] ?? (mine.length ? '' : only.length ? 'not selected' : 'no mutable site found');
  console.log(`  ${file.padEnd(40)} ${`${k}/${mine.length}`.padStart(6)} ${note}`);
}
const others = valid.filter((r) => !r.m.file.startsWith('worker/domain/') && !r.m.file.startsWith('worker/lib/'));
if (others.length) {
  const k = others.filter((r) => r.outcome === 'killed').length;
  console.log(`  ${'(other files)'.padEnd(40)} ${`${k}/${others.length}`.padStart(6)}`);
}
const equivalent = chosen.filter((m) => m.id in EQUIVALENT);
if (equivalent.length) console.log(`left out as equivalent (tests/mutation/equivalent.ts): ${equivalent.length}`);
console.log(
  `\nmutation score: ${killed}/${valid.length} = ${score.toFixed(1)} % (floor ${floor} %), ` +
    `${((Date.now() - startedAt) / 60_000).toFixed(1)} min`,
);
const survivors = valid.filter((r) => r.outcome === 'survived').map((r) => r.m.id);
if (survivors.length) console.log(`survivors: ${survivors.join(', ')}`);
const invalid = results.filter((r) => r.outcome === 'invalid').map((r) => r.m.id);
if (invalid.length) console.log(`invalid (search text not found exactly once): ${invalid.join(', ')}`);
process.exitCode = invalid.length ? 2 : score < floor ? 1 : 0;
