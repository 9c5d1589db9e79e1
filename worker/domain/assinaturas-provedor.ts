// Who carries a signature round to its signers. The built-in provider (the default, and the only one the tests use)
// e-mails each signer their personal link and runs the signing page itself; an adapter for an outside service would
// implement the same interface (docs/decisoes/013-provedores-de-assinatura.md).
import { type EmailBindings, emailComLink, sendEmail } from '../lib/email.ts';
import type { Db } from '../lib/env.ts';
import { LIMITES_ASSINATURA, ROTULO_PAPEL, type PapelSignatario } from '../schemas/assinaturas.ts';

export type Convite = {
  rodadaId: string;
  documentoNome: string;
  remetente: string;
  signatarios: { papel: PapelSignatario; nome: string; email: string; url: string }[];
};

export interface ProvedorAssinatura {
  readonly nome: string;
  /** Invites every signer of a round just created; the round is already committed. */
  invite(db: Db, env: EmailBindings, convite: Convite): Promise<void>;
}

export const provedorInterno: ProvedorAssinatura = {
  nome: 'interno',
  async invite(db, env, convite) {
    for (const s of convite.signatarios) {
      await sendEmail(
        db,
        env,
        emailComLink(
          s.email,
          `Documento para assinar: ${convite.documentoNome}`,
          [
            `Olá, ${s.nome}.`,
            `${convite.remetente} enviou para a sua assinatura (como ${ROTULO_PAPEL[s.papel].toLowerCase()}) o documento "${convite.documentoNome}".`,
            `O link é pessoal, vale por ${LIMITES_ASSINATURA.linkDias} dias e só pode ser usado uma vez. Na página, leia o documento, peça o código de 6 dígitos que enviaremos a este e-mail e assine com o seu nome completo — ou recuse, dizendo o motivo.`,
          ],
          { texto: 'Ler e assinar o documento', url: s.url },
        ),
      );
    }
  },
};
