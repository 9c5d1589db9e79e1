// Signature rounds as the tests drive them: an approved proposal and an Ativo contract made through the API, and the
// personal links and codes read from the outbox, as a signer reads them from their e-mail.
import { sql } from 'drizzle-orm';
import { withDb } from './db.ts';
import { emailsTo, type OutboxEmail } from './emails.ts';
import type { SignedUp } from './factories.ts';
import { client, type Client } from './http.ts';
import { acao, capturedContract, dadosCompletos, detalhe } from './contratos.ts';
import { acaoProposta, CPF_VALIDO, propostaEnviada } from './propostas.ts';

export const CLIENTE_EMAIL = () => `cliente-${crypto.randomUUID().slice(0, 8)}@cliente.com.br`;

/** A proposal the developer approved. */
export async function propostaAprovada(construtora: SignedUp, corretor: SignedUp) {
  const { proposta } = await propostaEnviada(construtora, corretor);
  const res = await acaoProposta(construtora.client, proposta.id, { acao: 'aprovar', versao: proposta.versao });
  if (res.status !== 200) throw new Error(`approve failed: ${res.status} ${await res.text()}`);
  return proposta;
}

/** A capture contract the broker filled and sent and the developer approved (Ativo). */
export async function contratoAtivoPelaApi(corretor: SignedUp, construtora: SignedUp) {
  const { contratoId } = await capturedContract(corretor, construtora);
  let c = await detalhe(corretor.client, contratoId);
  await acao(corretor.client, contratoId, { acao: 'enviar', versao: c.versao, dados: dadosCompletos() });
  c = await detalhe(construtora.client, contratoId);
  const res = await acao(construtora.client, contratoId, { acao: 'aprovar', versao: c.versao });
  if (res.status !== 200) throw new Error(`approve failed: ${res.status} ${await res.text()}`);
  return contratoId;
}

/** Sends the proposal for signature; `body` may be one the schema refuses (the invalid-input tests send those). */
export const sendProposta = (c: Client, id: string, body: unknown) =>
  c.api('POST', '/api/assinaturas/propostas/:id', { param: { id }, json: body });

export const sendContrato = (c: Client, id: string) =>
  c.api('POST', '/api/assinaturas/contratos/:id', { param: { id } });

/** Sends the approved proposal for signature, the client at a fresh address; answers the round and that address. */
export async function propostaEmAssinatura(construtora: SignedUp, corretor: SignedUp) {
  const proposta = await propostaAprovada(construtora, corretor);
  const clienteEmail = CLIENTE_EMAIL();
  const res = await sendProposta(corretor.client, proposta.id, {
    cliente_email: clienteEmail,
    cliente_cpf: CPF_VALIDO,
  });
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  return { proposta, clienteEmail, ...(await res.json()) };
}

/** The token of the newest signing invitation to `para`. */
export async function tokenDoConvite(para: string): Promise<string> {
  const convite = (await emailsTo(para)).filter((e) => e.texto.includes('/assinar/')).at(-1);
  const match = convite?.texto.match(/\/assinar\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no signing link to ${para}`);
  return match[1]!;
}

/** The six digits of the newest code e-mail to `para`. */
export async function codigoDoEmail(para: string): Promise<string> {
  const email: OutboxEmail | undefined = (await emailsTo(para)).filter((e) => e.assunto.includes('código')).at(-1);
  const match = email?.texto.match(/é (\d{6})\./);
  if (!match) throw new Error(`no code e-mail to ${para}`);
  return match[1]!;
}

export const requestCode = (token: string, c: Client = client()) =>
  c.api('POST', '/api/assinaturas/link/:token/codigo', { param: { token } });

/** Signs; `body` may be one the schema refuses (the invalid-input tests send those). */
export const sign = (token: string, body: Record<string, unknown>, c: Client = client()) =>
  c.api('POST', '/api/assinaturas/link/:token/assinar', {
    param: { token },
    json: body,
    headers: { 'user-agent': 'Teste/1.0' },
  });

export const refuse = (token: string, body: Record<string, unknown>, c: Client = client()) =>
  c.api('POST', '/api/assinaturas/link/:token/recusar', { param: { token }, json: body });

/** Asks for a code and signs with it, as the signer `email` (the client also confirms the CPF). */
export async function signAs(email: string, nome = 'Fulano de Tal', cpf?: string) {
  const token = await tokenDoConvite(email);
  const pedido = await requestCode(token);
  if (pedido.status !== 200) throw new Error(`code failed: ${pedido.status} ${await pedido.text()}`);
  const res = await sign(token, { codigo: await codigoDoEmail(email), nome_completo: nome, aceite: true, cpf });
  if (res.status !== 200) throw new Error(`sign failed: ${res.status} ${await res.text()}`);
  return token;
}

export async function signatarios(rodadaId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ papel: string; status: string; tentativas_codigo: number; token_hash: string }>(sql`
      SELECT papel, status, tentativas_codigo, token_hash FROM assinaturas_signatarios WHERE rodada_id = ${rodadaId}
       ORDER BY papel`);
    return r.rows;
  });
}
