// The price table of a development's sales grid: a CSV/XLSX file whose lines create units or change their floor,
// typology, area, parking and price. Preview and import run the same reading, validation and diff; the import
// applies nothing unless every line is valid, all in one transaction, and keeps one version row per import.
// Units missing from the file are left as they are (a table never deletes units), and a unit under sale (not
// Disponível or Bloqueada) keeps its data: a line that would change it is refused like any invalid line.
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/env.ts';
import { AppError, type ErrorIssue } from '../lib/errors.ts';
import { SQLSTATE, sqlState } from '../lib/sql-state.ts';
import {
  SpreadsheetError,
  readCsv,
  readXlsx,
  writeXlsx,
  type Cell,
  type ReadOptions,
  type SheetRow,
} from '../lib/planilha.ts';
import { hasUnstorableText } from '../lib/text-guard.ts';
import type { SessionUser } from '../schemas/auth.ts';
import { numeroBr } from '../schemas/numero-br.ts';
import { MAX_UNIDADES, STATUS_EDITAVEL, type StatusUnidade, type VersaoTabela } from '../schemas/espelho.ts';
import { comoTexto, linhaTabelaSchema, type LinhaBruta, type LinhaTabela } from '../schemas/tabela-precos-input.ts';
import {
  CAMPOS_TABELA,
  COLUNAS_TABELA,
  MSG_TABELA,
  type CampoTabela,
  type ErroLinha,
  type LinhaPrevia,
  type MudancaCampo,
  type PreviaTabela,
} from '../schemas/tabela-precos.ts';
import { celulaCsv } from './relatorios.ts';
import type { Owner } from '../lib/actor.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export type ImovelTabela = { id: string; nome: string };

/**
 * Every use of the table starts here: only the developer that owns the development; another developer's, a removed
 * (archived) or an unknown development is 404, like its grid.
 */
async function imovelDoDono(db: Db, owner: Owner, imovelId: string): Promise<ImovelTabela> {
  const { rows } = await db.execute<ImovelTabela>(sql`
    SELECT id, nome FROM imoveis
     WHERE id = ${imovelId} AND construtora_id = ${owner.construtoraId} AND removido_em IS NULL`);
  const row = rows[0];
  if (!row) throw new AppError('not_found', MSG_TABELA.naoEncontrado);
  return row;
}

/** The header and at most MAX_UNIDADES units: the reader stops at the next non-blank row. */
export const LEITURA_TABELA: ReadOptions = {
  maxRows: MAX_UNIDADES + 1,
  messages: {
    tooManyRows: MSG_TABELA.linhasDemais(MAX_UNIDADES),
    unclosedQuote: MSG_TABELA.aspasAbertas,
    invalidXlsx: MSG_TABELA.xlsxInvalido,
    xlsxTooBig: MSG_TABELA.xlsxGrande,
  },
};

/** The file's non-blank rows: XLSX by its zip signature, anything else as UTF-8 CSV (BOM or not). */
export async function readUpload(arquivo: Blob): Promise<SheetRow[]> {
  const bytes = new Uint8Array(await arquivo.arrayBuffer());
  if (bytes.length === 0) throw new SpreadsheetError(MSG_TABELA.arquivoVazio);
  const [a, b, c, d] = bytes;
  if (a === 0x50 && b === 0x4b && c === 0x03 && d === 0x04) return readXlsx(bytes, LEITURA_TABELA);
  if (a === 0xd0 && b === 0xcf && c === 0x11 && d === 0xe0) throw new SpreadsheetError(MSG_TABELA.formatoXls);
  let texto: string;
  try {
    texto = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new SpreadsheetError(MSG_TABELA.naoUtf8);
  }
  return readCsv(texto, LEITURA_TABELA);
}

