// Mutants the probe leaves out of the score, each with the reason no test can or should tell it apart from the
// original. Kept short on purpose: a mutant that survives because a test is missing gets the test instead.
export const EQUIVALENT: Record<string, string> = {
  'lib/db:28:30:false-true':
    'pipelining the password on connect: the local relay and the embedded server trust every connection and ask ' +
    'for no password, so no test here can see it; production (Neon) is where it matters',
  'domain/uploads:154:16:and-or':
    '`thumb || thumbChave` for `thumb && thumbChave`: thumbChave is set exactly when thumb is, so both read the ' +
    'same; the second operand is there only to narrow the type',
  'domain/login-throttle:80:69:lte-lt':
    '`bloqueado_ate < now()` for `<= now()`: they differ only when the delay ends in the very microsecond of ' +
    "the attempt's transaction, which no test (and no attacker) can aim at",
  'domain/login-throttle:111:51:lt-lte':
    'the clean-up keeping a counter whose delay ends at its own now(): the same microsecond, and the next run ' +
    'deletes it anyway',
  'domain/login-throttle:112:25:lt-lte':
    "the clean-up's age cut-off moved by one microsecond: no row is written at exactly that instant",
  'domain/tokens-api:72:33:or-and':
    'the early return for a key without the prefix or over 100 characters: without it the key is hashed and looked ' +
    'up, matches no stored hash and is refused all the same; the guard only spares the lookup',
};

/** Files with no branch for a one-line mutant to flip: type declarations, a single pure call. */
export const NOTHING_TO_MUTATE: Record<string, string> = {
  'worker/lib/actor.ts': 'types only (who calls a domain function); nothing runs',
  'worker/lib/env.ts': 'types only (the Worker bindings); nothing runs',
  'worker/lib/text-modules.d.ts': 'a module declaration for *.txt imports; nothing runs',
};
