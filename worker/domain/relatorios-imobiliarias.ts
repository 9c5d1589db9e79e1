// The construtora's sales by agency over the report's period: how many units each partner agency sold, their value
// and the commissions owed to it. Sales of brokers on their own contracts are not an agency's and stay out.
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/env.ts';
import type { Owner } from '../lib/actor.ts';
import type { VendasImobiliaria } from '../schemas/vendas-equipe.ts';
import { periodoSql } from './relatorios.ts';

export async function vendasPorImobiliaria(
  db: Db,
  owner: Owner,
  dias: number,
): Promise<{ dias: number; items: VendasImobiliaria[] }> {
  const result = await db.execute<VendasImobiliaria>(sql`
    WITH ${periodoSql(dias)}
    SELECT im.id, im.nome, count(v.id)::int AS vendas, sum(v.preco_centavos)::float8 AS valor_centavos,
           coalesce(sum(cm.valor_centavos), 0)::float8 AS comissao_centavos
      FROM vendas v CROSS JOIN inicio
      JOIN imobiliarias im ON im.id = v.imobiliaria_id
      LEFT JOIN comissoes cm ON cm.venda_id = v.id
     WHERE v.construtora_id = ${owner.construtoraId} AND v.created_at >= inicio.t
     GROUP BY im.id, im.nome
     ORDER BY valor_centavos DESC, vendas DESC, im.nome, im.id`);
  return { dias, items: result.rows };
}