/** 'Área Privativa', 'PREÇO', ' área-privativa ' → area_privativa, preco. */
const normalizeHeader = (s: Cell) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const chave = (torre: string, numero: string) => `${torre}\u0000${numero}`;
/** The identifying text of a cell exactly as the line schema reads it. */
const textoChave = (v: Cell | undefined) => {
  const t = comoTexto(v);
  return typeof t === 'string' ? t : '';
};

export type LinhaValida = { linha: number; dados: LinhaTabela };
export type Validacao = { validas: LinhaValida[]; erros: ErroLinha[] };

/** Header, each line's schema and duplicates; every problem with its line number (header = 1). */
export function validateRows(rows: SheetRow[]): Validacao {
  const cabecalho = rows[0];
  if (!cabecalho) return { validas: [], erros: [{ linha: 1, motivo: MSG_TABELA.semCabecalho }] };
  const nomes = cabecalho.cells.map(normalizeHeader);
  const erros: ErroLinha[] = [];
  const indice = new Map<string, number>();
  for (const col of COLUNAS_TABELA) {
    const achadas = nomes.flatMap((n, i) => (n === col ? [i] : []));
    if (achadas.length === 0) erros.push({ linha: cabecalho.line, motivo: MSG_TABELA.colunaAusente(col) });
    else if (achadas.length > 1) erros.push({ linha: cabecalho.line, motivo: MSG_TABELA.colunaRepetida(col) });
    else indice.set(col, achadas[0]!);
  }
  if (erros.length > 0) {
    if (indice.size === 0) return { validas: [], erros: [{ linha: cabecalho.line, motivo: MSG_TABELA.semCabecalho }] };
    return { validas: [], erros };
  }
  const dados = rows.slice(1);
  if (dados.length === 0) return { validas: [], erros: [{ linha: cabecalho.line, motivo: MSG_TABELA.semLinhas }] };
  const validas: LinhaValida[] = [];
  const vistas = new Map<string, number>();
  for (const r of dados) {
    const bruta: LinhaBruta = {};
    for (const [col, i] of indice) bruta[col] = r.cells[i] ?? null;
    if (hasUnstorableText(bruta)) {
      erros.push({ linha: r.line, motivo: MSG_TABELA.caracteresInvalidos });
      continue;
    }
    const parsed = linhaTabelaSchema.safeParse(bruta);
    if (!parsed.success) for (const issue of parsed.error.issues) erros.push({ linha: r.line, motivo: issue.message });
    // A repeated unit is reported even when its first line has other errors.
    const torre = textoChave(bruta.torre);
    const unidade = textoChave(bruta.unidade);
    const primeira = torre && unidade ? vistas.get(chave(torre, unidade)) : undefined;
    if (primeira !== undefined) erros.push({ linha: r.line, motivo: MSG_TABELA.duplicada(unidade, torre, primeira) });
    else if (torre && unidade) vistas.set(chave(torre, unidade), r.line);
    if (parsed.success && primeira === undefined) validas.push({ linha: r.line, dados: parsed.data });
  }
  return { validas, erros };
}

type Existente = {
  id: string;
  torre: string;
  numero: string;
  andar: number;
  tipologia: string | null;
  area_privativa: number | null;
  vagas: number;
  preco_centavos: number | null;
  status: StatusUnidade;
};

async function existentes(db: Executor, imovelId: string): Promise<Existente[]> {
  const { rows } = await db.execute<Existente>(sql`
    SELECT id, torre, numero, andar, tipologia, area_privativa::float8 AS area_privativa, vagas,
           preco_centavos::float8 AS preco_centavos, status
      FROM unidades WHERE imovel_id = ${imovelId}`);
  return rows;
}

type Valores = Record<CampoTabela, string | number | null>;
const valoresDa = (d: LinhaTabela): Valores => ({
  andar: d.andar,
  tipologia: d.tipologia,
  area_privativa: d.area_privativa,
  vagas: d.vagas,
  preco_centavos: d.preco,
});

