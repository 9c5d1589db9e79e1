// Mutants the probe leaves out of the score, each with the reason no test can or should tell it apart from the
// original. Kept short on purpose: a mutant that survives because a test is missing gets the test instead.
export const EQUIVALENT: Record<string, string> = {
  'lib/db:28:30:false-true':
    'pipelining the password on connect: the local relay and the embedded server trust every connection and ask ' +
    'for no password, so no test here can see it; production (Neon) is where it matters',
  'domain/uploads:154:16:and-or':
    '`thumb || thumbChave` for `thumb && thumbChave`: thumbChave is set exactly when thumb is, so both read the ' +
    'same; the second operand is there only to narrow the type',
};

/** Files with no branch for a one-line mutant to flip: type declarations, a single pure call. */
export const NOTHING_TO_MUTATE: Record<string, string> = {
  'worker/lib/actor.ts': 'types only (who calls a domain function); nothing runs',
  'worker/lib/env.ts': 'types only (the Worker bindings); nothing runs',
  'worker/lib/text-modules.d.ts': 'a module declaration for *.txt imports; nothing runs',
};
