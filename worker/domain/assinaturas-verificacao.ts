// Public verification of a signed document by its code (docs/assinaturas.md#verificação): the document's name, the
// hashes, and the signers with their CPF masked and their times. Nothing else of the round is public.
import { sql } from 'drizzle-orm';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { MSG_ASSINATURA, maskCpf, type Verificacao } from '../schemas/assinaturas.ts';

/** 'abcd efgh-jklm' and 'ABCDEFGHJKLM' both mean 'ABCD-EFGH-JKLM'. */
export function normalizeCodigo(codigo: string): string | null {
  const s = codigo.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^[A-Z2-7]{12}$/.test(s) ? `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}` : null;
}

export async function getVerificacao(db: Db, codigo: string): Promise<Verificacao> {
  const normalizado = normalizeCodigo(codigo);
  const result = normalizado
    ? await db.execute<
        Omit<Verificacao, 'signatarios'> & {
          signatarios: (Verificacao['signatarios'][number] & { cpf: string | null })[];
        }
      >(sql`
        SELECT r.documento_nome, r.status, r.documento_sha256, r.final_sha256,
               to_json(r.created_at) #>> '{}' AS created_at, to_json(r.concluida_em) #>> '{}' AS concluida_em,
               (SELECT json_agg(json_build_object('nome', s.nome, 'papel', s.papel, 'cpf', s.cpf, 'status', s.status,
                        'assinado_em', s.assinado_em)
                        ORDER BY array_position(ARRAY['cliente','corretor','imobiliaria','construtora'], s.papel))
                  FROM assinaturas_signatarios s WHERE s.rodada_id = r.id) AS signatarios
          FROM assinaturas_rodadas r WHERE r.codigo_verificacao = ${normalizado}`)
    : null;
  const r = result?.rows[0];
  if (!r) throw new AppError('not_found', MSG_ASSINATURA.verificacaoNaoEncontrada);
  const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
  return {
    ...r,
    created_at: new Date(r.created_at).toISOString(),
    concluida_em: iso(r.concluida_em),
    signatarios: r.signatarios.map(({ cpf, ...s }) => ({
      ...s,
      cpf_mascarado: cpf ? maskCpf(cpf) : null,
      assinado_em: iso(s.assinado_em),
    })),
  };
}
