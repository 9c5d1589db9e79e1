// The one reading of a Postgres error's SQLSTATE: Drizzle wraps the driver's error, so the code may sit a few causes
// deep.

const CODE = /^[0-9A-Z]{5}$/;

/** The codes the domain turns into answers. */
export const SQLSTATE = { uniqueViolation: '23505', checkViolation: '23514' } as const;

/** The SQLSTATE of a database error, at any depth of causes; undefined for anything else. */
export function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CODE.test(code)) return code;
  }
  return undefined;
}
