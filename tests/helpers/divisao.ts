// An agency's sale for the split's tests: the team and the agency's Ativo contract written in SQL (their own flows
// are tested with the agency), the proposal of an agency broker written in SQL as sending leaves it, and everything
// from the approval on through the API.
import { sql } from 'drizzle-orm';
import { withDb } from './db.ts';
import { insertImovel, type SignedUp } from './factories.ts';
import { acaoProposta, planoValido, RETRATO } from './propostas.ts';

/** Adds brokers to the agency; `gerente` names, for each, the member who manages them. */
export async function equipe(
  imobiliaria: SignedUp,
  membros: { corretor: SignedUp; papel: 'Corretor' | 'Gerente'; gerente?: SignedUp }[],
) {
  await withDb(async (db) => {
    for (const m of membros) {
      await db.execute(sql`
        INSERT INTO imobiliaria_membros (imobiliaria_id, corretor_id, papel, gerente_id)
        VALUES (${imobiliaria.perfilId}, ${m.corretor.perfilId}, ${m.papel},
                (SELECT id FROM imobiliaria_membros
                  WHERE corretor_id = ${m.gerente?.perfilId ?? null}::uuid AND saiu_em IS NULL))`);
    }
  });
}

/** A development of `dev` with the agency's Ativo contract at `percent` %. */
export async function imovelDaImobiliaria(dev: SignedUp, imobiliaria: SignedUp, percent: number) {
  const imovelId = await insertImovel(dev.perfilId, { comissao_percent: 3 });
  await withDb((db) =>
    db.execute(sql`
      WITH c AS (INSERT INTO captacoes (imobiliaria_id, imovel_id) VALUES (${imobiliaria.perfilId}, ${imovelId})
                 RETURNING id)
      INSERT INTO contratos_captacao (captacao_id, imovel_id, imobiliaria_id, construtora_id, status_contrato,
                                      comissao_percent_acordada)
      SELECT c.id, ${imovelId}, ${imobiliaria.perfilId}, ${dev.perfilId}, 'Ativo', ${percent} FROM c`),
  );
  return imovelId;
}

/**
 * An Enviada proposal at `preco` cents by `vendedor` under the agency's contract, on a new unit of the development
 * (Em Proposta, its reservation Ativa), both carrying the agency.
 */
export async function propostaDaImobiliaria(
  imovelId: string,
  dev: SignedUp,
  imobiliaria: SignedUp,
  vendedor: SignedUp,
  preco: number,
) {
  return withDb(async (db) => {
    const r = await db.execute<{ proposta_id: string; unidade_id: string }>(sql`
      WITH u AS (
        INSERT INTO unidades (imovel_id, torre, numero, andar, preco_centavos, status)
        VALUES (${imovelId}, 'Torre A', ${String(100 + Math.floor(Math.random() * 1e6))}, 1, ${preco}, 'Em Proposta')
        RETURNING id
      ), r AS (
        INSERT INTO reservas_unidades (unidade_id, imovel_id, corretor_id, imobiliaria_id, cliente_nome,
                                       cliente_telefone, expira_em)
        SELECT id, ${imovelId}, ${vendedor.perfilId}, ${imobiliaria.perfilId}, 'Cliente da Equipe', '41999990000',
               now() + interval '2 days' FROM u
        RETURNING id, unidade_id
      )
      INSERT INTO propostas (unidade_id, reserva_id, imovel_id, corretor_id, imobiliaria_id, construtora_id,
                             cliente_nome, cliente_cpf, cliente_telefone, cliente_email, preco_tabela_centavos,
                             preco_ofertado_centavos, plano, unidade)
      SELECT r.unidade_id, r.id, ${imovelId}, ${vendedor.perfilId}, ${imobiliaria.perfilId}, ${dev.perfilId},
             'Cliente da Equipe', '52998224725', '41999990000', 'cliente@equipe.com.br', ${preco}, ${preco},
             ${JSON.stringify(planoValido(preco))}::jsonb, ${JSON.stringify(RETRATO)}::jsonb
        FROM r
      RETURNING id AS proposta_id, unidade_id`);
    return { propostaId: r.rows[0]!.proposta_id, unidadeId: r.rows[0]!.unidade_id };
  });
}

/** An Ativa reservation by `corretor` under the agency's contract, on a new Reservada unit of the development. */
export async function reservaDaImobiliaria(imovelId: string, imobiliaria: SignedUp, corretor: SignedUp) {
  return withDb(async (db) => {
    const r = await db.execute<{ id: string }>(sql`
      WITH u AS (
        INSERT INTO unidades (imovel_id, torre, numero, andar, preco_centavos, status)
        VALUES (${imovelId}, 'Torre B', ${String(100 + Math.floor(Math.random() * 1e6))}, 1, 40000000, 'Reservada')
        RETURNING id
      )
      INSERT INTO reservas_unidades (unidade_id, imovel_id, corretor_id, imobiliaria_id, cliente_nome,
                                     cliente_telefone, expira_em)
      SELECT id, ${imovelId}, ${corretor.perfilId}, ${imobiliaria.perfilId}, 'Cliente Reserva', '41999990000',
             now() + interval '2 days' FROM u
      RETURNING id`);
    return r.rows[0]!.id;
  });
}

/** The agency broker's proposal approved by the developer through the API: the sale, its commission and shares. */
export async function vendaDaImobiliaria(
  imovelId: string,
  dev: SignedUp,
  imobiliaria: SignedUp,
  vendedor: SignedUp,
  preco: number,
) {
  const p = await propostaDaImobiliaria(imovelId, dev, imobiliaria, vendedor, preco);
  const res = await acaoProposta(dev.client, p.propostaId, { acao: 'aprovar', versao: 1 });
  if (res.status !== 200) throw new Error(`approval failed: ${res.status} ${await res.text()}`);
  const comissao = await withDb(async (db) => {
    const r = await db.execute<{ id: string; venda_id: string }>(sql`
      SELECT cm.id, cm.venda_id FROM comissoes cm JOIN vendas v ON v.id = cm.venda_id
       WHERE v.proposta_id = ${p.propostaId}`);
    return r.rows[0]!;
  });
  return { ...p, comissaoId: comissao.id, vendaId: comissao.venda_id };
}

export type ParteRow = {
  id: string;
  papel: string;
  corretor_id: string | null;
  bp: number;
  valor_centavos: number;
  status: string;
  versao: number;
};

/** The shares of a commission as the database holds them, by role. */
export async function partesDa(comissaoId: string): Promise<Record<string, ParteRow>> {
  return withDb(async (db) => {
    const r = await db.execute<ParteRow>(sql`
      SELECT id, papel, corretor_id, bp, valor_centavos::float8 AS valor_centavos, status, versao
        FROM comissoes_partes WHERE comissao_id = ${comissaoId}`);
    return Object.fromEntries(r.rows.map((p) => [p.papel, p]));
  });
}