/** The position on the floor, when the number follows floor × 100 + final ('1502' on floor 15 → '2'). */
function finalDe(numero: string, andar: number): string | null {
  if (!/^\d{1,6}$/.test(numero) || andar < 0) return null;
  const f = Number(numero) - andar * 100;
  return f >= 1 && f <= 99 ? String(f) : null;
}

export type Plano = {
  criar: (Valores & { torre: string; numero: string; final: string | null })[];
  alterar: (Valores & { id: string })[];
  semMudanca: number;
  linhas: LinhaPrevia[];
  /** Lines that would change a unit under sale. */
  recusadas: ErroLinha[];
};

/** What the valid lines change against the units as they are; lines equal to their unit change nothing. */
export function planImport(validas: LinhaValida[], atuais: Existente[]): Plano {
  const porChave = new Map(atuais.map((u) => [chave(u.torre, u.numero), u]));
  const plano: Plano = { criar: [], alterar: [], semMudanca: 0, linhas: [], recusadas: [] };
  for (const { linha, dados } of validas) {
    const novo = valoresDa(dados);
    const u = porChave.get(chave(dados.torre, dados.unidade));
    const base = { linha, torre: dados.torre, unidade: dados.unidade };
    if (!u) {
      plano.criar.push({
        ...novo,
        torre: dados.torre,
        numero: dados.unidade,
        final: finalDe(dados.unidade, dados.andar),
      });
      const mudancas = CAMPOS_TABELA.filter((c) => novo[c] !== null).map((c) => ({
        campo: c,
        de: null,
        para: novo[c],
      }));
      plano.linhas.push({ ...base, acao: 'criar', status: null, mudancas });
      continue;
    }
    const atual: Valores = { ...u, tipologia: u.tipologia || null };
    const mudancas: MudancaCampo[] = CAMPOS_TABELA.filter((c) => atual[c] !== novo[c]).map((c) => ({
      campo: c,
      de: atual[c],
      para: novo[c],
    }));
    if (mudancas.length === 0) {
      plano.semMudanca++;
      continue;
    }
    if (!STATUS_EDITAVEL.includes(u.status)) {
      plano.recusadas.push({ linha, motivo: MSG_TABELA.naoEditavel(dados.unidade, dados.torre, u.status) });
      continue;
    }
    plano.alterar.push({ ...novo, id: u.id });
    plano.linhas.push({ ...base, acao: 'alterar', status: u.status, mudancas });
  }
  return plano;
}

function erroTotal(total: number): ErroLinha | null {
  return total > MAX_UNIDADES ? { linha: 0, motivo: MSG_TABELA.unidadesDemais(total, MAX_UNIDADES) } : null;
}

async function validateFile(arquivo: Blob): Promise<Validacao> {
  try {
    return validateRows(await readUpload(arquivo));
  } catch (err) {
    if (err instanceof SpreadsheetError) return { validas: [], erros: [{ linha: err.line, motivo: err.message }] };
    throw err;
  }
}

/** What importing `arquivo` would do, and every error in it; nothing is written. */
/** The upload is read only once the development is known to be the caller's (`readArquivo` after the check). */
export async function previaTabela(
  db: Db,
  owner: Owner,
  imovelId: string,
  readArquivo: () => Promise<File>,
): Promise<PreviaTabela> {
  const imovel = await imovelDoDono(db, owner, imovelId);
  const arquivo = await readArquivo();
  const { validas, erros } = await validateFile(arquivo);
  const atuais = await existentes(db, imovel.id);
  const plano = planImport(validas, atuais);
  const total = erroTotal(atuais.length + plano.criar.length);
  return {
    arquivo_nome: arquivo.name,
    criar: plano.criar.length,
    alterar: plano.alterar.length,
    sem_mudanca: plano.semMudanca,
    linhas: plano.linhas,
    erros: [...(total ? [total] : []), ...erros, ...plano.recusadas].sort((a, b) => a.linha - b.linha),
  };
}

