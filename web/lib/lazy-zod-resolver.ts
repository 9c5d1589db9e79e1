import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A zod resolver for react-hook-form that downloads zod, the resolver and the shared schema on the first
 * validation instead of with the page, so forms stay within the first-load budget. zod's Portuguese messages
 * (worker/schemas/zod-pt.ts) come with it: every schema the SPA runs goes through here.
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<z.ZodType<TOutput, TInput>>,
): Resolver<TInput, unknown, TOutput> {
  let ready: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), load(), import('@worker/schemas/zod-pt.ts')]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>,
    );
    return (await ready)(values, context, options);
  };
}
