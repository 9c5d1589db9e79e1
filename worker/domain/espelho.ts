// The sales grid of a development: who may see or manage it, its units, the generator and the developer's edits.
// Reservations and their expiry live in espelho-reservas.ts, the live push in espelho-live.ts. Every change of a
// unit bumps its versao and takes a new seq from unidades_seq, so a grid that reconnects asks for seq > its last.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isUuid } from '../lib/cursor.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import {
  MAX_UNIDADES,
  MSG_ESPELHO,
  STATUS_EDITAVEL,
  STATUS_UNIDADE,
  type ContagemStatus,
  type Espelho,
  type MudancasEspelho,
  type ReservaVisivel,
  type StatusUnidade,
  type Unidade,
  type UnidadeGerada,
} from '../schemas/espelho.ts';
import type { configuracaoEspelhoSchema, geradorSchema, unidadeEdicaoSchema } from '../schemas/espelho-input.ts';
import type { Executor } from './notificacoes.ts';
import type { Actor } from '../lib/actor.ts';

/** Who looks at a grid: the developer by construtora id, a broker by corretor id. */
export type AtorEspelho =
  | { tipo: 'construtora'; userId: string; construtoraId: string }
  | { tipo: 'corretor'; userId: string; corretorId: string };

/** A unit as stored, with its live reservation: what the room receives and redacts per socket. */
export type UnidadeCompleta = Omit<Unidade, 'minha'>;

/** Just what the grid needs of the actor: the room gets it as JSON in a header. */
export function atorDoEspelho(actor: Actor<'corretor' | 'construtora'>): AtorEspelho {
  return actor.tipo === 'construtora'
    ? { tipo: 'construtora', userId: actor.userId, construtoraId: actor.construtoraId }
    : { tipo: 'corretor', userId: actor.userId, corretorId: actor.corretorId };
}

/**
 * What a viewer sees of a unit: the reservation only when it is the developer or the broker holding it. The room
 * applies the same function per socket.
 */
export function redactFor(u: UnidadeCompleta, ator: Pick<AtorEspelho, 'tipo'> & { corretorId?: string }): Unidade {
  const minha = ator.tipo === 'corretor' && u.reserva !== null && u.reserva.corretor_id === ator.corretorId;
  return { ...u, minha, reserva: ator.tipo === 'construtora' || minha ? u.reserva : null };
}

export type AcessoEspelho = { imovel: Espelho['imovel']; permissoes: Espelho['permissoes'] };

const naoEncontrado = () => new AppError('not_found', MSG_ESPELHO.empreendimentoNaoEncontrado);

/**
 * The development and what the caller may do with it. Another developer's is not found; a broker does not see an
 * inactive one at all; a broker reserves only with an Ativo capture contract for it, their own or their agency's
 * (docs/regras.md#imobiliárias). A removed (archived) development has no grid for anyone.
 */
export async function acessoEspelho(db: Executor, ator: AtorEspelho, imovelId: string): Promise<AcessoEspelho> {
  if (!isUuid(imovelId)) throw naoEncontrado();
  const corretorId = ator.tipo === 'corretor' ? ator.corretorId : null;
  const result = await db.execute<Espelho['imovel'] & { ativo: boolean; contrato_ativo: boolean }>(sql`
    SELECT i.id, i.nome, i.construtora_id, i.reserva_horas, i.reservas_max_por_corretor, i.ativo,
           EXISTS (SELECT 1 FROM contratos_captacao k
                    WHERE k.imovel_id = i.id AND k.corretor_id = ${corretorId} AND k.status_contrato = 'Ativo')
           OR EXISTS (SELECT 1 FROM imobiliaria_membros m
                        JOIN contratos_captacao k ON k.imobiliaria_id = m.imobiliaria_id
                       WHERE m.corretor_id = ${corretorId} AND m.saiu_em IS NULL
                         AND k.imovel_id = i.id AND k.status_contrato = 'Ativo')
             AS contrato_ativo
      FROM imoveis i WHERE i.id = ${imovelId} AND i.removido_em IS NULL`);
  const row = result.rows[0];
  if (!row) throw naoEncontrado();
  const { ativo, contrato_ativo, ...imovel } = row;
  if (ator.tipo === 'construtora') {
    if (imovel.construtora_id !== ator.construtoraId) throw naoEncontrado();
    return { imovel, permissoes: { gerenciar: true, reservar: false, motivo: null } };
  }
  if (!ativo) throw naoEncontrado();
  return {
    imovel,
    permissoes: { gerenciar: false, reservar: contrato_ativo, motivo: contrato_ativo ? null : MSG_ESPELHO.semContrato },
  };
}

