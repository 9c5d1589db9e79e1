// Signature rounds, the parties' side (docs/assinaturas.md): 'Enviar para assinatura' freezes the document as a
// PDF in R2 with its SHA-256, creates the round and its signers in one statement (a partial unique index lets one
// live round per document exist, so a burst has one winner), and invites the signers. Nothing here is ever deleted.
import { encodeBase32UpperCaseNoPadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { type SQL, sql } from 'drizzle-orm';
import type { EmailBindings } from '../lib/email.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import type { ContractParty, Party } from '../lib/actor.ts';
import {
  LIMITES_ASSINATURA,
  MSG_ASSINATURA,
  type PapelSignatario,
  type Rodada,
  type SignatarioResumo,
  type StatusRodada,
  type TipoDocumento,
} from '../schemas/assinaturas.ts';
import type { envioPropostaSchema } from '../schemas/assinaturas-input.ts';
import { getContrato } from './contratos.ts';
import { getProposta, pgCode } from './propostas.ts';
import {
  contratoPdf,
  nomeDocumentoContrato,
  nomeDocumentoProposta,
  propostaPdf,
  sha256Bytes,
} from './assinaturas-pdf.ts';
import { provedorInterno, type ProvedorAssinatura } from './assinaturas-provedor.ts';
import type { z } from 'zod';

export type AssinaturasEnv = EmailBindings & { DOCUMENTOS: R2Bucket };

/** 32 random bytes for the link; only their SHA-256 is stored, as for sessions. */
export function novoToken(): { token: string; hash: string } {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const token = encodeBase64urlNoPadding(bytes);
  return { token, hash: sha256Hex(token) };
}

/** 'ABCD-EFGH-JKLM': 60 random bits, short enough to type from a printed page. */
function novoCodigoVerificacao(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  const s = encodeBase32UpperCaseNoPadding(bytes).slice(0, 12);
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}`;
}

export const urlAssinatura = (origin: string, token: string) => `${origin}/assinar/${token}`;
export const urlVerificacao = (origin: string, codigo: string) => `${origin}/verificar/${codigo}`;

const OWNER_COLUMN = {
  corretor: sql`r.corretor_id`,
  imobiliaria: sql`r.imobiliaria_id`,
  construtora: sql`r.construtora_id`,
} as const;
const ownerColumn = (p: ContractParty) => OWNER_COLUMN[p.tipo];

type RodadaRow = Omit<Rodada, 'signatarios'> & { signatarios: SignatarioResumo[] };

const RODADA_SELECT = sql`
  SELECT r.id, r.tipo, r.documento_nome, r.documento_sha256, r.final_sha256, r.codigo_verificacao, r.status,
         r.motivo_recusa, to_json(r.created_at) #>> '{}' AS created_at, to_json(r.concluida_em) #>> '{}' AS concluida_em,
         (SELECT json_agg(json_build_object('id', s.id, 'papel', s.papel, 'nome', s.nome, 'email', s.email,
                  'status', s.status, 'assinado_em', s.assinado_em, 'motivo_recusa', s.motivo_recusa)
                  ORDER BY array_position(ARRAY['cliente','corretor','imobiliaria','construtora'], s.papel))
            FROM assinaturas_signatarios s WHERE s.rodada_id = r.id) AS signatarios
    FROM assinaturas_rodadas r`;

function toRodada(r: RodadaRow): Rodada {
  const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
  return {
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    concluida_em: iso(r.concluida_em),
    signatarios: r.signatarios.map((s) => ({ ...s, assinado_em: iso(s.assinado_em) })),
  };
}

/** The latest round of a document the party is part of, or null when it was never sent. */
async function ultimaRodada(db: Db, parte: ContractParty, coluna: SQL, id: string): Promise<Rodada | null> {
  const result = await db.execute<RodadaRow>(sql`
    ${RODADA_SELECT}
     WHERE ${coluna} = ${id} AND ${ownerColumn(parte)} = ${parte.perfilId}
     ORDER BY r.created_at DESC LIMIT 1`);
  return result.rows[0] ? toRodada(result.rows[0]) : null;
}

export async function getRodadaProposta(db: Db, parte: Party, propostaId: string): Promise<Rodada | null> {
  await getProposta(db, parte, propostaId);
  return ultimaRodada(db, parte, sql`r.proposta_id`, propostaId);
}

export async function getRodadaContrato(db: Db, parte: ContractParty, contratoId: string): Promise<Rodada | null> {
  await getContrato(db, parte, contratoId);
  return ultimaRodada(db, parte, sql`r.contrato_id`, contratoId);
}

type NovoSignatario = {
  papel: PapelSignatario;
  nome: string;
  email: string;
  cpf: string | null;
  userId: string | null;
};

type Documento = {
  tipo: TipoDocumento;
  documentoId: string;
  imovelId: string;
  /** The broker's side: exactly one of the broker and the agency. */
  lado: LadoCaptador;
  construtoraId: string;
  nome: string;
  pdf: Uint8Array;
  signatarios: NovoSignatario[];
};

type LadoCaptador = { corretorId: string; imobiliariaId: null } | { corretorId: null; imobiliariaId: string };

type Partes = {
  papel: 'corretor' | 'imobiliaria';
  corretor_nome: string;
  corretor_email: string | null;
  corretor_user: string;
  construtora_nome: string;
  construtora_email: string | null;
  construtora_user: string;
};

/**
 * The broker's (or, for an agency's contract, the agency's) and the developer's signers: their account's e-mail,
 * where the signing codes will go.
 */
async function partesDoDocumento(db: Db, lado: LadoCaptador, construtoraId: string): Promise<Partes> {
  const captador = lado.imobiliariaId
    ? sql`SELECT 'imobiliaria' AS papel, nome, user_id FROM imobiliarias WHERE id = ${lado.imobiliariaId}`
    : sql`SELECT 'corretor' AS papel, nome, user_id FROM corretores WHERE id = ${lado.corretorId}`;
  const result = await db.execute<Partes>(sql`
    SELECT c.papel, c.nome AS corretor_nome, cu.email AS corretor_email, c.user_id AS corretor_user,
           t.nome AS construtora_nome, tu.email AS construtora_email, t.user_id AS construtora_user
      FROM (${captador}) c JOIN users cu ON cu.id = c.user_id, construtoras t JOIN users tu ON tu.id = t.user_id
     WHERE t.id = ${construtoraId}`);
  const partes = result.rows[0];
  if (!partes?.corretor_email || !partes.construtora_email) throw new AppError('conflict', MSG_ASSINATURA.semEmail);
  return partes;
}

const signatariosDasPartes = (p: Partes): NovoSignatario[] => [
  { papel: p.papel, nome: p.corretor_nome, email: p.corretor_email!, cpf: null, userId: p.corretor_user },
  {
    papel: 'construtora',
    nome: p.construtora_nome,
    email: p.construtora_email!,
    cpf: null,
    userId: p.construtora_user,
  },
];

export type RodadaCriada = { rodada: Rodada; link_cliente: string | null };

/**
 * Freezes the document and opens the round: the PDF goes to R2 under the round's id, then one statement writes
 * the round (with the PDF's SHA-256) and its signers; a second live round of the same document fails on the partial
 * unique index and its PDF is removed. The signers are invited after commit.
 */
async function openRodada(
  db: Db,
  env: AssinaturasEnv,
  origin: string,
  parte: ContractParty,
  doc: Documento,
  provedor: ProvedorAssinatura,
): Promise<RodadaCriada> {
  const rodadaId = crypto.randomUUID();
  const chave = `rodadas/${rodadaId}/original.pdf`;
  const hash = await sha256Bytes(doc.pdf);
  await env.DOCUMENTOS.put(chave, doc.pdf, { httpMetadata: { contentType: 'application/pdf' } });
  const tokens = doc.signatarios.map(() => novoToken());
  const linhas = doc.signatarios.map(
    (s, i) =>
      sql`(${rodadaId}::uuid, ${s.papel}, ${s.nome}, ${s.email}, ${s.cpf}, ${s.userId}::uuid, ${tokens[i]!.hash},
           now() + ${`${LIMITES_ASSINATURA.linkDias} days`}::interval)`,
  );
  const coluna = doc.tipo === 'proposta' ? sql`proposta_id` : sql`contrato_id`;
  try {
    await db.execute(sql`
      WITH rodada AS (
        INSERT INTO assinaturas_rodadas (id, tipo, ${coluna}, imovel_id, corretor_id, imobiliaria_id, construtora_id,
                                         criada_por, documento_nome, documento_chave, documento_sha256,
                                         codigo_verificacao)
        VALUES (${rodadaId}, ${doc.tipo}, ${doc.documentoId}, ${doc.imovelId}, ${doc.lado.corretorId},
                ${doc.lado.imobiliariaId}, ${doc.construtoraId}, ${parte.userId}, ${doc.nome}, ${chave}, ${hash},
                ${novoCodigoVerificacao()})
        RETURNING id
      )
      INSERT INTO assinaturas_signatarios (rodada_id, papel, nome, email, cpf, user_id, token_hash, token_expira_em)
      SELECT v.* FROM (VALUES ${sql.join(linhas, sql`, `)}) AS v
      JOIN rodada ON rodada.id = v.column1`);
  } catch (err) {
    await env.DOCUMENTOS.delete(chave);
    if (pgCode(err) === '23505') throw await motivoDoConflito(db, coluna, doc.documentoId);
    throw err;
  }
  const rodada = (await ultimaRodada(db, parte, sql`r.${coluna}`, doc.documentoId))!;
  const remetente = doc.signatarios.find((s) => s.userId === parte.userId)?.nome ?? 'Conecta Imóveis';
  await provedor.convidar(db, env, {
    rodadaId,
    documentoNome: doc.nome,
    remetente,
    signatarios: doc.signatarios.map((s, i) => ({ ...s, url: urlAssinatura(origin, tokens[i]!.token) })),
  });
  const cliente = doc.signatarios.findIndex((s) => s.papel === 'cliente');
  return { rodada, link_cliente: cliente >= 0 ? urlAssinatura(origin, tokens[cliente]!.token) : null };
}

async function motivoDoConflito(db: Db, coluna: SQL, id: string): Promise<AppError> {
  const result = await db.execute<{ status: StatusRodada }>(sql`
    SELECT status FROM assinaturas_rodadas WHERE ${coluna} = ${id} AND status IN ('Em assinatura', 'Assinada')`);
  return new AppError(
    'conflict',
    result.rows[0]?.status === 'Assinada' ? MSG_ASSINATURA.jaAssinado : MSG_ASSINATURA.jaEmAssinatura,
  );
}

/** 'Enviar para assinatura' of an approved proposal: the client (with the dialog's e-mail and CPF), broker, developer. */
export async function sendPropostaParaAssinatura(
  db: Db,
  env: AssinaturasEnv,
  origin: string,
  parte: Party,
  propostaId: string,
  input: z.output<typeof envioPropostaSchema>,
  provedor: ProvedorAssinatura = provedorInterno,
): Promise<RodadaCriada> {
  const proposta = await getProposta(db, parte, propostaId);
  if (proposta.status !== 'Aprovada') throw new AppError('conflict', MSG_ASSINATURA.propostaNaoAprovada);
  const lado = { corretorId: proposta.corretor.id, imobiliariaId: null };
  const partes = await partesDoDocumento(db, lado, proposta.construtora.id);
  const documento = { ...proposta, cliente_email: input.cliente_email, cliente_cpf: input.cliente_cpf };
  return openRodada(
    db,
    env,
    origin,
    parte,
    {
      tipo: 'proposta',
      documentoId: proposta.id,
      imovelId: proposta.imovel.id,
      lado,
      construtoraId: proposta.construtora.id,
      nome: nomeDocumentoProposta(proposta),
      pdf: await propostaPdf(documento, new Date().toISOString()),
      signatarios: [
        {
          papel: 'cliente',
          nome: proposta.cliente_nome,
          email: input.cliente_email,
          cpf: input.cliente_cpf,
          userId: null,
        },
        ...signatariosDasPartes(partes),
      ],
    },
    provedor,
  );
}

/** 'Enviar para assinatura' of an Ativo capture contract: the broker (or the agency) and the developer. */
export async function sendContratoParaAssinatura(
  db: Db,
  env: AssinaturasEnv,
  origin: string,
  parte: ContractParty,
  contratoId: string,
  provedor: ProvedorAssinatura = provedorInterno,
): Promise<RodadaCriada> {
  const contrato = await getContrato(db, parte, contratoId);
  if (contrato.status_contrato !== 'Ativo') throw new AppError('conflict', MSG_ASSINATURA.contratoNaoAtivo);
  const lado: LadoCaptador = contrato.imobiliaria
    ? { corretorId: null, imobiliariaId: contrato.imobiliaria.id }
    : { corretorId: contrato.corretor!.id, imobiliariaId: null };
  const partes = await partesDoDocumento(db, lado, contrato.construtora.id);
  return openRodada(
    db,
    env,
    origin,
    parte,
    {
      tipo: 'contrato',
      documentoId: contrato.id,
      imovelId: contrato.imovel.id,
      lado,
      construtoraId: contrato.construtora.id,
      nome: nomeDocumentoContrato(contrato),
      pdf: await contratoPdf(contrato, new Date().toISOString()),
      signatarios: signatariosDasPartes(partes),
    },
    provedor,
  );
}

/** A party's download of the round's PDF: the frozen original, or the signed copy once there is one. */
export async function readPdfDaRodada(
  db: Db,
  env: AssinaturasEnv,
  parte: ContractParty,
  rodadaId: string,
  qual: 'original' | 'assinado',
): Promise<{ nome: string; corpo: ReadableStream }> {
  const result = await db.execute<{ documento_nome: string; documento_chave: string; final_chave: string | null }>(sql`
    SELECT r.documento_nome, r.documento_chave, r.final_chave FROM assinaturas_rodadas r
     WHERE r.id = ${rodadaId} AND ${ownerColumn(parte)} = ${parte.perfilId}`);
  const r = result.rows[0];
  const chave = qual === 'original' ? r?.documento_chave : r?.final_chave;
  const objeto = chave ? await env.DOCUMENTOS.get(chave) : null;
  if (!r || !objeto) throw new AppError('not_found', MSG_ASSINATURA.naoEncontrada);
  return { nome: r.documento_nome, corpo: objeto.body };
}