const invalida = (erros: ErroLinha[]) =>
  new AppError(
    'validation_failed',
    erros.length === 1 ? erros[0]!.motivo : MSG_TABELA.invalida,
    erros.map((e): ErrorIssue => ({ path: e.linha > 0 ? ['linha', e.linha] : ['arquivo'], message: e.motivo })),
  );

export type Importacao = { versao: VersaoTabela; unidadeIds: string[] };

/**
 * Applies the file when every line is valid: one transaction that locks the development (imports of one
 * development run one after the other), inserts the new units in one statement, updates the changed ones in one
 * statement (bumping versao and the feed's seq only for rows that really change) and writes the version row. The
 * units read need no lock of their own: units are never deleted, and a unit
 * edited meanwhile ends as if the edit had come just before or just after the import (the UPDATE re-checks each
 * row it writes, its status too: a unit reserved meanwhile keeps its data).
 */
export async function importTabela(
  db: Db,
  owner: Owner & { user: SessionUser },
  imovelId: string,
  readArquivo: () => Promise<File>,
): Promise<Importacao> {
  const imovel = await imovelDoDono(db, owner, imovelId);
  const user = owner.user;
  const arquivo = await readArquivo();
  const { validas, erros } = await validateFile(arquivo);
  if (erros.length > 0) throw invalida(erros);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1 FROM imoveis WHERE id = ${imovel.id} FOR UPDATE`);
      const atuais = await existentes(tx, imovel.id);
      const plano = planImport(validas, atuais);
      if (plano.recusadas.length > 0) throw invalida(plano.recusadas);
      const total = erroTotal(atuais.length + plano.criar.length);
      if (total) throw invalida([total]);
      // One jsonb parameter per statement: 5,000 rows × 9 columns would pass Postgres' 65,535-parameter cap.
      const criadas = plano.criar.length
        ? (
            await tx.execute<{ id: string }>(sql`
              INSERT INTO unidades (imovel_id, torre, numero, andar, final, tipologia, area_privativa, vagas, preco_centavos)
              SELECT ${imovel.id}, v.torre, v.numero, v.andar, v.final, v.tipologia, v.area_privativa, v.vagas,
                     v.preco_centavos
                FROM jsonb_to_recordset(${JSON.stringify(plano.criar)}::jsonb)
                  AS v(torre text, numero text, andar int, final text, tipologia text, area_privativa numeric,
                       vagas int, preco_centavos bigint)
              RETURNING id`)
          ).rows
        : [];
      const alteradas = plano.alterar.length
        ? (
            await tx.execute<{ id: string }>(sql`
              UPDATE unidades u
                 SET andar = v.andar, tipologia = v.tipologia, area_privativa = v.area_privativa, vagas = v.vagas,
                     preco_centavos = v.preco_centavos, versao = u.versao + 1, seq = nextval('unidades_seq'),
                     updated_at = now()
                FROM jsonb_to_recordset(${JSON.stringify(plano.alterar)}::jsonb)
                  AS v(id uuid, andar int, tipologia text, area_privativa numeric, vagas int, preco_centavos bigint)
               WHERE u.id = v.id AND u.imovel_id = ${imovel.id}
                 AND u.status = ANY(${sql.param([...STATUS_EDITAVEL])}::text[])
                 AND (u.andar, u.tipologia, u.area_privativa, u.vagas, u.preco_centavos)
                     IS DISTINCT FROM (v.andar, v.tipologia, v.area_privativa, v.vagas, v.preco_centavos)
              RETURNING u.id`)
          ).rows
        : [];
      const { rows } = await tx.execute<VersaoTabela>(sql`
        INSERT INTO tabelas_precos_versoes (imovel_id, user_id, arquivo_nome, unidades_criadas, unidades_alteradas)
        VALUES (${imovel.id}, ${user.id}, ${arquivo.name.slice(0, 200)}, ${criadas.length}, ${alteradas.length})
        RETURNING id, ${user.nome}::text AS autor, arquivo_nome, unidades_criadas, unidades_alteradas, created_at`);
      const versao = rows[0]!;
      return {
        versao: { ...versao, created_at: new Date(versao.created_at).toISOString() },
        unidadeIds: [...criadas, ...alteradas].map((r) => r.id),
      };
    });
  } catch (err) {
    // A unit created by someone else (the generator) between our read and our insert.
    if (sqlState(err) === SQLSTATE.uniqueViolation) {
      throw new AppError('conflict', 'Outra alteração criou unidades ao mesmo tempo. Envie o arquivo de novo.');
    }
    throw err;
  }
}

export async function versoesTabela(db: Db, owner: Owner, imovelId: string): Promise<VersaoTabela[]> {
  await imovelDoDono(db, owner, imovelId);
  const { rows } = await db.execute<VersaoTabela>(sql`
    SELECT v.id, coalesce(c.nome, u.email) AS autor, v.arquivo_nome, v.unidades_criadas, v.unidades_alteradas,
           v.created_at
      FROM tabelas_precos_versoes v
      LEFT JOIN users u ON u.id = v.user_id
      LEFT JOIN construtoras c ON c.user_id = v.user_id
     WHERE v.imovel_id = ${imovelId}
     ORDER BY v.created_at DESC, v.id DESC
     LIMIT 100`);
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
}

/** 'Residencial Águas Claras!' → 'residencial-aguas-claras'. */
export function slug(nome: string): string {
  const s = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return s || 'empreendimento';
}

const natural = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

async function linhasAtuais(db: Db, imovelId: string): Promise<Existente[]> {
  const atuais = await existentes(db, imovelId);
  return atuais.sort(
    (a, b) => natural.compare(a.torre, b.torre) || a.andar - b.andar || natural.compare(a.numero, b.numero),
  );
}

/** The current table as CSV for Excel pt-BR: BOM, ';', the import's columns, numbers like 450.000,00. */
async function exportCsv(db: Db, imovelId: string): Promise<string> {
  const linhas = [COLUNAS_TABELA.join(';')];
  for (const u of await linhasAtuais(db, imovelId)) {
    linhas.push(
      [
        celulaCsv(u.torre),
        celulaCsv(u.numero),
        String(u.andar),
        celulaCsv(u.tipologia ?? ''),
        u.area_privativa === null ? '' : numeroBr(u.area_privativa, 0, 2),
        String(u.vagas),
        u.preco_centavos === null ? '' : numeroBr(u.preco_centavos / 100, 2, 2),
      ].join(';'),
    );
  }
  return `\uFEFF${linhas.join('\r\n')}\r\n`;
}

/** The same table as a one-sheet XLSX: numbers stay numbers (area and price shown with two decimals). */
async function exportXlsx(db: Db, imovelId: string): Promise<Uint8Array<ArrayBuffer>> {
  const linhas: Cell[][] = [[...COLUNAS_TABELA]];
  for (const u of await linhasAtuais(db, imovelId)) {
    linhas.push([
      u.torre,
      u.numero,
      u.andar,
      u.tipologia,
      u.area_privativa,
      u.vagas,
      u.preco_centavos === null ? null : u.preco_centavos / 100,
    ]);
  }
  return writeXlsx('Tabela de preços', linhas, new Set([4, 6]));
}

export type ExportacaoTabela = { arquivoNome: string; conteudo: string | Uint8Array<ArrayBuffer> };

/** The owner's table as a file named after the development: 'tabela-residencial-x.csv'. */
export async function exportTabela(
  db: Db,
  owner: Owner,
  imovelId: string,
  formato: 'csv' | 'xlsx',
): Promise<ExportacaoTabela> {
  const imovel = await imovelDoDono(db, owner, imovelId);
  return {
    arquivoNome: `tabela-${slug(imovel.nome)}.${formato}`,
    conteudo: formato === 'xlsx' ? await exportXlsx(db, imovel.id) : await exportCsv(db, imovel.id),
  };
}