/** The developer's routes: a broker is refused. */
export async function acessoGestao(db: Executor, ator: AtorEspelho, imovelId: string): Promise<AcessoEspelho> {
  const acesso = await acessoEspelho(db, ator, imovelId);
  if (!acesso.permissoes.gerenciar)
    throw new AppError('forbidden', 'Só a construtora do empreendimento pode fazer isso.');
  return acesso;
}

export type UnidadeRow = Omit<UnidadeCompleta, 'reserva'> & { reserva: ReservaVisivel | null };

/** Columns and joins of a full unit row `u` with its live reservation. */
export const SELECT_UNIDADE = sql`
  SELECT u.id, u.torre, u.numero, u.andar, u.final, u.tipologia, u.area_privativa::float8 AS area_privativa, u.vagas,
         u.preco_centavos::float8 AS preco_centavos, u.status, u.versao, u.seq::float8 AS seq,
         CASE WHEN r.id IS NULL THEN NULL ELSE json_build_object(
           'id', r.id, 'corretor_id', r.corretor_id, 'corretor_nome', k.nome, 'imobiliaria_nome', m.nome,
           'cliente_nome', r.cliente_nome,
           'cliente_telefone', r.cliente_telefone, 'expira_em', r.expira_em, 'created_at', r.created_at) END AS reserva
    FROM unidades u
    LEFT JOIN reservas_unidades r ON r.unidade_id = u.id AND r.status = 'Ativa'
    LEFT JOIN corretores k ON k.id = r.corretor_id
    LEFT JOIN imobiliarias m ON m.id = r.imobiliaria_id`;

export function toUnidade(r: UnidadeRow): UnidadeCompleta {
  return {
    ...r,
    reserva: r.reserva && {
      ...r.reserva,
      expira_em: new Date(r.reserva.expira_em).toISOString(),
      created_at: new Date(r.reserva.created_at).toISOString(),
    },
  };
}

const natural = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** Towers in natural order; inside one, floors from the top and numbers in order. */
export function ordenar(
  a: Pick<Unidade, 'torre' | 'andar' | 'numero'>,
  b: Pick<Unidade, 'torre' | 'andar' | 'numero'>,
) {
  return natural.compare(a.torre, b.torre) || b.andar - a.andar || natural.compare(a.numero, b.numero);
}

export async function readUnidades(db: Executor, imovelId: string, ids?: string[]): Promise<UnidadeCompleta[]> {
  const filtro = ids ? sql`AND u.id = ANY(${sql.param(ids)}::uuid[])` : sql``;
  const result = await db.execute<UnidadeRow>(sql`${SELECT_UNIDADE} WHERE u.imovel_id = ${imovelId} ${filtro}`);
  return result.rows.map(toUnidade).sort(ordenar);
}

/** The counts per status and the highest seq of the whole development. */
export async function resumo(db: Executor, imovelId: string): Promise<{ contagem: ContagemStatus; seq: number }> {
  const result = await db.execute<{ status: StatusUnidade; n: number; seq: number }>(sql`
    SELECT status, count(*)::int AS n, max(seq)::float8 AS seq FROM unidades WHERE imovel_id = ${imovelId} GROUP BY status`);
  const contagem = Object.fromEntries(STATUS_UNIDADE.map((s) => [s, 0])) as ContagemStatus;
  let seq = 0;
  for (const r of result.rows) {
    contagem[r.status] = r.n;
    seq = Math.max(seq, r.seq);
  }
  return { contagem, seq };
}

export async function getMudancas(
  db: Db,
  ator: AtorEspelho,
  imovelId: string,
  desde: number,
): Promise<MudancasEspelho> {
  await acessoEspelho(db, ator, imovelId);
  const result = await db.execute<UnidadeRow>(
    sql`${SELECT_UNIDADE} WHERE u.imovel_id = ${imovelId} AND u.seq > ${desde} ORDER BY u.seq`,
  );
  const { contagem, seq } = await resumo(db, imovelId);
  return { unidades: result.rows.map((r) => redactFor(toUnidade(r), ator)), contagem, seq };
}

