import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256Bytes } from '../../worker/domain/assinaturas-pdf.ts';
import { MSG_ASSINATURA } from '../../worker/schemas/assinaturas.ts';
import {
  sign,
  signAs,
  codigoDoEmail,
  contratoAtivoPelaApi,
  sendContrato,
  sendProposta,
  requestCode,
  propostaAprovada,
  propostaEmAssinatura,
  refuse,
  signatarios,
  tokenDoConvite,
  CLIENTE_EMAIL,
} from '../helpers/assinaturas.ts';
import { withDb } from '../helpers/db.ts';
import { emailsTo } from '../helpers/emails.ts';
import { signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody, type RawResponse } from '../helpers/http.ts';
import { notificacoesDe } from '../helpers/espelho.ts';
import { CPF_VALIDO, propostaEnviada } from '../helpers/propostas.ts';

const erro = async (res: RawResponse) => (await errorBody(res)).error;
const publica = async (token: string) =>
  (await (await client().api('GET', '/api/assinaturas/link/:token', { param: { token } })).json()).assinatura;
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

async function rodadaDb(id: string) {
  return withDb(async (db) => {
    const r = await db.execute<{
      status: string;
      documento_sha256: string;
      final_sha256: string | null;
      motivo_recusa: string | null;
    }>(sql`SELECT status, documento_sha256, final_sha256, motivo_recusa FROM assinaturas_rodadas WHERE id = ${id}`);
    return r.rows[0]!;
  });
}

vi.setConfig({ testTimeout: 60_000, hookTimeout: 240_000 });

let dev: SignedUp;
let corretor: SignedUp;
let outraDev: SignedUp;
let outroCorretor: SignedUp;

beforeAll(async () => {
  dev = await signedUp('construtora');
  corretor = await signedUp('corretor');
  outraDev = await signedUp('construtora');
  outroCorretor = await signedUp('corretor');
});

