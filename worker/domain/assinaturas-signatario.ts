// Signature rounds, the signer's side, reached only by the personal link (docs/assinaturas.md#limites). Every act
// is one conditional UPDATE over the link's hash: it holds only while the link is unused, unexpired and not locked
// and the round is open, so a burst of requests cannot sign twice, pass the code limits or revive a dead link.
// When nothing was updated, a SELECT says why.
import { sql } from 'drizzle-orm';
import { type EmailBindings, sendEmail } from '../lib/email.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import { hit, rateLimited } from '../lib/rate-limit.ts';
import {
  type AssinaturaPublica,
  LIMITES_ASSINATURA,
  MSG_ASSINATURA,
  type PapelSignatario,
  type StatusRodada,
  type StatusSignatario,
  maskEmail,
} from '../schemas/assinaturas.ts';
import type { assinarSchema, recusarSchema } from '../schemas/assinaturas-input.ts';
import { concludeRodada } from './assinaturas-conclusao.ts';
import type { AssinaturasEnv } from './assinaturas.ts';
import { loadNotificacoes, type Notificar } from './notificacoes.ts';
import type { z } from 'zod';

type Linha = {
  id: string;
  rodada_id: string;
  papel: PapelSignatario;
  nome: string;
  email: string;
  cpf: string | null;
  status: StatusSignatario;
  token_expira_em: string;
  usado: boolean;
  expirado: boolean;
  bloqueado: boolean;
  codigo_hash: string | null;
  codigo_vigente: boolean;
  rodada_status: StatusRodada;
  documento_nome: string;
  documento_sha256: string;
  documento_chave: string;
  final_chave: string | null;
  codigo_verificacao: string;
  motivo_recusa: string | null;
};

export type Evidencia = { ip: string; userAgent: string };

/** The code's hash is salted with the link's: the same six digits on two links never share a hash. */
const hashCodigo = (tokenHash: string, codigo: string) => sha256Hex(`${tokenHash}:${codigo}`);

/** The row of a link (by its hash), whatever its state. */
async function linhaDoLink(db: Db, tokenHash: string): Promise<Linha | undefined> {
  const result = await db.execute<Linha>(sql`
    SELECT s.id, s.rodada_id, s.papel, s.nome, s.email, s.cpf, s.status,
           to_json(s.token_expira_em) #>> '{}' AS token_expira_em,
           s.token_usado_em IS NOT NULL AS usado, s.token_expira_em <= now() AS expirado,
           s.tentativas_codigo >= ${LIMITES_ASSINATURA.tentativasCodigo} AS bloqueado,
           s.codigo_hash, coalesce(s.codigo_expira_em > now(), false) AS codigo_vigente,
           r.status AS rodada_status, r.documento_nome, r.documento_sha256, r.documento_chave, r.final_chave,
           r.codigo_verificacao, r.motivo_recusa
      FROM assinaturas_signatarios s JOIN assinaturas_rodadas r ON r.id = s.rodada_id
     WHERE s.token_hash = ${tokenHash}`);
  return result.rows[0];
}

/** Why the link cannot act now, or null when it can. */
function recusaDoLink(l: Linha | undefined): AppError | null {
  if (!l) return new AppError('not_found', MSG_ASSINATURA.linkInvalido);
  if (l.usado) return new AppError('conflict', MSG_ASSINATURA.linkUsado);
  if (l.rodada_status !== 'Em assinatura') return new AppError('conflict', MSG_ASSINATURA.rodadaEncerrada);
  if (l.expirado) return new AppError('forbidden', MSG_ASSINATURA.linkExpirado);
  if (l.bloqueado) return new AppError('forbidden', MSG_ASSINATURA.linkBloqueado);
  return null;
}

/** A link readable for its page: any link that exists, except a pending one past its expiry. */
async function linkLegivel(db: Db, token: string): Promise<Linha> {
  const l = await linhaDoLink(db, sha256Hex(token));
  if (!l) throw new AppError('not_found', MSG_ASSINATURA.linkInvalido);
  if (l.expirado && !l.usado) throw new AppError('forbidden', MSG_ASSINATURA.linkExpirado);
  return l;
}

export async function getAssinaturaPublica(db: Db, token: string): Promise<AssinaturaPublica> {
  const l = await linkLegivel(db, token);
  const outros = await db.execute<AssinaturaPublica['signatarios'][number]>(sql`
    SELECT nome, papel, status, to_json(assinado_em) #>> '{}' AS assinado_em FROM assinaturas_signatarios
     WHERE rodada_id = ${l.rodada_id}
     ORDER BY array_position(ARRAY['cliente','corretor','imobiliaria','construtora'], papel)`);
  return {
    documento_nome: l.documento_nome,
    documento_sha256: l.documento_sha256,
    codigo_verificacao: l.codigo_verificacao,
    rodada_status: l.rodada_status,
    motivo_recusa: l.motivo_recusa,
    signatario: {
      nome: l.nome,
      papel: l.papel,
      email_mascarado: maskEmail(l.email),
      status: l.status,
      pede_cpf: l.cpf !== null,
      bloqueado: l.bloqueado,
      expira_em: new Date(l.token_expira_em).toISOString(),
    },
    signatarios: outros.rows.map((s) => ({
      ...s,
      assinado_em: s.assinado_em ? new Date(s.assinado_em).toISOString() : null,
    })),
  };
}

