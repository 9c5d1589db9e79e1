// Path ids: every resource id in a URL is a UUID (worker/lib/validate.ts validIds answers a malformed one 404).
import * as z from 'zod';

export function idsParam<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((n) => [n, z.uuid()])) as Record<K, z.ZodUUID>);
}