/** floor × 100 + final (1-based): floor 15, final 2 → '1502'; ground floor 0, final 3 → '3'. */
export function generateUnidades(input: z.output<typeof geradorSchema>): UnidadeGerada[] {
  const unidades: UnidadeGerada[] = [];
  for (let andar = input.primeiro_andar; andar <= input.ultimo_andar; andar++) {
    input.finais.forEach((f, i) => {
      unidades.push({
        torre: input.torre,
        numero: String(andar * 100 + i + 1),
        andar,
        final: String(i + 1),
        tipologia: f.tipologia,
        area_privativa: f.area_privativa,
        vagas: f.vagas,
        preco_centavos: f.preco_centavos,
      });
    });
  }
  return unidades;
}

async function conflitos(db: Executor, imovelId: string, torre: string, numeros: string[]): Promise<string[]> {
  const result = await db.execute<{ numero: string }>(sql`
    SELECT numero FROM unidades
     WHERE imovel_id = ${imovelId} AND torre = ${torre} AND numero = ANY(${sql.param(numeros)}::text[])`);
  return result.rows.map((r) => r.numero).sort(natural.compare);
}

export async function previaGerador(
  db: Db,
  ator: AtorEspelho,
  imovelId: string,
  input: z.output<typeof geradorSchema>,
): Promise<{ unidades: UnidadeGerada[]; conflitos: string[] }> {
  await acessoGestao(db, ator, imovelId);
  const unidades = generateUnidades(input);
  return {
    unidades,
    conflitos: await conflitos(
      db,
      imovelId,
      input.torre,
      unidades.map((u) => u.numero),
    ),
  };
}

const conflitoNumeros = (numeros: string[]) =>
  new AppError(
    'conflict',
    `${MSG_ESPELHO.numeroDuplicado} (${numeros.slice(0, 20).join(', ')}${numeros.length > 20 ? ', …' : ''})`,
    numeros.map((n) => ({ path: ['unidades', n], message: MSG_ESPELHO.numeroDuplicado })),
  );

/**
 * Creates the tower's units in one INSERT inside one transaction: a number that already exists in the tower makes
 * the whole batch roll back with the list of conflicts (adding a tower never renumbers another).
 */
