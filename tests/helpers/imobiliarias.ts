// Agencies and their teams made through the real endpoints: sign-up, invitation by e-mail, acceptance, and the
// agency's contract as a construtora approves it.
import type { ContratoDetalhe } from '../../worker/schemas/contratos.ts';
import { acao, dadosCompletos, detalhe } from './contratos.ts';
import { waitForEmail } from './emails.ts';
import { signedUp, uniqueEmail, type SignedUp } from './factories.ts';
import type { Client } from './http.ts';

export const invite = (agencia: Client, email: string) =>
  agencia.api('POST', '/api/imobiliarias/convites', { body: { email } });

export const aceitar = (corretor: Client, token: string) =>
  corretor.api('POST', '/api/convites/:token/aceitar', { param: { token } });

/** The token of the newest invitation link e-mailed to `email`. */
export async function tokenDoConvite(email: string, count = 1): Promise<string> {
  const mail = await waitForEmail(email, count);
  const match = mail.texto.match(/https?:\/\/[^\s]+\/convite\/([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no invitation link in: ${mail.texto}`);
  return match[1]!;
}

/** Invites the broker by e-mail and accepts as them; answers the membership id. */
export async function joinEquipe(agencia: SignedUp, corretor: SignedUp): Promise<string> {
  const before = await agencia.client.api('GET', '/api/imobiliarias/convites');
  if (before.status !== 200) throw new Error(`invites failed: ${before.status}`);
  const res = await invite(agencia.client, corretor.email);
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${await res.text()}`);
  const token = await tokenDoConvite(corretor.email);
  const ok = await aceitar(corretor.client, token);
  if (ok.status !== 200) throw new Error(`accept failed: ${ok.status} ${await ok.text()}`);
  return (await ok.json()).imobiliaria.membro_id;
}

/** An agency with `n` brokers who accepted its invitation. */
export async function imobiliariaComEquipe(n: number, nome = 'Imobiliária Parceira') {
  const agencia = await signedUp('imobiliaria', { nome });
  const corretores: SignedUp[] = [];
  const membros: string[] = [];
  for (let i = 0; i < n; i++) {
    const c = await signedUp('corretor', { nome: `Corretor ${i + 1} da ${nome}`, email: uniqueEmail('equipe') });
    membros.push(await joinEquipe(agencia, c));
    corretores.push(c);
  }
  return { agencia, corretores, membros };
}

/** The agency captures the development, fills and sends its contract, and the construtora approves it. */
export async function contratoDaImobiliaria(
  agencia: SignedUp,
  construtora: SignedUp,
  imovelId: string,
  limite: number | null = null,
): Promise<ContratoDetalhe> {
  const res = await agencia.client.api('POST', '/api/imobiliarias/captacoes', { body: { imovel_id: imovelId } });
  if (res.status !== 201) throw new Error(`agency capture failed: ${res.status} ${await res.text()}`);
  const id = (await res.json()).contrato!.id;
  const enviado = await acao(agencia.client, id, { acao: 'enviar', versao: 1, dados: dadosCompletos() });
  if (enviado.status !== 200) throw new Error(`send failed: ${enviado.status} ${await enviado.text()}`);
  const aprovado = await acao(construtora.client, id, { acao: 'aprovar', versao: 2, limite_reservas: limite });
  if (aprovado.status !== 200) throw new Error(`approval failed: ${aprovado.status} ${await aprovado.text()}`);
  return detalhe(agencia.client, id);
}