describe('proposta: da aprovação ao PDF assinado', () => {
  it('congela o PDF, convida os três, e com as três assinaturas guarda o PDF assinado que a verificação confirma', async () => {
    const { rodada, link_cliente, clienteEmail, proposta } = await propostaEmAssinatura(dev, corretor);
    expect(rodada.status).toBe('Em assinatura');
    expect(rodada.signatarios.map((s) => [s.papel, s.status])).toEqual([
      ['cliente', 'Pendente'],
      ['corretor', 'Pendente'],
      ['construtora', 'Pendente'],
    ]);
    const original = await env.DOCUMENTOS.get(`rodadas/${rodada.id}/original.pdf`);
    const originalBytes = new Uint8Array(await original!.arrayBuffer());
    expect(new TextDecoder().decode(originalBytes.slice(0, 5))).toBe('%PDF-');
    expect(await sha256Bytes(originalBytes)).toBe(rodada.documento_sha256);

    const tokenCliente = await tokenDoConvite(clienteEmail);
    expect(link_cliente).toBe(`http://localhost:8787/assinar/${tokenCliente}`);
    const pagina = await publica(tokenCliente);
    expect(pagina.signatario).toMatchObject({ papel: 'cliente', pede_cpf: true, status: 'Pendente' });
    const lido = await client().request(`/api/assinaturas/link/${tokenCliente}/documento`);
    expect(lido.headers.get('content-type')).toBe('application/pdf');
    expect(await sha256Bytes(await bytes(lido))).toBe(rodada.documento_sha256);

    await signAs(clienteEmail, 'Maria da Silva', CPF_VALIDO);
    await signAs(corretor.email, 'Corretor Teste');
    expect((await rodadaDb(rodada.id)).status).toBe('Em assinatura');
    await signAs(dev.email, 'Construtora Teste');

    const db = await rodadaDb(rodada.id);
    expect(db.status).toBe('Assinada');
    expect(db.documento_sha256).toBe(rodada.documento_sha256);
    const final = await corretor.client.request(`/api/assinaturas/${rodada.id}/assinado`);
    expect(final.status).toBe(200);
    const finalBytes = await bytes(final);
    expect(await sha256Bytes(finalBytes)).toBe(db.final_sha256);
    const doCliente = await client().request(`/api/assinaturas/link/${tokenCliente}/assinado`);
    expect(await sha256Bytes(await bytes(doCliente))).toBe(db.final_sha256);

    const ver = await client().api('GET', '/api/assinaturas/verificacao/:codigo', {
      param: { codigo: rodada.codigo_verificacao.toLowerCase() },
    });
    const { verificacao } = await ver.json();
    expect(verificacao.final_sha256).toBe(db.final_sha256);
    expect(verificacao.status).toBe('Assinada');
    expect(verificacao.signatarios[0]).toMatchObject({ papel: 'cliente', cpf_mascarado: '***.982.247-**' });
    expect(verificacao.signatarios.every((s) => s.assinado_em !== null)).toBe(true);

    const vista = await (
      await dev.client.api('GET', '/api/assinaturas/propostas/:id', { param: { id: proposta.id } })
    ).json();
    expect(vista.rodada?.status).toBe('Assinada');
    expect((await notificacoesDe(corretor.userId, 'documento_assinado')).length).toBeGreaterThan(0);
    expect((await notificacoesDe(dev.userId, 'documento_assinado')).length).toBeGreaterThan(0);
    expect((await emailsTo(clienteEmail)).some((e) => e.assunto.startsWith('Documento assinado'))).toBe(true);
  });

  it('grava a evidência de cada assinatura: nome digitado, e-mail verificado, CPF conferido, IP, navegador, hash', async () => {
    const { rodada, clienteEmail } = await propostaEmAssinatura(dev, corretor);
    await signAs(clienteEmail, 'Maria da Silva', CPF_VALIDO);
    const evidencia = await withDb(async (db) => {
      const r = await db.execute(sql`
        SELECT nome_digitado, email_verificado_em IS NOT NULL AS verificado, cpf_conferido, ip, user_agent,
               documento_sha256, assinado_em IS NOT NULL AS assinado, token_usado_em IS NOT NULL AS usado
          FROM assinaturas_signatarios WHERE rodada_id = ${rodada.id} AND papel = 'cliente'`);
      return r.rows[0];
    });
    expect(evidencia).toMatchObject({
      nome_digitado: 'Maria da Silva',
      verificado: true,
      cpf_conferido: true,
      user_agent: 'Teste/1.0',
      documento_sha256: rodada.documento_sha256,
      assinado: true,
      usado: true,
    });
    expect(evidencia!.ip).toMatch(/^2001:db8:/);
  });

  it('recusa: a rodada é cancelada com o motivo, os outros links morrem e uma nova rodada pode ser enviada', async () => {
    const { rodada, clienteEmail, proposta } = await propostaEmAssinatura(dev, corretor);
    const token = await tokenDoConvite(clienteEmail);
    await requestCode(token);
    const res = await refuse(token, { codigo: await codigoDoEmail(clienteEmail), motivo: 'O preço mudou.' });
    expect(res.status).toBe(200);
    expect(await rodadaDb(rodada.id)).toMatchObject({ status: 'Recusada', motivo_recusa: 'O preço mudou.' });
    const doCorretor = await tokenDoConvite(corretor.email);
    expect(await erro(await requestCode(doCorretor))).toMatchObject({ message: MSG_ASSINATURA.rodadaEncerrada });
    expect((await notificacoesDe(dev.userId, 'assinatura_recusada')).at(-1)?.mensagem).toContain('O preço mudou.');
    const nova = await sendProposta(corretor.client, proposta.id, {
      cliente_email: clienteEmail,
      cliente_cpf: CPF_VALIDO,
    });
    expect(nova.status).toBe(201);
  });
});

describe('contrato de captação', () => {
  it('um contrato Ativo é assinado pelo corretor e pela construtora', async () => {
    const c = await signedUp('corretor');
    const contratoId = await contratoAtivoPelaApi(c, dev);
    const res = await sendContrato(dev.client, contratoId);
    expect(res.status).toBe(201);
    const { rodada, link_cliente } = await res.json();
    expect(link_cliente).toBeNull();
    expect(rodada.signatarios.map((s) => s.papel)).toEqual(['corretor', 'construtora']);
    await signAs(c.email, 'Corretor Contrato');
    await signAs(dev.email, 'Construtora Contrato');
    const vista = await (
      await c.client.api('GET', '/api/assinaturas/contratos/:id', { param: { id: contratoId } })
    ).json();
    expect(vista.rodada?.status).toBe('Assinada');
    const ver = await (
      await client().api('GET', '/api/assinaturas/verificacao/:codigo', {
        param: { codigo: rodada.codigo_verificacao },
      })
    ).json();
    expect(ver.verificacao.signatarios.map((s) => s.cpf_mascarado)).toEqual([null, null]);
  });

  it('um contrato que não está Ativo não vai para assinatura', async () => {
    const c = await signedUp('corretor');
    const { contratoId } = await (await import('../helpers/contratos.ts')).capturedContract(c, dev);
    const res = await sendContrato(c.client, contratoId);
    expect(res.status).toBe(409);
    expect((await erro(res)).message).toBe(MSG_ASSINATURA.contratoNaoAtivo);
  });
});

