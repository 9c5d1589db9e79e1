// The admin area: dashboard figures, users, construtoras, the contact inbox, analytics and the audit log.
// Every change an admin makes writes auditoria_admin in the same transaction as the change.
// See docs/regras.md#perfis.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { decodeCursor, decodeTimeCursor, invalidCursor, toPage } from '../lib/cursor.ts';
import { AppError } from '../lib/errors.ts';
import type { Db } from '../lib/env.ts';
import type { adminPageQuery, mensagensQuery, usuariosQuery } from '../schemas/admin-input.ts';
import type { Page } from '../schemas/page.ts';
import { likeEscape } from '../lib/like.ts';
import {
  type ConstrutoraAdmin,
  type MensagemAdmin,
  type RegistroAuditoria,
  type UsuarioAdmin,
  MSG_ADMIN,
} from '../schemas/admin.ts';

type Tx = Pick<Db, 'execute'>;

export async function recordAudit(
  tx: Tx,
  adminId: string,
  acao: string,
  alvo: { tipo: string; id: string } | null,
  detalhes: Record<string, unknown> | null = null,
) {
  await tx.execute(sql`
    INSERT INTO auditoria_admin (admin_user_id, acao, alvo_tipo, alvo_id, detalhes)
    VALUES (${adminId}, ${acao}, ${alvo?.tipo ?? null}, ${alvo?.id ?? null},
            ${detalhes === null ? null : JSON.stringify(detalhes)}::jsonb)`);
}

// Keyset cursors carry the row's sort key (a timestamp as Postgres' JSON prints it, full microseconds, or a name)
// and its id.
function page<T extends { cursor_key: string; id: string }>(rows: T[], limit: number): Page<Omit<T, 'cursor_key'>> {
  return toPage(
    rows,
    limit,
    (r) => r.cursor_key,
    ({ cursor_key: _, ...rest }) => rest,
  );
}
type AdminPage = z.output<typeof adminPageQuery>;
const likePattern = (q: string) => `%${likeEscape(q)}%`;

/** Series of the last `dias` days (São Paulo calendar), set-based: one generate_series joined to grouped counts. */
function serieSql(dias: number) {
  return sql`
    WITH dias AS (
      SELECT d::date AS dia
        FROM generate_series((now() AT TIME ZONE 'America/Sao_Paulo')::date - ${dias - 1}::int,
                             (now() AT TIME ZONE 'America/Sao_Paulo')::date, interval '1 day') d
    ), inicio AS (SELECT min(dia) AS dia FROM dias),
    cad AS (
      SELECT (created_at AT TIME ZONE 'America/Sao_Paulo')::date AS dia, count(*)::int AS n FROM users
       WHERE created_at >= (SELECT dia FROM inicio)::timestamp AT TIME ZONE 'America/Sao_Paulo' GROUP BY 1
    ), cap AS (
      SELECT (data_captacao AT TIME ZONE 'America/Sao_Paulo')::date AS dia, count(*)::int AS n FROM captacoes
       WHERE data_captacao >= (SELECT dia FROM inicio)::timestamp AT TIME ZONE 'America/Sao_Paulo' GROUP BY 1
    ), vis AS (
      SELECT dia, count(*)::int AS n FROM visualizacoes_imoveis WHERE dia >= (SELECT dia FROM inicio) GROUP BY 1
    )
    SELECT to_char(d.dia, 'YYYY-MM-DD') AS dia, coalesce(cad.n, 0) AS cadastros, coalesce(cap.n, 0) AS captacoes,
           coalesce(vis.n, 0) AS visualizacoes
      FROM dias d LEFT JOIN cad USING (dia) LEFT JOIN cap USING (dia) LEFT JOIN vis USING (dia)
     ORDER BY d.dia`;
}
export type PontoSerie = { dia: string; cadastros: number; captacoes: number; visualizacoes: number };

