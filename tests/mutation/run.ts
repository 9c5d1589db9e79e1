// Mutation probe: one vitest instance (one embedded database, one workerd pool) runs the whole list;
// for each mutant of mutants.ts it writes the change, invalidates the module, runs the test files that cover
// it, records killed/survived and restores the file, always (finally, and on Ctrl-C). Prints the score.
//   TEST_PG_PORT=15642 TEST_RELAY_PORT=15643 npm run mutation -- [id ...]
// The mutants are written into the tree it runs in: when others share that tree, run it in a scratch copy
// (git archive HEAD | tar -x -C DIR; link node_modules; copy dist/).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createVitest } from 'vitest/node';
import { MUTANTS, type Mutant } from './mutants.ts';

// Mutant ids to run, in that order (default: all); MUTANT_BUDGET_S stops starting new ones after that many
// seconds, so a loaded machine still gives a score over what ran.
const only = process.argv.slice(2);
const selected = only.length ? only.map((id) => MUTANTS.find((m) => m.id === id)!).filter(Boolean) : MUTANTS;
const budgetMs = Number(process.env.MUTANT_BUDGET_S ?? Infinity) * 1000;
const startedAt = Date.now();
const abs = (file: string) => path.resolve(file);

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
const passes = async (files: string[]) => (await failures(files)).length === 0;

type Outcome = 'killed' | 'survived' | 'invalid';

async function run(m: Mutant): Promise<Outcome> {
  const original = readFileSync(m.file, 'utf8');
  if (original.split(m.search).length - 1 !== 1) return 'invalid';
  pending = { file: m.file, original };
  try {
    writeFileSync(
      m.file,
      original.replace(m.search, () => m.replace),
    );
    vitest.invalidateFile(abs(m.file));
    return (await passes(m.tests)) ? 'survived' : 'killed';
  } finally {
    restore();
    vitest.invalidateFile(abs(m.file));
  }
}

const results: { m: Mutant; outcome: Outcome }[] = [];
try {
  // The unmutated code must pass every file used, or a "killed" would mean nothing.
  const files = [...new Set(selected.flatMap((m) => m.tests))];
  const baseline = await failures(files);
  if (baseline.length) throw new Error(`the suite fails without mutants:\n${baseline.join('\n')}`);
  for (const m of selected) {
    if (Date.now() - startedAt > budgetMs) {
      console.log(`budget spent: ${selected.length - results.length} mutants not run`);
      break;
    }
    const started = Date.now();
    const outcome = await run(m);
    results.push({ m, outcome });
    console.log(`${outcome.padEnd(8)} ${m.id.padEnd(32)} ${m.file} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
} finally {
  restore();
  await vitest.close();
}

const valid = results.filter((r) => r.outcome !== 'invalid');
const killed = valid.filter((r) => r.outcome === 'killed').length;
console.log(
  `\nmutation score: ${killed}/${valid.length} = ${((100 * killed) / Math.max(1, valid.length)).toFixed(1)} %`,
);
const survivors = valid.filter((r) => r.outcome === 'survived').map((r) => r.m.id);
if (survivors.length) console.log(`survivors: ${survivors.join(', ')}`);
const invalid = results.filter((r) => r.outcome === 'invalid').map((r) => r.m.id);
if (invalid.length) console.log(`invalid (search text not found exactly once): ${invalid.join(', ')}`);
process.exitCode = invalid.length ? 2 : 0;
