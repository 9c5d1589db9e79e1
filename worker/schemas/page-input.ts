// The query of every keyset list (docs/convencoes.md#lists): the previous page's `nextCursor` and the page size.
// Each list's query schema is pageQuery(...) extended with its filters, so `cursor` and `limit` read and fail alike
// everywhere; tests/unit/list-pages.test.ts fails on a list route that declares its own.
import * as z from 'zod';
import { MSG_CURSOR_INVALIDO } from './page.ts';

/** How many rows a page shows when the client does not say, and the most it may ask for. */
export type PageLimits = { padrao: number; max: number };

export const PAGE_LIMITS: PageLimits = { padrao: 20, max: 50 };

const MSG_LIMITE = 'Limite inválido.';

export function pageQuery(limits: PageLimits = PAGE_LIMITS) {
  return z.object({
    cursor: z
      .string()
      .max(300, MSG_CURSOR_INVALIDO)
      .optional()
      .describe('O `nextCursor` da página anterior; ausente na primeira página.'),
    limit: z.coerce
      .number({ error: MSG_LIMITE })
      .int(MSG_LIMITE)
      .min(1, MSG_LIMITE)
      .max(limits.max, MSG_LIMITE)
      .default(limits.padrao)
      .describe('Itens por página.'),
  });
}