export async function resumo(db: Db) {
  const [totais, serie] = await Promise.all([
    db.execute<{
      usuarios: Record<string, number> | null;
      inativos: number;
      imoveis: { ativos: number; inativos: number };
      captacoes: number;
      contratos: Record<string, number> | null;
      mensagens_novas: number;
    }>(sql`
      SELECT
        (SELECT json_object_agg(user_type, n) FROM (SELECT user_type, count(*)::int n FROM users GROUP BY 1) x)
          AS usuarios,
        (SELECT count(*)::int FROM users WHERE NOT ativo) AS inativos,
        (SELECT json_build_object('ativos', count(*) FILTER (WHERE ativo), 'inativos', count(*) FILTER (WHERE NOT ativo))
           FROM imoveis) AS imoveis,
        (SELECT count(*)::int FROM captacoes) AS captacoes,
        (SELECT json_object_agg(status_contrato, n)
           FROM (SELECT status_contrato, count(*)::int n FROM contratos_captacao GROUP BY 1) x) AS contratos,
        (SELECT count(*)::int FROM mensagens_contato WHERE NOT lida AND NOT arquivada) AS mensagens_novas`),
    db.execute<PontoSerie>(serieSql(30)),
  ]);
  const t = totais.rows[0]!;
  return {
    usuarios: { construtora: 0, corretor: 0, admin: 0, ...t.usuarios, inativos: t.inativos },
    imoveis: t.imoveis,
    captacoes: t.captacoes,
    contratos: t.contratos ?? {},
    mensagens_novas: t.mensagens_novas,
    serie: serie.rows,
  };
}

export async function countNewContactMessages(db: Db) {
  const r = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM mensagens_contato WHERE NOT lida AND NOT arquivada`,
  );
  return r.rows[0]!.n;
}

export async function listUsers(db: Db, q: z.output<typeof usuariosQuery>) {
  const filtros: SQL[] = [sql`u.excluido_em IS NULL`];
  if (q.tipo) filtros.push(sql`u.user_type = ${q.tipo}`);
  if (q.q) {
    const p = likePattern(q.q.toLowerCase());
    // One branch per table, so each can use its own trigram index (an OR across the joins could use none).
    filtros.push(sql`u.id IN (SELECT id FROM users WHERE email LIKE ${p}
                              UNION SELECT user_id FROM construtoras WHERE lower(nome) LIKE ${p}
                              UNION SELECT user_id FROM corretores WHERE lower(nome) LIKE ${p})`);
  }
  const where = sql.join(filtros, sql` AND `);
  const cursor = q.cursor ? decodeTimeCursor(q.cursor) : null;
  const keyset = cursor ? sql`AND (u.created_at, u.id) < (${cursor.ts}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const from = sql`FROM users u LEFT JOIN construtoras c ON c.user_id = u.id LEFT JOIN corretores r ON r.user_id = u.id`;
  const [rows, total] = await Promise.all([
    db.execute<UsuarioAdmin & { cursor_key: string }>(sql`
      SELECT u.id, u.email, coalesce(c.nome, r.nome) AS nome, u.user_type, u.ativo,
             u.totp_ativado_em IS NOT NULL AS totp, u.created_at, to_json(u.created_at) #>> '{}' AS cursor_key
        ${from} WHERE ${where} ${keyset}
       ORDER BY u.created_at DESC, u.id DESC LIMIT ${q.limit + 1}`),
    // The filters name only users' columns: the total needs no join.
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users u WHERE ${where}`),
  ]);
  return { ...page(rows.rows, q.limit), total: total.rows[0]!.n };
}

/**
 * Deactivation ends the user's sessions at once; a construtora's active developments are switched off and their
 * ids kept in the audit row, so reactivation brings back exactly those (and not the ones the owner had paused).
 * Every public read already filters on imoveis.ativo, so no public query changes.
 */
export async function deactivateUser(db: Db, adminId: string, userId: string) {
  if (userId === adminId) throw new AppError('conflict', MSG_ADMIN.desativarASiMesmo);
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ user_type: string }>(
      sql`UPDATE users SET ativo = false, updated_at = now() WHERE id = ${userId} AND ativo RETURNING user_type`,
    );
    if (!r.rows[0]) await motivoSemMudanca(tx, userId, false);
    const sessions = await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}`);
    const ocultos = await tx.execute<{ id: string }>(sql`
      UPDATE imoveis SET ativo = false, updated_at = now()
       WHERE ativo AND construtora_id IN (SELECT id FROM construtoras WHERE user_id = ${userId})
       RETURNING id`);
    const imoveis = ocultos.rows.map((x) => x.id);
    await recordAudit(
      tx,
      adminId,
      'usuario.desativar',
      { tipo: 'usuario', id: userId },
      { sessoes_encerradas: sessions.rowCount ?? 0, imoveis_ocultados: imoveis },
    );
    return { ativo: false, imoveis_ocultados: imoveis.length };
  });
}