export async function createFromGerador(
  db: Db,
  ator: AtorEspelho,
  imovelId: string,
  input: z.output<typeof geradorSchema>,
): Promise<string[]> {
  await acessoGestao(db, ator, imovelId);
  const unidades = generateUnidades(input);
  const col = <K extends keyof UnidadeGerada>(k: K) => sql.param(unidades.map((u) => u[k]));
  return db.transaction(async (tx) => {
    // Serializes generators of one development, so the unit cap holds under concurrent requests.
    await tx.execute(sql`SELECT id FROM imoveis WHERE id = ${imovelId} FOR UPDATE`);
    const total = await tx.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM unidades WHERE imovel_id = ${imovelId}`,
    );
    if (total.rows[0]!.n + unidades.length > MAX_UNIDADES) {
      throw new AppError('validation_failed', `Um empreendimento pode ter no máximo ${MAX_UNIDADES} unidades.`);
    }
    const result = await tx.execute<{ id: string; numero: string }>(sql`
      WITH novas AS (
        INSERT INTO unidades (imovel_id, torre, numero, andar, final, tipologia, area_privativa, vagas, preco_centavos)
        SELECT ${imovelId}, ${input.torre}, n.*
          FROM unnest(${col('numero')}::text[], ${col('andar')}::int[], ${col('final')}::text[],
                      ${col('tipologia')}::text[], ${col('area_privativa')}::numeric[], ${col('vagas')}::int[],
                      ${col('preco_centavos')}::bigint[]) AS n
        ON CONFLICT (imovel_id, torre, numero) DO NOTHING
        RETURNING id, numero
      ), historico AS (
        INSERT INTO unidades_historico (unidade_id, de, para, user_id, observacao)
        SELECT id, NULL, 'Disponível', ${ator.userId}::uuid, 'Criada pelo gerador' FROM novas
      )
      SELECT id, numero FROM novas`);
    if (result.rows.length < unidades.length) {
      const criados = new Set(result.rows.map((r) => r.numero));
      throw conflitoNumeros(unidades.map((u) => u.numero).filter((n) => !criados.has(n)));
    }
    return result.rows.map((r) => r.id);
  });
}

async function unidadeDoEspelho(db: Executor, imovelId: string, unidadeId: string) {
  if (!isUuid(unidadeId)) return null;
  const result = await db.execute<{ status: StatusUnidade; versao: number }>(
    sql`SELECT status, versao FROM unidades WHERE id = ${unidadeId} AND imovel_id = ${imovelId}`,
  );
  return result.rows[0] ?? null;
}

export const unidadeNaoEncontrada = () => new AppError('not_found', MSG_ESPELHO.unidadeNaoEncontrada);

/**
 * The developer's edit of one unit's data, guarded by the version it was made from and by its status: a unit held,
 * under proposal or sold keeps the data it is being sold with (docs/vendas.md).
 */
export async function editUnidade(
  db: Db,
  ator: AtorEspelho,
  imovelId: string,
  unidadeId: string,
  input: z.output<typeof unidadeEdicaoSchema>,
): Promise<Unidade> {
  await acessoGestao(db, ator, imovelId);
  if (!isUuid(unidadeId)) throw unidadeNaoEncontrada();
  const result = await db.execute<{ id: string }>(sql`
    WITH alterada AS (
      UPDATE unidades
         SET tipologia = ${input.tipologia}, area_privativa = ${input.area_privativa}, vagas = ${input.vagas},
             final = ${input.final}, preco_centavos = ${input.preco_centavos},
             versao = versao + 1, seq = nextval('unidades_seq'), updated_at = now()
       WHERE id = ${unidadeId} AND imovel_id = ${imovelId} AND versao = ${input.versao}
         AND status = ANY(${sql.param([...STATUS_EDITAVEL])}::text[])
      RETURNING id, status
    ), historico AS (
      INSERT INTO unidades_historico (unidade_id, de, para, user_id, observacao)
      SELECT id, status, status, ${ator.userId}::uuid, 'Dados da unidade alterados' FROM alterada
    )
    SELECT id FROM alterada`);
  if (!result.rows.length) {
    const atual = await unidadeDoEspelho(db, imovelId, unidadeId);
    if (!atual) throw unidadeNaoEncontrada();
    if (!STATUS_EDITAVEL.includes(atual.status)) throw new AppError('conflict', MSG_ESPELHO.unidadeCongelada);
    throw new AppError('conflict', MSG_ESPELHO.conflitoVersao);
  }
  return redactFor((await readUnidades(db, imovelId, [unidadeId]))[0]!, ator);
}

/** Blocks a Disponível unit or frees a Bloqueada one; any other status is refused. */
export async function setUnidadeBlocked(
  db: Db,
  ator: AtorEspelho,
  imovelId: string,
  unidadeId: string,
  bloquear: boolean,
): Promise<Unidade> {
  await acessoGestao(db, ator, imovelId);
  if (!isUuid(unidadeId)) throw unidadeNaoEncontrada();
  const [de, para] = bloquear ? ['Disponível', 'Bloqueada'] : ['Bloqueada', 'Disponível'];
  const result = await db.execute<{ id: string }>(sql`
    WITH alterada AS (
      UPDATE unidades SET status = ${para}, versao = versao + 1, seq = nextval('unidades_seq'), updated_at = now()
       WHERE id = ${unidadeId} AND imovel_id = ${imovelId} AND status = ${de}
      RETURNING id
    ), historico AS (
      INSERT INTO unidades_historico (unidade_id, de, para, user_id)
      SELECT id, ${de}, ${para}, ${ator.userId}::uuid FROM alterada
    )
    SELECT id FROM alterada`);
  if (!result.rows.length) {
    if (!(await unidadeDoEspelho(db, imovelId, unidadeId))) throw unidadeNaoEncontrada();
    throw new AppError('conflict', bloquear ? MSG_ESPELHO.naoPodeBloquear : MSG_ESPELHO.naoPodeDesbloquear);
  }
  return redactFor((await readUnidades(db, imovelId, [unidadeId]))[0]!, ator);
}

export async function configureEspelho(
  db: Db,
  ator: AtorEspelho,
  imovelId: string,
  input: z.output<typeof configuracaoEspelhoSchema>,
) {
  await acessoGestao(db, ator, imovelId);
  const result = await db.execute<{ reserva_horas: number; reservas_max_por_corretor: number }>(sql`
    UPDATE imoveis SET reserva_horas = ${input.reserva_horas},
                       reservas_max_por_corretor = ${input.reservas_max_por_corretor}, updated_at = now()
     WHERE id = ${imovelId}
    RETURNING reserva_horas, reservas_max_por_corretor`);
  return result.rows[0]!;
}
