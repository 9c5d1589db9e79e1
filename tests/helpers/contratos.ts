// A capture contract made the way a broker makes one (POST /api/captacoes), and the calls on it.
import type { ContratoAcaoInput } from '../../worker/schemas/contratos-input.ts';
import { insertImovel, type ImovelOverrides, type SignedUp } from './factories.ts';
import type { Client } from './http.ts';

export async function capturedContract(broker: SignedUp, construtora: SignedUp, imovel: ImovelOverrides = {}) {
  const imovelId = await insertImovel(construtora.perfilId, imovel);
  const res = await broker.client.api('POST', '/api/captacoes', { body: { imovel_id: imovelId } });
  if (res.status !== 201) throw new Error(`capture failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { imovelId, captacaoId: body.captacao.id, contratoId: body.contrato!.id };
}

/** An action on the contract; `body` may be one the schema refuses (the invalid-input tests send those). */
export const acao = (c: Client, id: string, body: ContratoAcaoInput | Record<string, unknown>) =>
  c.api('POST', '/api/contratos/:id/acao', { param: { id }, json: body });

export async function detalhe(c: Client, id: string) {
  const res = await c.api('GET', '/api/contratos/:id', { param: { id } });
  if (res.status !== 200) throw new Error(`detail failed: ${res.status} ${await res.text()}`);
  return (await res.json()).contrato;
}

/** What a broker fills before sending: valid terms, commission and a year of validity from tomorrow. */
export function dadosCompletos(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10);
  return {
    termos_contrato: 'Exclusividade de 12 meses, divulgação em portais.',
    comissao_percent_acordada: 5,
    data_inicio_validade: start,
    data_fim_validade: end,
    observacoes_corretor: 'Plantão aos sábados.',
    ...overrides,
  };
}
