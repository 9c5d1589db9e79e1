// Mutation probe: one vitest instance (one embedded database, one workerd pool) runs the whole list; for each
// mutant it writes the change, invalidates the module, runs only the test files that cover that file
// (coverage-map.ts), records killed/survived and restores the file, always (finally, and on Ctrl-C).
// The list: the hand-written mutants of mutants.ts, topped up by rule-made ones (generated.ts), PER_FILE per file
// of worker/domain and worker/lib at most, so the probe fits in a CI step. Prints the score per file and overall; exits 1 below the
// floor (MUTATION_FLOOR, 90 %), 2 when a mutant no longer applies.
//   TEST_PG_PORT=15642 TEST_RELAY_PORT=15643 npm run mutation -- [--no-baseline] [id ...]
// --no-baseline skips the run of the covering files without mutants (CI runs the probe right after the suite
// passed). The mutants are written into the tree it runs in: when others share that tree, run it in a scratch
// copy (git archive HEAD | tar -x -C DIR; link node_modules; copy dist/).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createVitest } from 'vitest/node';
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
const chosen = only.length ? all.filter((m) => only.includes(m.id)) : all;
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

const vitest = await createVitest('test', { watch: false, reporters: [], bail: 1 });
await vitest.standalone();

/** Runs the files; returns the names of the failed tests (empty when everything passed). */
async function failures(files: string[]) {
  const result = await vitest.runTestFiles(files.map(abs));
  const failed = result.testModules.flatMap((m) =>
    m.ok() ? [] : [...m.children.allTests('failed')].map((t) => `${m.moduleId}: ${t.fullName}`),
  );
  const broken = result.testModules.filter((m) => !m.ok() && ![...m.children.allTests('failed')].length);
  return [...failed, ...broken.map((m) => `${m.moduleId}: (module failed)`), ...result.unhandledErrors.map(String)];
}

type Outcome = 'killed' | 'survived' | 'invalid';

function mutate(m: Mutant, original: string): string | null {
  if (m.at !== undefined) {
    if (original.slice(m.at, m.at + m.search.length) !== m.search) return null;
    return original.slice(0, m.at) + m.replace + original.slice(m.at + m.search.length);
  }
  if (original.split(m.search).length - 1 !== 1) return null;
  return original.replace(m.search, () => m.replace);
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
    return (await failures(m.tests)).length ? 'killed' : 'survived';
  } finally {
    restore();
    vitest.invalidateFile(abs(m.file));
  }
}

const results: { m: Mutant; outcome: Outcome; seconds: number }[] = [];
try {
  // The unmutated code must pass every file used, or a "killed" would mean nothing.
  if (baseline) {
    const files = [...new Set(selected.flatMap((m) => m.tests))];
    const broken = await failures(files);
    if (broken.length) throw new Error(`the suite fails without mutants:\n${broken.join('\n')}`);
  }
  for (const m of selected) {
    const started = Date.now();
    const outcome = await run(m);
    const seconds = (Date.now() - started) / 1000;
    results.push({ m, outcome, seconds });
    console.log(`${outcome.padEnd(8)} ${m.id.padEnd(44)} ${m.replace.trim().slice(0, 30)} (${seconds.toFixed(0)} s)`);
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
