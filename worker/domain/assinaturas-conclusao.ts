// The end of a round: once every signer has signed, the signed PDF (the original plus a page of evidence) is stored
// and the round becomes 'Assinada' in one guarded UPDATE that also notifies both parties. Two last signatures at
// once may both get here: the PDF is built only from the database (times included), so both write the same bytes
// to the same key, and the UPDATE's guard lets one of them record it.
import { sql } from 'drizzle-orm';
import { sendEmail } from '../lib/email.ts';
import type { Db } from '../lib/env.ts';
import type { PapelSignatario } from '../schemas/assinaturas.ts';
import { type Evidencia, pdfAssinado, sha256Bytes } from './assinaturas-pdf.ts';
import { type AssinaturasEnv, urlVerificacao } from './assinaturas.ts';
import { loadNotificacoes, type Notificar } from './notificacoes.ts';

type Pronta = {
  documento_nome: string;
  documento_chave: string;
  documento_sha256: string;
  codigo_verificacao: string;
  concluida_em: string;
  evidencias: (Omit<Evidencia, 'papel'> & { papel: PapelSignatario })[];
};

export async function concludeRodada(
  db: Db,
  env: AssinaturasEnv,
  origin: string,
  rodadaId: string,
  notificar: Notificar,
): Promise<void> {
  const result = await db.execute<Pronta>(sql`
    SELECT r.documento_nome, r.documento_chave, r.documento_sha256, r.codigo_verificacao,
           (SELECT to_json(max(assinado_em)) #>> '{}' FROM assinaturas_signatarios WHERE rodada_id = r.id) AS concluida_em,
           (SELECT json_agg(json_build_object('papel', s.papel, 'nome', s.nome, 'nome_digitado', s.nome_digitado,
                    'email', s.email, 'cpf', s.cpf, 'cpf_conferido', s.cpf_conferido, 'ip', s.ip,
                    'user_agent', s.user_agent, 'assinado_em', s.assinado_em, 'documento_sha256', s.documento_sha256)
                    ORDER BY array_position(ARRAY['cliente','corretor','imobiliaria','construtora'], s.papel))
              FROM assinaturas_signatarios s WHERE s.rodada_id = r.id) AS evidencias
      FROM assinaturas_rodadas r
     WHERE r.id = ${rodadaId} AND r.status = 'Em assinatura'
       AND NOT EXISTS (SELECT 1 FROM assinaturas_signatarios s WHERE s.rodada_id = r.id AND s.status <> 'Assinado')`);
  const pronta = result.rows[0];
  if (!pronta) return;
  const original = await env.DOCUMENTOS.get(pronta.documento_chave);
  if (!original) throw new Error(`documento da rodada ${rodadaId} ausente no R2`);
  const pdf = await pdfAssinado(
    new Uint8Array(await original.arrayBuffer()),
    { ...pronta, url_verificacao: urlVerificacao(origin, pronta.codigo_verificacao) },
    pronta.evidencias,
    pronta.concluida_em,
  );
  const chave = `rodadas/${rodadaId}/assinado.pdf`;
  await env.DOCUMENTOS.put(chave, pdf, { httpMetadata: { contentType: 'application/pdf' } });
  const feito = await db.execute<{ avisos: string[] }>(sql`
    WITH rodada AS (
      UPDATE assinaturas_rodadas r
         SET status = 'Assinada', final_chave = ${chave}, final_sha256 = ${await sha256Bytes(pdf)},
             concluida_em = ${pronta.concluida_em}::timestamptz
       WHERE r.id = ${rodadaId} AND r.status = 'Em assinatura'
         AND NOT EXISTS (SELECT 1 FROM assinaturas_signatarios s WHERE s.rodada_id = r.id AND s.status <> 'Assinado')
      RETURNING r.documento_nome, r.imovel_id, r.corretor_id, r.imobiliaria_id, r.construtora_id, r.tipo
    ), aviso AS (
      INSERT INTO notificacoes (user_id, tipo, mensagem, imovel_id, link_acao)
      SELECT p.user_id, 'documento_assinado', '"' || r.documento_nome || '" foi assinado por todas as partes.',
             r.imovel_id,
             CASE WHEN r.tipo = 'proposta' THEN '/dashboard?tab=proposals' ELSE '/dashboard?tab=contracts' END
        FROM rodada r
        LEFT JOIN corretores c ON c.id = r.corretor_id
        LEFT JOIN imobiliarias m ON m.id = r.imobiliaria_id
        JOIN construtoras t ON t.id = r.construtora_id
        CROSS JOIN LATERAL (VALUES (coalesce(c.user_id, m.user_id)), (t.user_id)) AS p(user_id)
      RETURNING id
    )
    SELECT (SELECT coalesce(json_agg(id), '[]') FROM aviso) AS avisos FROM rodada`);
  const avisos = feito.rows[0]?.avisos;
  if (!avisos) return;
  notificar(await loadNotificacoes(db, avisos));
  const verificar = urlVerificacao(origin, pronta.codigo_verificacao);
  for (const e of pronta.evidencias) {
    await sendEmail(db, env, {
      para: e.email,
      assunto: `Documento assinado: ${pronta.documento_nome}`,
      texto: [
        `Olá, ${e.nome}.`,
        `"${pronta.documento_nome}" foi assinado por todas as partes.`,
        'Baixe a via assinada pelo mesmo link de assinatura que você recebeu.',
        `Código de verificação: ${pronta.codigo_verificacao}. Confira a autenticidade em ${verificar}`,
        'Equipe Conecta Imóveis',
      ].join('\n\n'),
    });
  }
}
