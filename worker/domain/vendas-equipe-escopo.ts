// Whose work a view of the team's sale reads (docs/regras.md#imobiliárias): the agency reads every row made under
// its contracts; a broker who is a current manager of an agency reads the rows, under that agency's contracts, of the
// current members whose manager they are. Any other broker is refused before a row is read.
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../lib/actor.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { MSG_IMOBILIARIA } from '../schemas/imobiliarias.ts';

/** The agency whose contracts count and, for a manager, their membership (null: the agency itself). */
export type EscopoEquipe = { imobiliariaId: string; gerenteMembroId: string | null };

export async function escopoEquipe(db: Db, actor: Actor<'imobiliaria' | 'corretor'>): Promise<EscopoEquipe> {
  if (actor.tipo === 'imobiliaria') return { imobiliariaId: actor.imobiliariaId, gerenteMembroId: null };
  const result = await db.execute<{ id: string; imobiliaria_id: string }>(sql`
    SELECT id, imobiliaria_id FROM imobiliaria_membros
     WHERE corretor_id = ${actor.corretorId} AND saiu_em IS NULL AND papel = 'Gerente'`);
  const membro = result.rows[0];
  if (!membro) throw new AppError('forbidden', MSG_IMOBILIARIA.somenteGerente);
  return { imobiliariaId: membro.imobiliaria_id, gerenteMembroId: membro.id };
}

/** The manager's current team, as a subquery of corretor ids (empty when nobody is theirs). */
function timeDoGerente(imobiliariaId: string, gerenteMembroId: string): SQL {
  return sql`(SELECT corretor_id FROM imobiliaria_membros
               WHERE imobiliaria_id = ${imobiliariaId} AND gerente_id = ${gerenteMembroId} AND saiu_em IS NULL)`;
}

/** The brokers whose work the scope reads: the agency's current members, or the manager's current team. */
export function membrosDoEscopo(e: EscopoEquipe): SQL {
  return e.gerenteMembroId === null
    ? sql`(SELECT corretor_id FROM imobiliaria_membros WHERE imobiliaria_id = ${e.imobiliariaId} AND saiu_em IS NULL)`
    : timeDoGerente(e.imobiliariaId, e.gerenteMembroId);
}

/** The rows of `x` (reservas_unidades, propostas or vendas) the scope may read. */
export function doEscopo(e: EscopoEquipe): SQL {
  if (e.gerenteMembroId === null) return sql`x.imobiliaria_id = ${e.imobiliariaId}`;
  return sql`x.imobiliaria_id = ${e.imobiliariaId} AND x.corretor_id IN ${timeDoGerente(e.imobiliariaId, e.gerenteMembroId)}`;
}