/** The PDF of the link's round: the frozen original, or the signed copy once every party signed. */
export async function readPdfDoLink(
  db: Db,
  env: AssinaturasEnv,
  token: string,
  qual: 'original' | 'assinado',
): Promise<{ nome: string; corpo: ReadableStream }> {
  const l = await linkLegivel(db, token);
  const chave = qual === 'original' ? l.documento_chave : l.final_chave;
  const objeto = chave ? await env.DOCUMENTOS.get(chave) : null;
  if (!objeto) throw new AppError('not_found', MSG_ASSINATURA.naoEncontrada);
  return { nome: l.documento_nome, corpo: objeto.body };
}

/** Six digits from a uniform draw (rejection sampling: no digit more likely than another). */
function novoCodigo(): string {
  const buf = new Uint32Array(1);
  const limite = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000;
  do crypto.getRandomValues(buf);
  while (buf[0]! >= limite);
  return String(buf[0]! % 1_000_000).padStart(6, '0');
}

/**
 * E-mails a fresh 6-digit code to the signer (valid 10 minutes; a new one replaces the last). At most 3 per link in
 * 10 minutes: the request is counted first in one atomic upsert, so a burst cannot pass the limit either.
 */
export async function requestCodigo(db: Db, env: EmailBindings, token: string): Promise<void> {
  const tokenHash = sha256Hex(token);
  const l = await linhaDoLink(db, tokenHash);
  const recusa = recusaDoLink(l);
  if (recusa) throw recusa;
  const janela = LIMITES_ASSINATURA.janelaCodigosMinutos * 60_000;
  const { count, retryAfter } = await hit(db, `assinatura-codigo:${l!.id}`, janela);
  if (count > LIMITES_ASSINATURA.codigosPorJanela) throw rateLimited(MSG_ASSINATURA.muitosCodigos, retryAfter);
  const codigo = novoCodigo();
  const result = await db.execute(sql`
    UPDATE assinaturas_signatarios s
       SET codigo_hash = ${hashCodigo(tokenHash, codigo)},
           codigo_expira_em = now() + ${`${LIMITES_ASSINATURA.codigoMinutos} minutes`}::interval
      FROM assinaturas_rodadas r
     WHERE s.token_hash = ${tokenHash} AND r.id = s.rodada_id AND r.status = 'Em assinatura'
       AND s.status = 'Pendente' AND s.token_usado_em IS NULL AND s.token_expira_em > now()
       AND s.tentativas_codigo < ${LIMITES_ASSINATURA.tentativasCodigo}
    RETURNING s.id`);
  if (!result.rows.length)
    throw recusaDoLink(await linhaDoLink(db, tokenHash)) ?? new AppError('conflict', MSG_ASSINATURA.linkUsado);
  await sendEmail(db, env, {
    para: l!.email,
    assunto: `Seu código para assinar: ${codigo}`,
    texto: [
      `Olá, ${l!.nome}.`,
      `Seu código para assinar "${l!.documento_nome}" é ${codigo}.`,
      `Ele vale por ${LIMITES_ASSINATURA.codigoMinutos} minutos. Se não foi você que pediu, ignore este e-mail.`,
      'Equipe Conecta Imóveis',
    ].join('\n\n'),
  });
}

/**
 * After an act was refused: a wrong or expired code (or a CPF that does not match) counts one failed attempt,
 * conditionally, so a burst of guesses stops at 5 and the 5th locks the link.
 */
async function failedAttempt(db: Db, tokenHash: string, codigo: string, cpf: string | undefined): Promise<AppError> {
  const l = await linhaDoLink(db, tokenHash);
  const recusa = recusaDoLink(l);
  if (recusa) return recusa;
  if (!l!.codigo_hash) return new AppError('validation_failed', MSG_ASSINATURA.semCodigo);
  const codigoCerto = l!.codigo_vigente && l!.codigo_hash === hashCodigo(tokenHash, codigo);
  const result = await db.execute<{ tentativas_codigo: number }>(sql`
    UPDATE assinaturas_signatarios SET tentativas_codigo = tentativas_codigo + 1
     WHERE token_hash = ${tokenHash} AND status = 'Pendente' AND token_usado_em IS NULL
       AND tentativas_codigo < ${LIMITES_ASSINATURA.tentativasCodigo}
    RETURNING tentativas_codigo`);
  const tentativas = result.rows[0]?.tentativas_codigo ?? LIMITES_ASSINATURA.tentativasCodigo;
  if (tentativas >= LIMITES_ASSINATURA.tentativasCodigo) return new AppError('forbidden', MSG_ASSINATURA.linkBloqueado);
  const mensagem =
    codigoCerto && l!.cpf !== null && l!.cpf !== cpf ? MSG_ASSINATURA.cpfNaoConfere : MSG_ASSINATURA.codigoIncorreto;
  return new AppError('validation_failed', mensagem, [
    { path: [mensagem === MSG_ASSINATURA.cpfNaoConfere ? 'cpf' : 'codigo'], message: mensagem },
  ]);
}