describe('envio: entrada inválida e quem não pode', () => {
  it('uma proposta ainda não aprovada não vai para assinatura, e nada é gravado', async () => {
    const { proposta } = await propostaEnviada(dev, corretor);
    const res = await sendProposta(corretor.client, proposta.id, {
      cliente_email: CLIENTE_EMAIL(),
      cliente_cpf: CPF_VALIDO,
    });
    expect(res.status).toBe(409);
    expect((await erro(res)).message).toBe(MSG_ASSINATURA.propostaNaoAprovada);
    expect(await idsDeRodadas(proposta.id)).toEqual([]);
  });

  it('CPF com dígito verificador errado ou e-mail inválido: 400 e nada é gravado', async () => {
    const proposta = await propostaAprovada(dev, corretor);
    const cpf = await sendProposta(corretor.client, proposta.id, {
      cliente_email: CLIENTE_EMAIL(),
      cliente_cpf: '529.982.247-26',
    });
    expect(cpf.status).toBe(400);
    expect((await erro(cpf)).message).toBe('CPF inválido.');
    const email = await sendProposta(corretor.client, proposta.id, {
      cliente_email: 'maria@',
      cliente_cpf: CPF_VALIDO,
    });
    expect(email.status).toBe(400);
    expect(await idsDeRodadas(proposta.id)).toEqual([]);
  });

  it('visitante 401; outra construtora e outro corretor 404, sem ver nem enviar', async () => {
    const proposta = await propostaAprovada(dev, corretor);
    const body = { cliente_email: CLIENTE_EMAIL(), cliente_cpf: CPF_VALIDO };
    expect((await sendProposta(client(), proposta.id, body)).status).toBe(401);
    expect((await sendProposta(outraDev.client, proposta.id, body)).status).toBe(404);
    expect((await sendProposta(outroCorretor.client, proposta.id, body)).status).toBe(404);
    expect((await outraDev.client.request(`/api/assinaturas/propostas/${proposta.id}`)).status).toBe(404);
    expect(await idsDeRodadas(proposta.id)).toEqual([]);
  });

  it('os PDFs de uma rodada só descem para as suas partes', async () => {
    const { rodada } = await propostaEmAssinatura(dev, corretor);
    expect((await dev.client.request(`/api/assinaturas/${rodada.id}/documento`)).status).toBe(200);
    expect((await outraDev.client.request(`/api/assinaturas/${rodada.id}/documento`)).status).toBe(404);
    expect((await outroCorretor.client.request(`/api/assinaturas/${rodada.id}/documento`)).status).toBe(404);
    expect((await client().request(`/api/assinaturas/${rodada.id}/documento`)).status).toBe(401);
    expect((await dev.client.request(`/api/assinaturas/${rodada.id}/assinado`)).status).toBe(404);
  });

  it('um envio repetido com a mesma chave de idempotência recebe a mesma rodada e o mesmo link do cliente', async () => {
    const proposta = await propostaAprovada(dev, corretor);
    const body = { cliente_email: CLIENTE_EMAIL(), cliente_cpf: CPF_VALIDO };
    const key = crypto.randomUUID();
    const res = await Promise.all(
      Array.from({ length: 5 }, () =>
        corretor.client.api('POST', '/api/assinaturas/propostas/:id', {
          param: { id: proposta.id },
          body,
          idempotencyKey: key,
        }),
      ),
    );
    expect(res.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const links = new Set(await Promise.all(res.map(async (r) => (await r.json()).link_cliente)));
    expect(links.size).toBe(1);
    expect(await idsDeRodadas(proposta.id)).toHaveLength(1);
  });

  it('vinte envios ao mesmo tempo abrem uma só rodada', async () => {
    const proposta = await propostaAprovada(dev, corretor);
    const body = { cliente_email: CLIENTE_EMAIL(), cliente_cpf: CPF_VALIDO };
    const res = await Promise.all(Array.from({ length: 20 }, () => sendProposta(corretor.client, proposta.id, body)));
    const statuses = res.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await idsDeRodadas(proposta.id)).toHaveLength(1);
    expect((await erro(await sendProposta(corretor.client, proposta.id, body))).message).toBe(
      MSG_ASSINATURA.jaEmAssinatura,
    );
  });
});

async function idsDeRodadas(propostaId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ id: string }>(
      sql`SELECT id FROM assinaturas_rodadas WHERE proposta_id = ${propostaId}`,
    );
    return r.rows.map((x) => x.id);
  });
}

