// The grid as a viewer loads it: every unit of a development in the compact shape (towers and kinds of unit once,
// each unit a short row), its version for the ETag, and one unit whole when its dialog opens. See docs/vendas.md.
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/env.ts';
import { sha256Hex } from '../lib/hash.ts';
import {
  STATUS_UNIDADE,
  type ContagemStatus,
  type Espelho,
  type LinhaEspelho,
  type TipoUnidade,
  type Unidade,
} from '../schemas/espelho.ts';
import {
  espelhoAccess,
  sortUnidades,
  redactFor,
  resumo,
  SELECT_UNIDADE,
  toUnidade,
  unidadeNotFound,
  type EspelhoAccess,
  type EspelhoViewer,
  type UnidadeRow,
} from './espelho.ts';

/** A unit's row as the grid reads it: everything but its id, version and reservation. */
type LinhaRow = Omit<Unidade, 'id' | 'versao' | 'reserva'>;

const STATUS_INDEX = new Map(STATUS_UNIDADE.map((s, i) => [s, i]));

/**
 * The grid's version for this viewer: who asks, what they may do, the development's settings and the highest seq
 * and count of its units. Every change of a unit takes a new seq and units are never deleted, so the same version
 * means the same answer.
 */
function etagOf(ator: EspelhoViewer, acesso: EspelhoAccess, seq: number, total: number) {
  return `"${sha256Hex(JSON.stringify([ator.userId, acesso, seq, total])).slice(0, 32)}"`;
}

/** The version alone, without reading the units: a grid opened again that did not change is answered 304. */
export async function espelhoVersao(db: Db, ator: EspelhoViewer, imovelId: string) {
  const acesso = await espelhoAccess(db, ator, imovelId);
  const { contagem, seq } = await resumo(db, imovelId);
  const total = Object.values(contagem).reduce((a, b) => a + b, 0);
  return { acesso, etag: etagOf(ator, acesso, seq, total) };
}

/**
 * The whole grid and its version. The access check and the units' read go out together (two round trips at once, not
 * one after the other); a refused caller gets the refusal and nothing of what was read.
 */
export async function getEspelho(
  db: Db,
  ator: EspelhoViewer,
  imovelId: string,
  checked?: EspelhoAccess,
): Promise<{ espelho: Espelho; etag: string }> {
  const corretorId = ator.tipo === 'corretor' ? ator.corretorId : null;
  const [acesso, result] = await Promise.all([
    checked ?? espelhoAccess(db, ator, imovelId),
    db.execute<LinhaRow>(sql`
    SELECT u.torre, u.numero, u.andar, u.final, u.tipologia, u.area_privativa::float8 AS area_privativa, u.vagas,
           u.preco_centavos::float8 AS preco_centavos, u.status, u.seq::float8 AS seq, r.id IS NOT NULL AS minha
      FROM unidades u
      LEFT JOIN reservas_unidades r ON r.unidade_id = u.id AND r.status = 'Ativa' AND r.corretor_id = ${corretorId}
     WHERE u.imovel_id = ${imovelId}`),
  ]);
  const rows = result.rows.sort(sortUnidades);
  const torres: string[] = [];
  const torreIndex = new Map<string, number>();
  const tipos: TipoUnidade[] = [];
  const tipoIndex = new Map<string, number>();
  const contagem = Object.fromEntries(STATUS_UNIDADE.map((s) => [s, 0])) as ContagemStatus;
  let seq = 0;
  const unidades = rows.map((r): LinhaEspelho => {
    let t = torreIndex.get(r.torre);
    if (t === undefined) torreIndex.set(r.torre, (t = torres.push(r.torre) - 1));
    const chave = `${r.tipologia}\u0000${r.area_privativa}\u0000${r.vagas}`;
    let k = tipoIndex.get(chave);
    if (k === undefined) {
      k = tipos.push({ tipologia: r.tipologia, area_privativa: r.area_privativa, vagas: r.vagas }) - 1;
      tipoIndex.set(chave, k);
    }
    contagem[r.status]++;
    seq = Math.max(seq, r.seq);
    return [t, r.numero, r.andar, r.final, k, r.preco_centavos, STATUS_INDEX.get(r.status)!, r.seq, r.minha ? 1 : 0];
  });
  return {
    espelho: { ...acesso, torres, tipos, unidades, contagem, seq },
    etag: etagOf(ator, acesso, seq, unidades.length),
  };
}

/** One unit whole (its id, version and, for its holder or the developer, the reservation), by tower and number. */
export async function getUnidade(
  db: Db,
  ator: EspelhoViewer,
  imovelId: string,
  torre: string,
  numero: string,
): Promise<Unidade> {
  await espelhoAccess(db, ator, imovelId);
  const result = await db.execute<UnidadeRow>(
    sql`${SELECT_UNIDADE} WHERE u.imovel_id = ${imovelId} AND u.torre = ${torre} AND u.numero = ${numero}`,
  );
  const row = result.rows[0];
  if (!row) throw unidadeNotFound();
  return redactFor(toUnidade(row), ator);
}