/** The guard every act shares: this link, unused, unexpired, unlocked, its current code right, its round open. */
const guardaDoAto = (tokenHash: string, codigo: string) => sql`
  s.token_hash = ${tokenHash} AND r.id = s.rodada_id AND r.status = 'Em assinatura'
  AND s.status = 'Pendente' AND s.token_usado_em IS NULL AND s.token_expira_em > now()
  AND s.tentativas_codigo < ${LIMITES_ASSINATURA.tentativasCodigo}
  AND s.codigo_hash = ${hashCodigo(tokenHash, codigo)} AND s.codigo_expira_em > now()`;

/**
 * Signs: the code, the CPF (the client's) and the typed name are checked and the evidence written (who, the verified
 * e-mail, the CPF check, IP, user agent, the server's time, the document's hash) in one guarded UPDATE that also
 * spends the link. The last signature concludes the round.
 */
export async function signDocumento(
  db: Db,
  env: AssinaturasEnv,
  origin: string,
  token: string,
  input: z.output<typeof assinarSchema>,
  evidencia: Evidencia,
  notificar: Notificar = () => {},
): Promise<AssinaturaPublica> {
  const tokenHash = sha256Hex(token);
  const result = await db.execute<{ rodada_id: string }>(sql`
    UPDATE assinaturas_signatarios s
       SET status = 'Assinado', token_usado_em = now(), assinado_em = now(), email_verificado_em = now(),
           nome_digitado = ${input.nome_completo}, cpf_conferido = CASE WHEN s.cpf IS NULL THEN NULL ELSE true END,
           ip = ${evidencia.ip}, user_agent = ${evidencia.userAgent}, documento_sha256 = r.documento_sha256,
           codigo_hash = NULL
      FROM assinaturas_rodadas r
     WHERE ${guardaDoAto(tokenHash, input.codigo)}
       AND (s.cpf IS NULL OR s.cpf = ${input.cpf ?? null})
    RETURNING s.rodada_id`);
  const feito = result.rows[0];
  if (!feito) throw await failedAttempt(db, tokenHash, input.codigo, input.cpf);
  await concludeRodada(db, env, origin, feito.rodada_id, notificar);
  return getAssinaturaPublica(db, token);
}

/**
 * Refuses: the code is checked like a signature, and the signer's refusal, the round's cancellation with the reason
 * and the parties' notifications are one statement. The other links die with the round.
 */
export async function refuseDocumento(
  db: Db,
  token: string,
  input: z.output<typeof recusarSchema>,
  evidencia: Evidencia,
  notificar: Notificar = () => {},
): Promise<AssinaturaPublica> {
  const tokenHash = sha256Hex(token);
  const result = await db.execute<{ avisos: string[] }>(sql`
    WITH signatario AS (
      UPDATE assinaturas_signatarios s
         SET status = 'Recusado', token_usado_em = now(), email_verificado_em = now(), motivo_recusa = ${input.motivo},
             ip = ${evidencia.ip}, user_agent = ${evidencia.userAgent}, documento_sha256 = r.documento_sha256,
             codigo_hash = NULL
        FROM assinaturas_rodadas r
       WHERE ${guardaDoAto(tokenHash, input.codigo)}
      RETURNING s.rodada_id, s.nome
    ), rodada AS (
      UPDATE assinaturas_rodadas r
         SET status = 'Recusada', motivo_recusa = ${input.motivo}, concluida_em = now()
        FROM signatario s
       WHERE r.id = s.rodada_id AND r.status = 'Em assinatura'
      RETURNING r.id, r.documento_nome, r.imovel_id, r.corretor_id, r.imobiliaria_id, r.construtora_id, r.tipo, s.nome AS quem
    ), aviso AS (
      INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
      SELECT p.user_id, 'assinatura_recusada',
             r.quem || ' recusou assinar "' || r.documento_nome || '". Motivo: ' || ${input.motivo}, r.imovel_id,
             CASE WHEN r.tipo = 'proposta' THEN '/dashboard?tab=proposals' ELSE '/dashboard?tab=contracts' END
        FROM rodada r
        LEFT JOIN corretores c ON c.id = r.corretor_id
        LEFT JOIN imobiliarias m ON m.id = r.imobiliaria_id
        JOIN construtoras t ON t.id = r.construtora_id
        CROSS JOIN LATERAL (VALUES (coalesce(c.user_id, m.user_id)), (t.user_id)) AS p(user_id)
      RETURNING id
    )
    SELECT (SELECT coalesce(json_agg(id), '[]') FROM aviso) AS avisos FROM rodada`);
  const feito = result.rows[0];
  if (!feito) throw await failedAttempt(db, tokenHash, input.codigo, undefined);
  notificar(await loadNotificacoes(db, feito.avisos));
  return getAssinaturaPublica(db, token);
}