describe('limites: links, códigos e tentativas', () => {
  it('o link expira em 7 dias: expirado, não abre nem pede código', async () => {
    const { clienteEmail, rodada } = await propostaEmAssinatura(dev, corretor);
    const token = await tokenDoConvite(clienteEmail);
    const expira = await withDb(async (db) => {
      const r = await db.execute<{ dias: number }>(sql`
        SELECT round(extract(epoch FROM token_expira_em - created_at) / 86400)::int AS dias
          FROM assinaturas_signatarios WHERE rodada_id = ${rodada.id} AND papel = 'cliente'`);
      await db.execute(sql`
        UPDATE assinaturas_signatarios SET token_expira_em = now() - interval '1 second'
         WHERE rodada_id = ${rodada.id} AND papel = 'cliente'`);
      return r.rows[0]!.dias;
    });
    expect(expira).toBe(7);
    const pagina = await client().request(`/api/assinaturas/link/${token}`);
    expect(pagina.status).toBe(403);
    expect((await erro(pagina)).message).toBe(MSG_ASSINATURA.linkExpirado);
    expect((await erro(await requestCode(token))).message).toBe(MSG_ASSINATURA.linkExpirado);
  });

  it('o link morre depois de usado: vinte assinaturas ao mesmo tempo, uma só vale, e ninguém assina duas vezes', async () => {
    const { clienteEmail, rodada } = await propostaEmAssinatura(dev, corretor);
    const token = await tokenDoConvite(clienteEmail);
    await requestCode(token);
    const body = {
      codigo: await codigoDoEmail(clienteEmail),
      cpf: CPF_VALIDO,
      nome_completo: 'Maria da Silva',
      aceite: true,
    };
    const res = await Promise.all(Array.from({ length: 20 }, () => sign(token, body)));
    expect(res.filter((r) => r.status === 200)).toHaveLength(1);
    expect(res.filter((r) => r.status === 409)).toHaveLength(19);
    expect((await erro(await sign(token, body))).message).toBe(MSG_ASSINATURA.linkUsado);
    expect((await erro(await requestCode(token))).message).toBe(MSG_ASSINATURA.linkUsado);
    const cliente = (await signatarios(rodada.id)).find((s) => s.papel === 'cliente');
    expect(cliente?.status).toBe('Assinado');
  });

  it('o código expira em 10 minutos', async () => {
    const { clienteEmail, rodada } = await propostaEmAssinatura(dev, corretor);
    const token = await tokenDoConvite(clienteEmail);
    await requestCode(token);
    const minutos = await withDb(async (db) => {
      const r = await db.execute<{ minutos: number }>(sql`
        SELECT round(extract(epoch FROM codigo_expira_em - now()) / 60)::int AS minutos
          FROM assinaturas_signatarios WHERE rodada_id = ${rodada.id} AND papel = 'cliente'`);
      await db.execute(sql`
        UPDATE assinaturas_signatarios SET codigo_expira_em = now() - interval '1 second'
         WHERE rodada_id = ${rodada.id} AND papel = 'cliente'`);
      return r.rows[0]!.minutos;
    });
    expect(minutos).toBe(10);
    const res = await sign(token, {
      codigo: await codigoDoEmail(clienteEmail),
      cpf: CPF_VALIDO,
      nome_completo: 'Maria da Silva',
      aceite: true,
    });
    expect(res.status).toBe(400);
    expect((await erro(res)).message).toBe(MSG_ASSINATURA.codigoIncorreto);
  });

  it('5 códigos errados bloqueiam o link, também numa rajada; depois nem o código certo assina', async () => {
    const { clienteEmail, rodada } = await propostaEmAssinatura(dev, corretor);
    const token = await tokenDoConvite(clienteEmail);
    await requestCode(token);
    const certo = await codigoDoEmail(clienteEmail);
    const errado = certo === '000000' ? '111111' : '000000';
    const body = (codigo: string) => ({ codigo, cpf: CPF_VALIDO, nome_completo: 'Maria da Silva', aceite: true });
    const res = await Promise.all(Array.from({ length: 12 }, () => sign(token, body(errado))));
    expect(res.every((r) => r.status === 400 || r.status === 403)).toBe(true);
    expect((await signatarios(rodada.id)).find((s) => s.papel === 'cliente')?.tentativas_codigo).toBe(5);
    const depois = await sign(token, body(certo));
    expect(depois.status).toBe(403);
    expect((await erro(depois)).message).toBe(MSG_ASSINATURA.linkBloqueado);
    expect((await signatarios(rodada.id)).find((s) => s.papel === 'cliente')?.status).toBe('Pendente');
  });

  it('um código errado com um CPF que não confere fala do código: o CPF só é conferido depois do código', async () => {
    const { clienteEmail } = await propostaEmAssinatura(dev, corretor);
    const token = await tokenDoConvite(clienteEmail);
    await requestCode(token);
    const certo = await codigoDoEmail(clienteEmail);
    const res = await sign(token, {
      codigo: certo === '000000' ? '111111' : '000000',
      cpf: '111.444.777-35',
      nome_completo: 'Maria da Silva',
      aceite: true,
    });
    expect(res.status).toBe(400);
    expect((await erro(res)).message).toBe(MSG_ASSINATURA.codigoIncorreto);
  });

  it('o CPF que não confere conta como tentativa errada', async () => {
    const { clienteEmail, rodada } = await propostaEmAssinatura(dev, corretor);
    const token = await tokenDoConvite(clienteEmail);
    await requestCode(token);
    const res = await sign(token, {
      codigo: await codigoDoEmail(clienteEmail),
      cpf: '111.444.777-35',
      nome_completo: 'Maria da Silva',
      aceite: true,
    });
    expect(res.status).toBe(400);
    expect((await erro(res)).message).toBe(MSG_ASSINATURA.cpfNaoConfere);
    expect((await signatarios(rodada.id)).find((s) => s.papel === 'cliente')?.tentativas_codigo).toBe(1);
  });

  it('no máximo 3 e-mails de código em 10 minutos, também numa rajada', async () => {
    const { clienteEmail } = await propostaEmAssinatura(dev, corretor);
    const token = await tokenDoConvite(clienteEmail);
    const res = await Promise.all(Array.from({ length: 8 }, () => requestCode(token)));
    expect(res.filter((r) => r.status === 200)).toHaveLength(3);
    expect(res.filter((r) => r.status === 429)).toHaveLength(5);
    expect((await erro(res.find((r) => r.status === 429)!)).message).toBe(MSG_ASSINATURA.muitosCodigos);
    expect((await emailsTo(clienteEmail)).filter((e) => e.assunto.includes('código'))).toHaveLength(3);
  });

  it('assinar sem aceitar, sem nome completo ou sem código: 400 e nada muda', async () => {
    const { clienteEmail, rodada } = await propostaEmAssinatura(dev, corretor);
    const token = await tokenDoConvite(clienteEmail);
    const semAceite = await sign(token, { codigo: '123456', cpf: CPF_VALIDO, nome_completo: 'Maria da Silva' });
    expect(semAceite.status).toBe(400);
    expect((await erro(semAceite)).message).toBe("Marque 'Li e concordo' para assinar.");
    const semCodigo = await sign(token, {
      codigo: '123456',
      cpf: CPF_VALIDO,
      nome_completo: 'Maria da Silva',
      aceite: true,
    });
    expect((await erro(semCodigo)).message).toBe(MSG_ASSINATURA.semCodigo);
    expect((await signatarios(rodada.id)).find((s) => s.papel === 'cliente')).toMatchObject({
      status: 'Pendente',
      tentativas_codigo: 0,
    });
  });

  it('um link que não existe é 404', async () => {
    const res = await client().request(`/api/assinaturas/link/${'A'.repeat(43)}`);
    expect(res.status).toBe(404);
    expect((await erro(res)).message).toBe(MSG_ASSINATURA.linkInvalido);
    const malformado = await sign('nao-e-um-token', {});
    expect(malformado.status).toBe(404);
    expect((await client().request('/api/assinaturas/verificacao/AAAA-BBBB-CCCC')).status).toBe(404);
  });

  it('nada de uma rodada é apagado, e o hash do documento nunca muda', async () => {
    const { rodada } = await propostaEmAssinatura(dev, corretor);
    await expect(
      withDb((db) => db.execute(sql`DELETE FROM assinaturas_signatarios WHERE rodada_id = ${rodada.id}`)),
    ).rejects.toThrow();
    await expect(
      withDb((db) => db.execute(sql`DELETE FROM assinaturas_rodadas WHERE id = ${rodada.id}`)),
    ).rejects.toThrow();
    await expect(
      withDb((db) => db.execute(sql`UPDATE assinaturas_rodadas SET documento_sha256 = 'x' WHERE id = ${rodada.id}`)),
    ).rejects.toThrow();
    expect((await rodadaDb(rodada.id)).documento_sha256).toBe(rodada.documento_sha256);
    expect(await signatarios(rodada.id)).toHaveLength(3);
  });
});