export async function reactivateUser(db: Db, adminId: string, userId: string) {
  return db.transaction(async (tx) => {
    const r = await tx.execute(sql`
      UPDATE users SET ativo = true, updated_at = now()
       WHERE id = ${userId} AND NOT ativo AND excluido_em IS NULL RETURNING id`);
    if (!r.rows[0]) await motivoSemMudanca(tx, userId, true);
    const restaurados = await tx.execute<{ id: string }>(sql`
      UPDATE imoveis SET ativo = true, updated_at = now()
       WHERE NOT ativo AND construtora_id IN (SELECT id FROM construtoras WHERE user_id = ${userId})
         AND id::text IN (
           SELECT jsonb_array_elements_text(
                    (SELECT detalhes->'imoveis_ocultados' FROM auditoria_admin
                      WHERE acao = 'usuario.desativar' AND alvo_id = ${userId}
                      ORDER BY created_at DESC LIMIT 1)))
       RETURNING id`);
    const imoveis = restaurados.rows.map((x) => x.id);
    await recordAudit(
      tx,
      adminId,
      'usuario.reativar',
      { tipo: 'usuario', id: userId },
      { imoveis_restaurados: imoveis },
    );
    return { ativo: true, imoveis_restaurados: imoveis.length };
  });
}

async function motivoSemMudanca(tx: Tx, userId: string, reativando: boolean): Promise<never> {
  const r = await tx.execute<{ ativo: boolean; excluido: boolean }>(
    sql`SELECT ativo, excluido_em IS NOT NULL AS excluido FROM users WHERE id = ${userId}`,
  );
  const u = r.rows[0];
  if (!u) throw new AppError('not_found', MSG_ADMIN.usuarioNaoEncontrado);
  if (reativando && u.excluido) throw new AppError('conflict', MSG_ADMIN.contaExcluida);
  throw new AppError('conflict', reativando ? MSG_ADMIN.jaAtivo : MSG_ADMIN.jaDesativado);
}

