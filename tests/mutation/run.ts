// Mutation probe (issue 7): applies each mutant of mutants.ts, runs the test files that cover it, records
// killed/survived, and restores the file, always (finally, and on Ctrl-C). Prints the score and the survivors.
//   TEST_PG_PORT=15642 TEST_RELAY_PORT=15643 node --import tsx tests/mutation/run.ts [id ...]
// The mutants are written into the tree it runs in: when others share that tree, run it in a scratch copy
// (git archive HEAD | tar -x -C DIR; link node_modules; copy dist/).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { MUTANTS, type Mutant } from './mutants.ts';

const only = process.argv.slice(2);
const selected = only.length ? MUTANTS.filter((m) => only.includes(m.id)) : MUTANTS;
const perMutantTimeoutMs = Number(process.env.MUTANT_TIMEOUT_MS ?? 180_000);

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

type Outcome = 'killed' | 'survived' | 'invalid';

function run(m: Mutant): { outcome: Outcome; seconds: number } {
  const original = readFileSync(m.file, 'utf8');
  const occurrences = original.split(m.search).length - 1;
  if (occurrences !== 1) return { outcome: 'invalid', seconds: 0 };
  const started = Date.now();
  pending = { file: m.file, original };
  try {
    writeFileSync(
      m.file,
      original.replace(m.search, () => m.replace),
    );
    const result = spawnSync('node_modules/.bin/vitest', ['run', '--bail=1', ...m.tests], {
      stdio: 'ignore',
      timeout: perMutantTimeoutMs,
      env: process.env,
    });
    // A timeout counts as killed: the suite did not pass with the mutant in place.
    return { outcome: result.status === 0 ? 'survived' : 'killed', seconds: (Date.now() - started) / 1000 };
  } finally {
    restore();
  }
}

const results: { m: Mutant; outcome: Outcome; seconds: number }[] = [];
for (const m of selected) {
  const r = run(m);
  results.push({ m, ...r });
  console.log(`${r.outcome.padEnd(8)} ${m.id.padEnd(32)} ${m.file} (${r.seconds.toFixed(0)} s)`);
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
