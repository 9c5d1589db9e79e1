// The version a change was made from (optimistic locking): an int4 column, so anything past its range is refused
// here with a Portuguese message instead of reaching Postgres ("integer out of range", a 500).
import * as z from 'zod';

/** The largest value of a Postgres integer (int4) column. */
const INT4_MAX = 2_147_483_647;

const MSG_VERSAO = 'Versão inválida. Recarregue a página.';

export const versaoSchema = z
  .number({ error: MSG_VERSAO })
  .int(MSG_VERSAO)
  .min(1, MSG_VERSAO)
  .max(INT4_MAX, MSG_VERSAO);
