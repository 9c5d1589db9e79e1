// Site content, SEO and contact settings (configuracoes_site): read by the public site with today's texts as
// defaults when no row exists, written by admins with an audit row in the same transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/env.ts';
import { CONFIGURACOES_PADRAO, type ConfiguracoesSite } from '../schemas/site-configuracoes.ts';
import {
  CHAVE,
  CONTEUDO_PADRAO,
  SEO_PADRAO,
  type ConteudoPaginas,
  type PaginaConteudo,
  type Seo,
} from '../schemas/site-conteudo.ts';
import { recordAudit } from './admin.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A stored value over its defaults, two levels deep: a row saved before a field existed (or by an older seed)
 * still yields every field the pages read, never an undefined one.
 */
export function comPadroes<T>(valor: unknown, padrao: T): T {
  if (valor === undefined || valor === null) return padrao;
  if (!isObject(valor) || !isObject(padrao))
    return (Array.isArray(valor) === Array.isArray(padrao) ? valor : padrao) as T;
  const merged: Record<string, unknown> = { ...padrao };
  for (const [k, v] of Object.entries(valor)) {
    if (!(k in padrao)) continue;
    const base = padrao[k];
    merged[k] = isObject(base) && isObject(v) ? { ...base, ...v } : typeof v === typeof base ? v : base;
  }
  return merged as T;
}

async function read<T>(db: Db, chave: string, padrao: T): Promise<T> {
  const r = await db.execute<{ valor: unknown }>(sql`SELECT valor FROM configuracoes_site WHERE chave = ${chave}`);
  return comPadroes(r.rows[0]?.valor, padrao);
}

async function write(db: Db, adminId: string, chave: string, valor: unknown, acao: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO configuracoes_site (chave, valor) VALUES (${chave}, ${JSON.stringify(valor)}::jsonb)
      ON CONFLICT (chave) DO UPDATE SET valor = EXCLUDED.valor, updated_at = now()`);
    await recordAudit(tx, adminId, acao, { tipo: 'configuracao', id: chave }, { valor });
  });
}

export function readConteudo<P extends PaginaConteudo>(db: Db, pagina: P): Promise<ConteudoPaginas[P]> {
  return read(db, CHAVE.conteudo(pagina), CONTEUDO_PADRAO[pagina]);
}
export function saveConteudo<P extends PaginaConteudo>(db: Db, adminId: string, pagina: P, v: ConteudoPaginas[P]) {
  return write(db, adminId, CHAVE.conteudo(pagina), v, 'conteudo.atualizar');
}

export function readSeo(db: Db): Promise<Seo> {
  return read(db, CHAVE.seo, SEO_PADRAO);
}
export function saveSeo(db: Db, adminId: string, v: Seo) {
  return write(db, adminId, CHAVE.seo, v, 'seo.atualizar');
}

export function readConfiguracoes(db: Db): Promise<ConfiguracoesSite> {
  return read(db, CHAVE.configuracoes, CONFIGURACOES_PADRAO);
}

/** What every server-rendered page reads besides its own data: SEO, the footer's settings, maybe its texts. */
export type PageSettings<P extends PaginaConteudo> = {
  seo: Seo;
  configuracoes: ConfiguracoesSite;
  conteudo?: ConteudoPaginas[P];
};

/**
 * The page's settings in one statement: each read is an HTTP exchange with the database, the largest cost of a page
 * after drawing it (docs/desempenho.md#server-rendered-pages).
 */
export async function readPageSettings<P extends PaginaConteudo>(db: Db, pagina?: P): Promise<PageSettings<P>> {
  const chaves = [CHAVE.seo, CHAVE.configuracoes, ...(pagina ? [CHAVE.conteudo(pagina)] : [])];
  const r = await db.execute<{ chave: string; valor: unknown }>(
    sql`SELECT chave, valor FROM configuracoes_site WHERE chave IN ${chaves}`,
  );
  const valor = (chave: string) => r.rows.find((row) => row.chave === chave)?.valor;
  return {
    seo: comPadroes(valor(CHAVE.seo), SEO_PADRAO),
    configuracoes: comPadroes(valor(CHAVE.configuracoes), CONFIGURACOES_PADRAO),
    ...(pagina ? { conteudo: comPadroes(valor(CHAVE.conteudo(pagina)), CONTEUDO_PADRAO[pagina]) } : {}),
  };
}
export function saveConfiguracoes(db: Db, adminId: string, v: ConfiguracoesSite) {
  return write(db, adminId, CHAVE.configuracoes, v, 'configuracoes.atualizar');
}