/** Construtoras by name, keyset-paginated on (nome, id). */
export async function listConstrutoras(db: Db, q: AdminPage) {
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  if (after && typeof after.key !== 'string') throw invalidCursor();
  const keyset = after ? sql`AND (c.nome, c.id) > (${after.key}, ${after.id}::uuid)` : sql``;
  const [rows, total] = await Promise.all([
    db.execute<ConstrutoraAdmin & { cursor_key: string }>(sql`
      SELECT c.id, c.user_id, c.nome, c.email, c.cnpj, u.ativo, c.created_at, c.nome AS cursor_key,
             coalesce(i.n, 0) AS empreendimentos, coalesce(i.ativos, 0) AS empreendimentos_ativos,
             coalesce(k.n, 0) AS captacoes
        FROM construtoras c
        JOIN users u ON u.id = c.user_id AND u.excluido_em IS NULL
        LEFT JOIN LATERAL (SELECT count(*)::int AS n, count(*) FILTER (WHERE ativo)::int AS ativos
                             FROM imoveis WHERE construtora_id = c.id) i ON true
        LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM captacoes k JOIN imoveis m ON m.id = k.imovel_id
                            WHERE m.construtora_id = c.id) k ON true
       WHERE true ${keyset}
       ORDER BY c.nome, c.id
       LIMIT ${q.limit + 1}`),
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM construtoras c JOIN users u ON u.id = c.user_id AND u.excluido_em IS NULL`,
    ),
  ]);
  return { ...page(rows.rows, q.limit), total: total.rows[0]!.n };
}

const FILTRO_MENSAGENS = {
  novas: sql`NOT m.lida AND NOT m.arquivada`,
  lidas: sql`m.lida AND NOT m.arquivada`,
  arquivadas: sql`m.arquivada`,
} as const;

export async function listContactMessages(db: Db, q: z.output<typeof mensagensQuery>) {
  const cursor = q.cursor ? decodeTimeCursor(q.cursor) : null;
  const keyset = cursor ? sql`AND (m.created_at, m.id) < (${cursor.ts}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const [rows, contagem] = await Promise.all([
    db.execute<MensagemAdmin & { cursor_key: string }>(sql`
      SELECT m.id, m.nome, m.email, m.telefone, m.mensagem, m.imovel_id, i.nome AS imovel_nome, m.lida, m.arquivada,
             m.respondida_em, m.created_at, to_json(m.created_at) #>> '{}' AS cursor_key
        FROM mensagens_contato m LEFT JOIN imoveis i ON i.id = m.imovel_id
       WHERE ${FILTRO_MENSAGENS[q.status]} ${keyset}
       ORDER BY m.created_at DESC, m.id DESC LIMIT ${q.limit + 1}`),
    db.execute<{ novas: number; lidas: number; arquivadas: number }>(sql`
      SELECT count(*) FILTER (WHERE NOT lida AND NOT arquivada)::int AS novas,
             count(*) FILTER (WHERE lida AND NOT arquivada)::int AS lidas,
             count(*) FILTER (WHERE arquivada)::int AS arquivadas
        FROM mensagens_contato`),
  ]);
  return { ...page(rows.rows, q.limit), contagem: contagem.rows[0]! };
}

const ACOES_MENSAGEM = {
  lida: sql`lida = true`,
  'nao-lida': sql`lida = false`,
  arquivar: sql`arquivada = true, lida = true`,
  respondida: sql`respondida_em = now(), lida = true`,
} as const;
export type AcaoMensagem = keyof typeof ACOES_MENSAGEM;

export async function markContactMessage(db: Db, adminId: string, id: string, acao: AcaoMensagem) {
  return db.transaction(async (tx) => {
    const r = await tx.execute<{ lida: boolean; arquivada: boolean; respondida_em: string | null }>(
      sql`UPDATE mensagens_contato SET ${ACOES_MENSAGEM[acao]} WHERE id = ${id}
          RETURNING lida, arquivada, respondida_em`,
    );
    if (!r.rows[0]) throw new AppError('not_found', MSG_ADMIN.mensagemNaoEncontrada);
    await recordAudit(tx, adminId, `mensagem.${acao}`, { tipo: 'mensagem_contato', id });
    return r.rows[0];
  });
}

export async function listAuditoria(db: Db, q: AdminPage) {
  const cursor = q.cursor ? decodeTimeCursor(q.cursor) : null;
  const keyset = cursor ? sql`WHERE (a.created_at, a.id) < (${cursor.ts}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const rows = await db.execute<RegistroAuditoria & { detalhes: unknown; cursor_key: string }>(sql`
    SELECT a.id, u.email AS admin_email, a.acao, a.alvo_tipo, a.alvo_id, a.detalhes, a.created_at,
           to_json(a.created_at) #>> '{}' AS cursor_key,
           CASE a.alvo_tipo WHEN 'usuario' THEN (SELECT email FROM users WHERE id::text = a.alvo_id)
                            WHEN 'mensagem_contato' THEN (SELECT nome || ' <' || email || '>' FROM mensagens_contato
                                                           WHERE id::text = a.alvo_id)
                            ELSE a.alvo_id END AS alvo_descricao
      FROM auditoria_admin a LEFT JOIN users u ON u.id = a.admin_user_id
      ${keyset}
     ORDER BY a.created_at DESC, a.id DESC LIMIT ${q.limit + 1}`);
  return page(rows.rows, q.limit);
}

export async function analytics(db: Db, dias: number) {
  const [serie, top] = await Promise.all([
    db.execute<PontoSerie>(serieSql(dias)),
    db.execute<{ id: string; nome: string; construtora: string; ativo: boolean; visualizacoes: number }>(sql`
      SELECT i.id, i.nome, c.nome AS construtora, i.ativo, v.n AS visualizacoes
        FROM (SELECT imovel_id, count(*)::int AS n FROM visualizacoes_imoveis
               WHERE dia > (now() AT TIME ZONE 'America/Sao_Paulo')::date - ${dias}::int
               GROUP BY imovel_id ORDER BY n DESC, imovel_id LIMIT 10) v
        JOIN imoveis i ON i.id = v.imovel_id JOIN construtoras c ON c.id = i.construtora_id
       ORDER BY v.n DESC, i.id`),
  ]);
  const totais = serie.rows.reduce(
    (t, p) => ({
      cadastros: t.cadastros + p.cadastros,
      captacoes: t.captacoes + p.captacoes,
      visualizacoes: t.visualizacoes + p.visualizacoes,
    }),
    { cadastros: 0, captacoes: 0, visualizacoes: 0 },
  );
  return { dias, serie: serie.rows, totais, mais_vistos: top.rows };
}
