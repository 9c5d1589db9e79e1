// Every /api route × every kind of caller → the expected status. The route list comes from the app
// itself, so a new route without a row (or a row for a route that is gone) fails here. Objects belong to corretorA
// and construtoraX: corretorB and construtoraY must get 404 on them, never their data. Requests are valid, so the
// status is about who asks, not what was sent.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { hojeSaoPaulo } from '../../worker/domain/relatorios.ts';
import { issueToken } from '../../worker/domain/tokens.ts';
import { CONFIGURACOES_PADRAO } from '../../worker/schemas/site-configuracoes.ts';
import { CONTEUDO_PADRAO, SEO_PADRAO } from '../../worker/schemas/site-conteudo.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import {
  adminChallenge,
  adminWithPendingTotp,
  adminWithTotp,
  contactMessage,
  laterTotpCode,
  totpCode,
  userToToggle,
} from '../helpers/admin-totp.ts';
import { withDb } from '../helpers/db.ts';
import { PASSWORD, insertImovel, signedUp, signupInput, uniqueEmail, type SignedUp } from '../helpers/factories.ts';
import { client, type Client } from '../helpers/http.ts';
import { IMAGES, postUpload, uploadForm } from '../helpers/images.ts';
import { CPF_VALIDO, propostaBody, propostaDireta, unidadeReservada } from '../helpers/propostas.ts';
import { codigoDoEmail } from '../helpers/assinaturas.ts';
import { createToken } from '../helpers/integracoes.ts';
import { invite, joinEquipe, tokenDoConvite } from '../helpers/imobiliarias.ts';

const ROLES = [
  'visitor',
  'corretorA',
  'corretorB',
  'construtoraX',
  'construtoraY',
  'imobiliariaM',
  'imobiliariaN',
  'admin',
] as const;
type Role = (typeof ROLES)[number];
type Account = { client: Client; email: string; userType: 'corretor' | 'construtora' | 'imobiliaria' | 'admin' };

type World = {
  as: Record<Role, Client>;
  accounts: Record<Exclude<Role, 'visitor'>, Account>;
  x: SignedUp;
  corretorAId: string;
  /** corretorA's account, for units it holds. */
  a: SignedUp;
  /** A proposal of corretorA to construtoraX, for reads. */
  propostaAX: string;
  /** An active development of construtoraX. */
  imovelX: string;
  /** A fresh development of construtoraX, for requests that change or delete it. */
  freshImovelX: () => Promise<string>;
  /** A capture of corretorA on a development of construtoraX with its contract draft, for reads. */
  contratoAX: string;
  /** A fresh capture and contract draft of corretorA on construtoraX, for requests that change or delete them. */
  freshCaptacaoAX: () => Promise<{ captacaoId: string; contratoId: string }>;
  /** A second session of the role's account, so logging in or out does not end the one the table uses. */
  spareSession: (role: Role) => Promise<Client>;
  /** A brand-new account of the role's kind, for requests that end its other sessions. */
  newAccountLike: (role: Role) => Promise<Client>;
  /** Agency M, whose team is corretorA and corretorB (colleagues; A is B's manager); agency N has nobody. */
  m: SignedUp;
  /** corretorA's membership of agency M. */
  membroA: string;
};

type Row = { send: (w: World, role: Role) => Promise<Response> } & Record<Role, number>;

const get = (path: string) => (w: World, role: Role) => w.as[role].request(path);
const send =
  (method: string, path: string | ((w: World) => Promise<string> | string), body?: (w: World, role: Role) => unknown) =>
  async (w: World, role: Role) => {
    const url = typeof path === 'string' ? path : await path(w);
    return w.as[role].request(url, { method, ...(body ? { json: await body(w, role) } : {}) });
  };

const empreendimento = { nome: 'Residencial Matriz', endereco: 'Rua XV de Novembro, 700 - Curitiba - PR' };
const perfilBody = (role: Role) =>
  role.startsWith('corretor')
    ? { tipo: 'corretor', nome: 'Corretor Matriz', telefone: '', creci: 'CRECI-SP 12345-F', foto_url: '' }
    : role.startsWith('imobiliaria')
      ? { tipo: 'imobiliaria', nome: 'Imobiliária Matriz', telefone: '', creci_juridico: 'CRECI J-1', logo_url: '' }
      : { tipo: 'construtora', nome: 'Construtora Matriz', telefone: '', cnpj: '', logo_url: '' };

let alvoRedefinicao: Promise<string> | undefined;

/** A broker who just joined agency M by invitation, for requests that remove or end a membership. */
const freshMembroM = async (w: World) => {
  const corretor = await signedUp('corretor');
  return { corretor, membroId: await joinEquipe(w.m, corretor) };
};
/** A fresh invitation of agency M: its id and the token e-mailed. */
const conviteM = async (w: World) => {
  const email = uniqueEmail('convite');
  const res = await invite(w.m.client, email);
  const { convite } = await res.json();
  return { id: convite.id, token: await tokenDoConvite(email), email };
};
/** A fresh Prevista share of corretorA in a sale of agency M (on construtoraX), for the request that pays it. */
const parteM = async (w: World) => {
  const { comissaoId } = await propostaDireta(w.x.perfilId, w.a.perfilId, true);
  return withDb(async (db) => {
    const r = await db.execute<{ id: string }>(sql`
      INSERT INTO comissoes_partes (comissao_id, venda_id, imobiliaria_id, papel, corretor_id, bp, valor_centavos)
      SELECT id, venda_id, ${w.m.perfilId}, 'Corretor', ${w.corretorAId}, 4000, 1000000 FROM comissoes
       WHERE id = ${comissaoId}
      RETURNING id`);
    return r.rows[0]!.id;
  });
};
const everyone = (status: number): Record<Role, number> =>
  Object.fromEntries(ROLES.map((r) => [r, status])) as Record<Role, number>;
const AGENCIAS = { ...everyone(403), visitor: 401, imobiliariaM: 200, imobiliariaN: 200 };
const CORRETORES = { ...everyone(403), visitor: 401, corretorA: 200, corretorB: 200 };
/** The view of a team's sale: the agencies, and corretorA as corretorB's manager; corretorB manages nobody. */
const EQUIPE = { ...AGENCIAS, corretorA: 200 };

/** One row per route. Statuses: 2xx allowed; 401 no session; 403 wrong role; 404 someone else's object. */
/** One admin with TOTP on for the second-step rows; each request spends one of its recovery codes. */
let totpAdminOnce: ReturnType<typeof adminWithTotp> | undefined;
const totpAdmin = () => (totpAdminOnce ??= adminWithTotp());

/** corretorA's conversation about construtoraX's development, started once through the API. */
let conversaAXOnce: Promise<string> | undefined;
const conversaAX = (w: World) =>
  (conversaAXOnce ??= w.as.corretorA
    .api('POST', '/api/chat/conversas', { body: { imovel_id: w.imovelX } })
    .then(async (r) => (await r.json()).conversa.id));
/** corretorA's capture of imovelX: the one a developer starts a conversation from. */
const captacaoAX = (w: World) =>
  withDb(async (db) => {
    const r = await db.execute<{ id: string }>(sql`SELECT id FROM captacoes WHERE imovel_id = ${w.imovelX}`);
    return r.rows[0]!.id;
  });
/** A fresh notification of construtoraX's, for requests that mark or delete it. */
const notificacaoX = (w: World) =>
  withDb(async (db) => {
    const r = await db.execute<{ id: string }>(sql`
      INSERT INTO notificacoes (user_id, tipo, mensagem) VALUES (${w.x.userId}, 'nova_captacao', 'Matriz') RETURNING id`);
    return r.rows[0]!.id;
  });

/**
 * A development of construtoraX with a sales grid where corretorA has an Ativo contract (made once), and a fresh
 * unit of it per request, Disponível, Bloqueada or reserved by corretorA.
 */
let espelhoXOnce: Promise<string> | undefined;
const espelhoX = (w: World) =>
  (espelhoXOnce ??= withDb(async (db) => {
    const imovel = await insertImovel(w.x.perfilId, { nome: 'Espelho da X' });
    await db.execute(sql`
      WITH c AS (INSERT INTO captacoes (corretor_id, imovel_id) VALUES (${w.corretorAId}, ${imovel}) RETURNING id)
      INSERT INTO contratos_captacao (captacao_id, imovel_id, corretor_id, construtora_id, status_contrato)
      SELECT id, ${imovel}, ${w.corretorAId}, ${w.x.perfilId}, 'Ativo' FROM c`);
    return imovel;
  }));
const unidadeX = (w: World, status: 'Disponível' | 'Bloqueada' | 'Reservada' = 'Disponível') =>
  withDb(async (db) => {
    const imovel = await espelhoX(w);
    const r = await db.execute<{ id: string }>(sql`
      INSERT INTO unidades (imovel_id, torre, numero, andar, status)
      VALUES (${imovel}, 'Torre Matriz', ${crypto.randomUUID().slice(0, 8)}, 1, ${status}) RETURNING id`);
    const id = r.rows[0]!.id;
    if (status === 'Reservada') {
      await db.execute(sql`
        INSERT INTO reservas_unidades (unidade_id, imovel_id, corretor_id, cliente_nome, cliente_telefone, expira_em)
        VALUES (${id}, ${imovel}, ${w.corretorAId}, 'Cliente Matriz', '41999990000', now() + interval '1 day')`);
    }
    return `/api/espelho/${imovel}/unidades/${id}`;
  });
/** A one-line price table that creates a new unit each time it is applied. */
const tabelaForm = () => {
  const form = new FormData();
  const csv = `torre;unidade;andar;tipologia;area_privativa;vagas;preco\nTorre Tabela;${crypto.randomUUID().slice(0, 8)};1;;;0;1`;
  form.set('arquivo', new File([csv], 'tabela.csv'));
  return form;
};
const torreMatriz = () => ({
  torre: `Torre ${crypto.randomUUID().slice(0, 8)}`,
  primeiro_andar: 1,
  ultimo_andar: 2,
  finais: [{ preco_centavos: 50_000_000 }],
});

/** A fresh signature round of an approved proposal of corretorA × construtoraX, with the client's link. */
const rodadaAX = async (w: World) => {
  const { propostaId } = await propostaDireta(w.x.perfilId, w.a.perfilId, true);
  const clienteEmail = `matriz-${crypto.randomUUID().slice(0, 8)}@cliente.com.br`;
  const res = await w.as.corretorA.api('POST', '/api/assinaturas/propostas/:id', {
    param: { id: propostaId },
    body: { cliente_email: clienteEmail, cliente_cpf: CPF_VALIDO },
  });
  const criada = await res.json();
  return { ...criada.rodada, token: criada.link_cliente!.split('/assinar/')[1]!, clienteEmail };
};
/** One round marked signed (its original standing as the signed copy), for the reads of the signed PDF. */
let rodadaAssinadaOnce: ReturnType<typeof rodadaAX> | undefined;
const rodadaAssinadaAX = (w: World) =>
  (rodadaAssinadaOnce ??= rodadaAX(w).then(async (r) => {
    await withDb((db) =>
      db.execute(sql`
        UPDATE assinaturas_rodadas SET status = 'Assinada', final_chave = documento_chave,
               final_sha256 = documento_sha256, concluida_em = now()
         WHERE id = ${r.id}`),
    );
    return r;
  }));
/** A fresh round whose client asked for a code; answers the link and the code from the outbox. */
const linkComCodigo = async (w: World) => {
  const r = await rodadaAX(w);
  await client().request(`/api/assinaturas/link/${r.token}/codigo`, { method: 'POST', json: {} });
  return { token: r.token, codigo: await codigoDoEmail(r.clienteEmail) };
};
/** A fresh Ativo contract of corretorA × construtoraX. */
const contratoAtivoAX = async (w: World) => {
  const { contratoId } = await w.freshCaptacaoAX();
  await withDb((db) =>
    db.execute(sql`UPDATE contratos_captacao SET status_contrato = 'Ativo' WHERE id = ${contratoId}`),
  );
  return contratoId;
};

/** construtoraX's own API token and webhook receiver, for the rows that act on one. */
const tokenX = async (w: World) => (await createToken(w.x.client, 'Matriz')).id;
const webhookBody = () => ({ url: 'https://receptor.exemplo.com.br/matriz', eventos: ['unidade.status'] });
const newWebhookX = async (w: World) => {
  const res = await w.x.client.api('POST', '/api/webhooks', { json: webhookBody() });
  if (res.status !== 201) throw new Error(`webhook failed: ${res.status}`);
  return (await res.json()).id;
};
let webhookXOnce: Promise<string> | undefined;
const webhookX = (w: World) => (webhookXOnce ??= newWebhookX(w));
/** A session is not an API key: every signed-in role is refused like a visitor. */
const NO_KEY = everyone(401);
const EVERYONE = everyone(200);
const CONSTRUTORAS = {
  ...everyone(403),
  visitor: 401,
  construtoraX: 200,
  construtoraY: 200,
};

const MATRIX: Record<string, Row> = {
  'GET /api/tokens': { send: get('/api/tokens'), ...CONSTRUTORAS },
  'POST /api/tokens': {
    send: send('POST', '/api/tokens', () => ({ nome: 'Matriz' })),
    ...CONSTRUTORAS,
    construtoraX: 201,
    construtoraY: 201,
    imobiliariaM: 403,
    imobiliariaN: 403,
  },
  'DELETE /api/tokens/:id': {
    send: send('DELETE', async (w) => `/api/tokens/${await tokenX(w)}`),
    ...CONSTRUTORAS,
    construtoraX: 204,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
  },
  'GET /api/v1/empreendimentos': { send: get('/api/v1/empreendimentos'), ...NO_KEY },
  'GET /api/v1/empreendimentos/:id/unidades': {
    send: (w, role) => w.as[role].request(`/api/v1/empreendimentos/${w.imovelX}/unidades`),
    ...NO_KEY,
  },
  'GET /api/v1/openapi.json': { send: get('/api/v1/openapi.json'), ...EVERYONE },
  'GET /api/v1/referencia': { send: get('/api/v1/referencia'), ...EVERYONE },
  'GET /api/webhooks': { send: get('/api/webhooks'), ...CONSTRUTORAS },
  'POST /api/webhooks': {
    send: send('POST', '/api/webhooks', webhookBody),
    ...CONSTRUTORAS,
    construtoraX: 201,
    construtoraY: 201,
    imobiliariaM: 403,
    imobiliariaN: 403,
  },
  'DELETE /api/webhooks/:id': {
    send: send('DELETE', async (w) => `/api/webhooks/${await newWebhookX(w)}`),
    ...CONSTRUTORAS,
    construtoraX: 204,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
  },
  'GET /api/webhooks/:id/entregas': {
    send: async (w, role) => w.as[role].request(`/api/webhooks/${await webhookX(w)}/entregas`),
    ...CONSTRUTORAS,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
  },
  'GET /api/assinaturas/propostas/:id': {
    send: (w, role) => w.as[role].request(`/api/assinaturas/propostas/${w.propostaAX}`),
    visitor: 401,
    corretorA: 200,
    corretorB: 404,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // Either party sends its approved proposal for signature.
  'POST /api/assinaturas/propostas/:id': {
    send: send(
      'POST',
      async (w) => `/api/assinaturas/propostas/${(await propostaDireta(w.x.perfilId, w.a.perfilId, true)).propostaId}`,
      () => ({ cliente_email: `matriz-${crypto.randomUUID().slice(0, 8)}@cliente.com.br`, cliente_cpf: CPF_VALIDO }),
    ),
    visitor: 401,
    corretorA: 201,
    corretorB: 404,
    construtoraX: 201,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/assinaturas/contratos/:id': {
    send: (w, role) => w.as[role].request(`/api/assinaturas/contratos/${w.contratoAX}`),
    visitor: 401,
    corretorA: 200,
    corretorB: 404,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 404,
    imobiliariaN: 404,
    admin: 403,
  },
  'POST /api/assinaturas/contratos/:id': {
    send: send('POST', async (w) => `/api/assinaturas/contratos/${await contratoAtivoAX(w)}`),
    visitor: 401,
    corretorA: 201,
    corretorB: 404,
    construtoraX: 201,
    construtoraY: 404,
    imobiliariaM: 404,
    imobiliariaN: 404,
    admin: 403,
  },
  'GET /api/assinaturas/:id/documento': {
    send: async (w, role) => w.as[role].request(`/api/assinaturas/${(await rodadaAssinadaAX(w)).id}/documento`),
    visitor: 401,
    corretorA: 200,
    corretorB: 404,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 404,
    imobiliariaN: 404,
    admin: 403,
  },
  'GET /api/assinaturas/:id/assinado': {
    send: async (w, role) => w.as[role].request(`/api/assinaturas/${(await rodadaAssinadaAX(w)).id}/assinado`),
    visitor: 401,
    corretorA: 200,
    corretorB: 404,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 404,
    imobiliariaN: 404,
    admin: 403,
  },
  // The signer's link is the credential: whoever holds it, with or without a session, gets the same answer.
  'GET /api/assinaturas/link/:token': {
    send: async (w, role) => w.as[role].request(`/api/assinaturas/link/${(await rodadaAssinadaAX(w)).token}`),
    ...everyone(200),
  },
  'GET /api/assinaturas/link/:token/documento': {
    send: async (w, role) => w.as[role].request(`/api/assinaturas/link/${(await rodadaAssinadaAX(w)).token}/documento`),
    ...everyone(200),
  },
  'GET /api/assinaturas/link/:token/assinado': {
    send: async (w, role) => w.as[role].request(`/api/assinaturas/link/${(await rodadaAssinadaAX(w)).token}/assinado`),
    ...everyone(200),
  },
  'POST /api/assinaturas/link/:token/codigo': {
    send: send(
      'POST',
      async (w) => `/api/assinaturas/link/${(await rodadaAX(w)).token}/codigo`,
      () => ({}),
    ),
    ...everyone(200),
  },
  'POST /api/assinaturas/link/:token/assinar': {
    send: async (w, role) => {
      const { token, codigo } = await linkComCodigo(w);
      return w.as[role].request(`/api/assinaturas/link/${token}/assinar`, {
        method: 'POST',
        json: { codigo, cpf: CPF_VALIDO, nome_completo: 'Cliente Matriz', aceite: true },
      });
    },
    ...everyone(200),
  },
  'POST /api/assinaturas/link/:token/recusar': {
    send: async (w, role) => {
      const { token, codigo } = await linkComCodigo(w);
      return w.as[role].request(`/api/assinaturas/link/${token}/recusar`, {
        method: 'POST',
        json: { codigo, motivo: 'Matriz' },
      });
    },
    ...everyone(200),
  },
  'GET /api/assinaturas/verificacao/:codigo': {
    send: async (w, role) =>
      w.as[role].request(`/api/assinaturas/verificacao/${(await rodadaAssinadaAX(w)).codigo_verificacao}`),
    ...everyone(200),
  },
  'GET /api/chat/conversas': {
    send: get('/api/chat/conversas'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // A broker starts from a development (a fresh one: 201), the developer from A's capture, whose conversation
  // already exists (200); another developer's capture is not found.
  'POST /api/chat/conversas': {
    send: send('POST', '/api/chat/conversas', async (w, role) => {
      await conversaAX(w);
      return role.startsWith('construtora')
        ? { captacao_id: await captacaoAX(w) }
        : { imovel_id: role === 'visitor' || role === 'admin' ? w.imovelX : await w.freshImovelX() };
    }),
    visitor: 401,
    corretorA: 201,
    corretorB: 201,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/chat/conversas/:id/mensagens': {
    send: async (w, role) => w.as[role].request(`/api/chat/conversas/${await conversaAX(w)}/mensagens`),
    visitor: 401,
    corretorA: 200,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/chat/conversas/:id/mensagens': {
    send: send(
      'POST',
      async (w) => `/api/chat/conversas/${await conversaAX(w)}/mensagens`,
      () => ({
        conteudo: 'Mensagem da matriz',
      }),
    ),
    visitor: 401,
    corretorA: 201,
    corretorB: 403,
    construtoraX: 201,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // Without an Upgrade header: the parties get as far as the upgrade check (400), nobody else past the party check.
  'GET /api/chat/conversas/:id/ws': {
    send: async (w, role) => w.as[role].request(`/api/chat/conversas/${await conversaAX(w)}/ws`),
    visitor: 401,
    corretorA: 400,
    corretorB: 403,
    construtoraX: 400,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/notificacoes': {
    send: get('/api/notificacoes'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'GET /api/notificacoes/nao-lidas': {
    send: get('/api/notificacoes/nao-lidas'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'POST /api/notificacoes/lidas': {
    send: send('POST', '/api/notificacoes/lidas'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  // construtoraX owns the notification; anyone else's request finds nothing.
  'POST /api/notificacoes/:id/lida': {
    send: send('POST', async (w) => `/api/notificacoes/${await notificacaoX(w)}/lida`),
    visitor: 401,
    corretorA: 404,
    corretorB: 404,
    construtoraX: 204,
    construtoraY: 404,
    imobiliariaM: 404,
    imobiliariaN: 404,
    admin: 404,
  },
  'DELETE /api/notificacoes/:id': {
    send: send('DELETE', async (w) => `/api/notificacoes/${await notificacaoX(w)}`),
    visitor: 401,
    corretorA: 404,
    corretorB: 404,
    construtoraX: 204,
    construtoraY: 404,
    imobiliariaM: 404,
    imobiliariaN: 404,
    admin: 404,
  },
  'GET /api/notificacoes/ws': {
    send: get('/api/notificacoes/ws'),
    visitor: 401,
    corretorA: 400,
    corretorB: 400,
    construtoraX: 400,
    construtoraY: 400,
    imobiliariaM: 400,
    imobiliariaN: 400,
    admin: 400,
  },
  'GET /api/auth/me': {
    send: get('/api/auth/me'),
    visitor: 200,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'POST /api/auth/signup': {
    send: async (w, role) =>
      (await w.spareSession(role)).request('/api/auth/signup', { method: 'POST', json: signupInput('corretor') }),
    visitor: 202,
    corretorA: 202,
    corretorB: 202,
    construtoraX: 202,
    construtoraY: 202,
    imobiliariaM: 202,
    imobiliariaN: 202,
    admin: 202,
  },
  'POST /api/auth/confirmar-email': {
    send: async (w, role) => {
      const userId = await userToToggle(true);
      const token = await withDb((db) => issueToken(db, userId, 'confirmar_email', 60_000));
      return w.as[role].request('/api/auth/confirmar-email', { method: 'POST', json: { token } });
    },
    visitor: 200,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'POST /api/auth/reenviar-confirmacao': {
    send: send('POST', '/api/auth/reenviar-confirmacao', () => ({ email: uniqueEmail('matriz') })),
    visitor: 202,
    corretorA: 202,
    corretorB: 202,
    construtoraX: 202,
    construtoraY: 202,
    imobiliariaM: 202,
    imobiliariaN: 202,
    admin: 202,
  },
  'POST /api/auth/login': {
    send: async (w, role) => {
      const acct = w.accounts[role === 'visitor' ? 'corretorA' : role];
      return (await w.spareSession(role)).request('/api/auth/login', {
        method: 'POST',
        json: { userType: acct.userType, email: acct.email, password: PASSWORD },
      });
    },
    visitor: 200,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'POST /api/auth/logout': {
    send: async (w, role) => (await w.spareSession(role)).request('/api/auth/logout', { method: 'POST' }),
    visitor: 204,
    corretorA: 204,
    corretorB: 204,
    construtoraX: 204,
    construtoraY: 204,
    imobiliariaM: 204,
    imobiliariaN: 204,
    admin: 204,
  },
  'GET /api/captacoes': {
    send: get('/api/captacoes'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/captacoes/resumo': {
    send: get('/api/captacoes/resumo'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // Another broker's capture is not found; the owner's own is removed with its draft.
  'DELETE /api/captacoes/:id': {
    send: send('DELETE', async (w) => `/api/captacoes/${(await w.freshCaptacaoAX()).captacaoId}`),
    visitor: 401,
    corretorA: 204,
    corretorB: 404,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/captacoes/status': {
    send: (w, role) => w.as[role].request(`/api/captacoes/status?imovel_id=${w.imovelX}`),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/captacoes': {
    send: send('POST', '/api/captacoes', async (w) => ({ imovel_id: await w.freshImovelX() })),
    visitor: 401,
    corretorA: 201,
    corretorB: 201,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/captacoes/recebidas': {
    send: get('/api/captacoes/recebidas'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // LGPD self-service: any signed-in account, about itself only.
  'GET /api/conta/dados': {
    send: get('/api/conta/dados'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'DELETE /api/conta': {
    send: async (w, role) =>
      (await w.newAccountLike(role)).request('/api/conta', { method: 'DELETE', json: { senha: PASSWORD } }),
    visitor: 401,
    corretorA: 204,
    corretorB: 204,
    construtoraX: 204,
    construtoraY: 204,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/contato': {
    send: send('POST', '/api/contato', () => ({
      nome: 'Maria',
      email: 'maria@teste.com.br',
      telefone: '(41) 99999-0000',
      mensagem: 'Olá',
    })),
    visitor: 201,
    corretorA: 201,
    corretorB: 201,
    construtoraX: 201,
    construtoraY: 201,
    imobiliariaM: 201,
    imobiliariaN: 201,
    admin: 201,
  },
  'GET /api/propostas': {
    send: get('/api/propostas'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/propostas/:id': {
    send: (w, role) => w.as[role].request(`/api/propostas/${w.propostaAX}`),
    visitor: 401,
    corretorA: 200,
    corretorB: 404,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // Only the broker holding the unit's reservation may send a proposal on it.
  'POST /api/propostas': {
    send: send('POST', '/api/propostas', async (w) => propostaBody((await unidadeReservada(w.x, w.a)).unidadeId)),
    visitor: 401,
    corretorA: 201,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // The developer of the proposal approves it; its broker may not.
  'POST /api/propostas/:id/acao': {
    send: send(
      'POST',
      async (w) => `/api/propostas/${(await propostaDireta(w.x.perfilId, w.a.perfilId)).propostaId}/acao`,
      () => ({ acao: 'aprovar', versao: 1 }),
    ),
    visitor: 401,
    corretorA: 403,
    corretorB: 404,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/propostas/condicoes/:imovelId': {
    send: (w, role) => w.as[role].request(`/api/propostas/condicoes/${w.imovelX}`),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'PUT /api/propostas/condicoes/:imovelId': {
    send: send(
      'PUT',
      (w) => `/api/propostas/condicoes/${w.imovelX}`,
      () => ({
        entrada_min_bps: 10,
        mensais_max: 60,
        intermediarias_max: 5,
        chaves_financiamento_max_bps: 80,
        desconto_max_bps: 5,
      }),
    ),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/comissoes': {
    send: get('/api/comissoes'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    // An agency lists the commissions owed to it (docs/vendas.md#divisão-da-comissão).
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 403,
  },
  'GET /api/comissoes/exportar': {
    send: get('/api/comissoes/exportar'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    // An agency lists the commissions owed to it (docs/vendas.md#divisão-da-comissão).
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 403,
  },
  // Only the developer moves a commission; its broker sees it but may not.
  'POST /api/comissoes/:id/acao': {
    send: send(
      'POST',
      async (w) => `/api/comissoes/${(await propostaDireta(w.x.perfilId, w.a.perfilId, true)).comissaoId}/acao`,
      // Invoiced on the day of the sale (today): no earlier date is accepted.
      () => ({ versao: 1, status: 'Faturada', data: hojeSaoPaulo() }),
    ),
    visitor: 401,
    corretorA: 403,
    corretorB: 404,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/contratos': {
    send: get('/api/contratos'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 403,
  },
  'GET /api/contratos/:id': {
    send: (w, role) => w.as[role].request(`/api/contratos/${w.contratoAX}`),
    visitor: 401,
    corretorA: 200,
    corretorB: 404,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 404,
    imobiliariaN: 404,
    admin: 403,
  },
  // The developer of the contract may act on it, but not with the broker's action.
  'POST /api/contratos/:id/acao': {
    send: send(
      'POST',
      async (w) => `/api/contratos/${(await w.freshCaptacaoAX()).contratoId}/acao`,
      () => ({ acao: 'salvar_rascunho', versao: 1, dados: { termos_contrato: 'Termos' } }),
    ),
    visitor: 401,
    corretorA: 200,
    corretorB: 404,
    construtoraX: 403,
    construtoraY: 404,
    imobiliariaM: 404,
    imobiliariaN: 404,
    admin: 403,
  },
  'GET /api/espelho/reservas': {
    send: get('/api/espelho/reservas'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/espelho/:imovelId': {
    send: async (w, role) => w.as[role].request(`/api/espelho/${await espelhoX(w)}`),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/espelho/:imovelId/unidade': {
    send: async (w, role) => {
      const path = await unidadeX(w);
      const numero = await withDb(async (db) => {
        const r = await db.execute<{ numero: string }>(
          sql`SELECT numero FROM unidades WHERE id = ${path.split('/').pop()!}`,
        );
        return r.rows[0]!.numero;
      });
      return w.as[role].request(`/api/espelho/${await espelhoX(w)}/unidade?torre=Torre%20Matriz&numero=${numero}`);
    },
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/espelho/:imovelId/mudancas': {
    send: async (w, role) => w.as[role].request(`/api/espelho/${await espelhoX(w)}/mudancas?desde=0`),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // Without an Upgrade header: whoever may see the grid gets as far as the upgrade check (400).
  'GET /api/espelho/:imovelId/ws': {
    send: async (w, role) => w.as[role].request(`/api/espelho/${await espelhoX(w)}/ws`),
    visitor: 401,
    corretorA: 400,
    corretorB: 400,
    construtoraX: 400,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/espelho/:imovelId/gerador/previa': {
    send: send('POST', async (w) => `/api/espelho/${await espelhoX(w)}/gerador/previa`, torreMatriz),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/espelho/:imovelId/gerador': {
    send: send('POST', async (w) => `/api/espelho/${await espelhoX(w)}/gerador`, torreMatriz),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 201,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'PATCH /api/espelho/:imovelId/configuracao': {
    send: send(
      'PATCH',
      async (w) => `/api/espelho/${await espelhoX(w)}/configuracao`,
      () => ({
        reserva_horas: 48,
        reservas_max_por_corretor: 3,
      }),
    ),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'PATCH /api/espelho/:imovelId/unidades/:unidadeId': {
    send: send(
      'PATCH',
      (w) => unidadeX(w),
      () => ({ versao: 1, tipologia: 'Matriz' }),
    ),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/espelho/:imovelId/unidades/:unidadeId/bloquear': {
    send: send('POST', async (w) => `${await unidadeX(w)}/bloquear`),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/espelho/:imovelId/unidades/:unidadeId/desbloquear': {
    send: send('POST', async (w) => `${await unidadeX(w, 'Bloqueada')}/desbloquear`),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // Only a broker with an Ativo contract (A) reserves; B has none.
  'POST /api/espelho/:imovelId/unidades/:unidadeId/reserva': {
    send: send(
      'POST',
      async (w) => `${await unidadeX(w)}/reserva`,
      () => ({
        cliente_nome: 'Cliente Matriz',
        cliente_telefone: '41999990000',
      }),
    ),
    visitor: 401,
    corretorA: 201,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // A's reservation: A (holder) and X (developer) cancel it; B is refused.
  'DELETE /api/espelho/:imovelId/unidades/:unidadeId/reserva': {
    send: send('DELETE', async (w) => `${await unidadeX(w, 'Reservada')}/reserva`),
    visitor: 401,
    corretorA: 200,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // The price table of X's grid: only X previews, imports (a new unit each time), exports and lists versions.
  'POST /api/tabela-precos/:imovelId/previa': {
    send: async (w, role) =>
      w.as[role].request(`/api/tabela-precos/${await espelhoX(w)}/previa`, { method: 'POST', body: tabelaForm() }),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/tabela-precos/:imovelId': {
    send: async (w, role) =>
      w.as[role].request(`/api/tabela-precos/${await espelhoX(w)}`, { method: 'POST', body: tabelaForm() }),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 201,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/tabela-precos/:imovelId/exportar': {
    send: async (w, role) => w.as[role].request(`/api/tabela-precos/${await espelhoX(w)}/exportar?formato=xlsx`),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/tabela-precos/:imovelId/versoes': {
    send: async (w, role) => w.as[role].request(`/api/tabela-precos/${await espelhoX(w)}/versoes`),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/empreendimentos': {
    send: get('/api/empreendimentos'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/empreendimentos/resumo': {
    send: get('/api/empreendimentos/resumo'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/empreendimentos/:id': {
    send: (w, role) => w.as[role].request(`/api/empreendimentos/${w.imovelX}`),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/empreendimentos': {
    send: send('POST', '/api/empreendimentos', () => empreendimento),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 201,
    construtoraY: 201,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'PUT /api/empreendimentos/:id': {
    send: send(
      'PUT',
      (w) => `/api/empreendimentos/${w.imovelX}`,
      () => empreendimento,
    ),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'DELETE /api/empreendimentos/:id': {
    send: send('DELETE', async (w) => `/api/empreendimentos/${await w.freshImovelX()}`),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 204,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/empreendimentos/:id/status': {
    send: send(
      'POST',
      async (w) => `/api/empreendimentos/${await w.freshImovelX()}/status`,
      () => ({ acao: 'vender' }),
    ),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 404,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/favoritos': {
    send: get('/api/favoritos'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/favoritos/ids': {
    send: get('/api/favoritos/ids'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/favoritos': {
    send: send('POST', '/api/favoritos', async (w) => ({ imovel_id: await w.freshImovelX() })),
    visitor: 401,
    corretorA: 201,
    corretorB: 201,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/favoritos/importar': {
    send: send('POST', '/api/favoritos/importar', (w) => ({ imovel_ids: [w.imovelX] })),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // A broker's favourite is keyed by their own profile: B removing "A's" only touches B's (none) list.
  'DELETE /api/favoritos/:imovelId': {
    send: send('DELETE', (w) => `/api/favoritos/${w.imovelX}`),
    visitor: 401,
    corretorA: 204,
    corretorB: 204,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'POST /api/fichas': {
    send: send('POST', '/api/fichas', (w) => ({ imovel_id: w.imovelX })),
    visitor: 401,
    corretorA: 201,
    corretorB: 201,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/health': {
    send: get('/api/health'),
    visitor: 200,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'GET /api/oportunidades': {
    send: get('/api/oportunidades'),
    visitor: 200,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'GET /api/oportunidades/proximos': {
    send: get('/api/oportunidades/proximos?lat=-25.43&long=-49.27'),
    visitor: 200,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'GET /api/oportunidades/:id': {
    send: (w, role) => w.as[role].request(`/api/oportunidades/${w.imovelX}`),
    visitor: 200,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  // An admin has no profile row.
  'GET /api/perfil': {
    send: get('/api/perfil'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 404,
  },
  'PUT /api/perfil': {
    send: send('PUT', '/api/perfil', (_w, role) => perfilBody(role)),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 403,
  },
  'POST /api/perfil/senha': {
    send: async (w, role) =>
      (await w.newAccountLike(role)).request('/api/perfil/senha', {
        method: 'POST',
        json: { senha_atual: PASSWORD, nova_senha: 'outra-senha-789', confirmar_senha: 'outra-senha-789' },
      }),
    visitor: 401,
    corretorA: 204,
    corretorB: 204,
    construtoraX: 204,
    construtoraY: 204,
    imobiliariaM: 204,
    imobiliariaN: 204,
    admin: 204,
  },
  // Password recovery is for anyone, signed in or not: the link in the e-mail is the credential.
  'POST /api/senha/esqueci': {
    send: send('POST', '/api/senha/esqueci', () => ({ email: uniqueEmail('matriz') })),
    visitor: 202,
    corretorA: 202,
    corretorB: 202,
    construtoraX: 202,
    construtoraY: 202,
    imobiliariaM: 202,
    imobiliariaN: 202,
    admin: 202,
  },
  'POST /api/senha/redefinir': {
    send: async (w, role) => {
      // An account of its own: a reset ends every session of the account it is for.
      alvoRedefinicao ??= signedUp('corretor').then((a) => a.userId);
      const userId = await alvoRedefinicao;
      const token = await withDb((db) => issueToken(db, userId, 'redefinir_senha', 60_000));
      return w.as[role].request('/api/senha/redefinir', {
        method: 'POST',
        json: { token, nova_senha: 'outra-senha-789', confirmar_senha: 'outra-senha-789' },
      });
    },
    visitor: 200,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'GET /api/preferencias': {
    send: get('/api/preferencias'),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'PUT /api/preferencias': {
    send: send('PUT', '/api/preferencias', () => ({ raio_km: 10 })),
    visitor: 401,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/relatorios': {
    send: get('/api/relatorios'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/relatorios/csv': {
    send: get('/api/relatorios/csv'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  // The commission split and the agency's view of its team (docs/vendas.md#divisão-da-comissão): the agency's own.
  'GET /api/comissoes/divisao': { send: get('/api/comissoes/divisao'), ...AGENCIAS },
  'PUT /api/comissoes/divisao': {
    send: send('PUT', '/api/comissoes/divisao', () => ({ corretor_bp: 4000, gerente_bp: 1000 })),
    ...AGENCIAS,
  },
  // A broker reads the shares that are theirs, an agency those of its sales; only the agency pays one.
  'GET /api/comissoes/partes': { send: get('/api/comissoes/partes'), ...AGENCIAS, corretorA: 200, corretorB: 200 },
  'GET /api/comissoes/partes/exportar': {
    send: get('/api/comissoes/partes/exportar'),
    ...AGENCIAS,
    corretorA: 200,
    corretorB: 200,
  },
  'POST /api/comissoes/partes/:id/acao': {
    send: send(
      'POST',
      async (w) => `/api/comissoes/partes/${await parteM(w)}/acao`,
      () => ({
        versao: 1,
        data: hojeSaoPaulo(),
      }),
    ),
    ...everyone(403),
    visitor: 401,
    imobiliariaM: 200,
    imobiliariaN: 404,
  },
  'GET /api/vendas-equipe/reservas': { send: get('/api/vendas-equipe/reservas'), ...EQUIPE },
  'GET /api/vendas-equipe/propostas': { send: get('/api/vendas-equipe/propostas'), ...EQUIPE },
  'GET /api/vendas-equipe/vendas': { send: get('/api/vendas-equipe/vendas'), ...EQUIPE },
  'GET /api/vendas-equipe/vendas/exportar': { send: get('/api/vendas-equipe/vendas/exportar'), ...EQUIPE },
  'GET /api/vendas-equipe/ranking': { send: get('/api/vendas-equipe/ranking'), ...EQUIPE },
  'GET /api/relatorios/imobiliarias': {
    send: get('/api/relatorios/imobiliarias'),
    ...everyone(403),
    visitor: 401,
    construtoraX: 200,
    construtoraY: 200,
  },
  'POST /api/uploads': {
    send: (w, role) => postUpload(w.as[role], uploadForm({ arquivo: [IMAGES.webp, 'x.webp'] })),
    visitor: 401,
    corretorA: 201,
    corretorB: 201,
    construtoraX: 201,
    construtoraY: 201,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 403,
  },
  'GET /api/admin/resumo': {
    send: get('/api/admin/resumo'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'GET /api/admin/notificacoes': {
    send: get('/api/admin/notificacoes'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'GET /api/admin/usuarios': {
    send: get('/api/admin/usuarios?q=a&tipo=corretor'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'POST /api/admin/usuarios/:id/desativar': {
    send: send('POST', async () => `/api/admin/usuarios/${await userToToggle(true)}/desativar`),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'POST /api/admin/usuarios/:id/reativar': {
    send: send('POST', async () => `/api/admin/usuarios/${await userToToggle(false)}/reativar`),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'GET /api/admin/construtoras': {
    send: get('/api/admin/construtoras'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'GET /api/admin/mensagens': {
    send: get('/api/admin/mensagens?status=lidas'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'POST /api/admin/mensagens/:id/lida': {
    send: send('POST', async () => `/api/admin/mensagens/${await contactMessage()}/lida`),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'POST /api/admin/mensagens/:id/nao-lida': {
    send: send('POST', async () => `/api/admin/mensagens/${await contactMessage()}/nao-lida`),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'POST /api/admin/mensagens/:id/arquivar': {
    send: send('POST', async () => `/api/admin/mensagens/${await contactMessage()}/arquivar`),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'POST /api/admin/mensagens/:id/respondida': {
    send: send('POST', async () => `/api/admin/mensagens/${await contactMessage()}/respondida`),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'GET /api/admin/conteudo/:chave': {
    send: get('/api/admin/conteudo/sobre'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'PUT /api/admin/conteudo/:chave': {
    send: send('PUT', '/api/admin/conteudo/corretores', () => CONTEUDO_PADRAO.corretores),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'GET /api/admin/seo': {
    send: get('/api/admin/seo'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'PUT /api/admin/seo': {
    send: send('PUT', '/api/admin/seo', () => SEO_PADRAO),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'GET /api/admin/configuracoes': {
    send: get('/api/admin/configuracoes'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'PUT /api/admin/configuracoes': {
    send: send('PUT', '/api/admin/configuracoes', () => CONFIGURACOES_PADRAO),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'GET /api/admin/auditoria': {
    send: get('/api/admin/auditoria'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'GET /api/admin/analytics': {
    send: get('/api/admin/analytics?dias=90'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'GET /api/admin/totp': {
    send: get('/api/admin/totp'),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'POST /api/admin/totp/iniciar': {
    send: async (w, role) =>
      role === 'admin'
        ? (await signedInAdmin()).client.request('/api/admin/totp/iniciar', { method: 'POST' })
        : w.as[role].request('/api/admin/totp/iniciar', { method: 'POST' }),
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'POST /api/admin/totp/ativar': {
    send: async (w, role) => {
      if (role !== 'admin')
        return w.as[role].request('/api/admin/totp/ativar', { method: 'POST', json: { codigo: '123456' } });
      const a = await adminWithPendingTotp();
      return a.client.request('/api/admin/totp/ativar', { method: 'POST', json: { codigo: totpCode(a.segredo) } });
    },
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 200,
  },
  'POST /api/admin/totp/desativar': {
    send: async (w, role) => {
      if (role !== 'admin')
        return w.as[role].request('/api/admin/totp/desativar', { method: 'POST', json: { codigo: '123456' } });
      const a = await adminWithTotp();
      return a.client.request('/api/admin/totp/desativar', {
        method: 'POST',
        json: { codigo: laterTotpCode(a.segredo) },
      });
    },
    visitor: 401,
    corretorA: 403,
    corretorB: 403,
    construtoraX: 403,
    construtoraY: 403,
    imobiliariaM: 403,
    imobiliariaN: 403,
    admin: 204,
  },
  'POST /api/admin-auth/verificar': {
    send: async (w, role) => {
      const a = await totpAdmin();
      const desafio = await adminChallenge(a.email);
      // A second session: signing in replaces the one the table uses.
      return (await w.spareSession(role)).request('/api/admin-auth/verificar', {
        method: 'POST',
        json: { desafio, codigo: a.codigos.pop() },
      });
    },
    visitor: 200,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'GET /api/imobiliarias/equipe': { send: get('/api/imobiliarias/equipe'), ...AGENCIAS },
  'PATCH /api/imobiliarias/equipe/:id': {
    send: send(
      'PATCH',
      (w) => `/api/imobiliarias/equipe/${w.membroA}`,
      // corretorA stays the manager the rows of the team's view rely on.
      () => ({ papel: 'Gerente' }),
    ),
    ...AGENCIAS,
    imobiliariaN: 404,
  },
  'DELETE /api/imobiliarias/equipe/:id': {
    send: send('DELETE', async (w) => `/api/imobiliarias/equipe/${(await freshMembroM(w)).membroId}`),
    ...AGENCIAS,
    imobiliariaM: 204,
    imobiliariaN: 404,
  },
  'GET /api/imobiliarias/convites': { send: get('/api/imobiliarias/convites'), ...AGENCIAS },
  'POST /api/imobiliarias/convites': {
    send: send('POST', '/api/imobiliarias/convites', () => ({ email: uniqueEmail('convidado') })),
    ...AGENCIAS,
    imobiliariaM: 201,
    imobiliariaN: 201,
  },
  'DELETE /api/imobiliarias/convites/:id': {
    send: send('DELETE', async (w) => `/api/imobiliarias/convites/${(await conviteM(w)).id}`),
    ...AGENCIAS,
    imobiliariaM: 204,
    imobiliariaN: 404,
  },
  'GET /api/imobiliarias/empreendimentos': { send: get('/api/imobiliarias/empreendimentos'), ...AGENCIAS },
  'POST /api/imobiliarias/captacoes': {
    send: send('POST', '/api/imobiliarias/captacoes', async (w) => ({ imovel_id: await w.freshImovelX() })),
    ...AGENCIAS,
    imobiliariaM: 201,
    imobiliariaN: 201,
  },
  'GET /api/imobiliarias/minha': { send: get('/api/imobiliarias/minha'), ...CORRETORES },
  'DELETE /api/imobiliarias/minha': {
    // The brokers of the table stay in the team: a broker who just joined leaves in their place.
    send: async (w, role) =>
      role.startsWith('corretor')
        ? (await freshMembroM(w)).corretor.client.request('/api/imobiliarias/minha', { method: 'DELETE' })
        : w.as[role].request('/api/imobiliarias/minha', { method: 'DELETE' }),
    ...CORRETORES,
    corretorA: 204,
    corretorB: 204,
  },
  'GET /api/convites/:token': {
    send: async (w, role) => w.as[role].request(`/api/convites/${(await conviteM(w)).token}`),
    ...everyone(200),
  },
  'POST /api/convites/:token/aceitar': {
    send: async (w, role) =>
      w.as[role].request(`/api/convites/${(await conviteM(w)).token}/aceitar`, { method: 'POST' }),
    ...everyone(403),
    visitor: 401,
    // Both brokers of the table are already in agency M: a broker belongs to one agency at a time.
    corretorA: 409,
    corretorB: 409,
  },
  'POST /api/convites/:token/cadastro': {
    // The page is public: whoever holds the link makes the invited address's account (in a session of its own).
    send: async (w, role) =>
      (await w.spareSession(role)).request(`/api/convites/${(await conviteM(w)).token}/cadastro`, {
        method: 'POST',
        json: { nome: 'Convidado Matriz', creci: 'CRECI 1', password: PASSWORD, confirmPassword: PASSWORD },
      }),
    ...everyone(201),
  },
  'GET /api/site/conteudo/:chave': {
    send: get('/api/site/conteudo/faq'),
    visitor: 200,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'GET /api/site/configuracoes': {
    send: get('/api/site/configuracoes'),
    visitor: 200,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
  'GET /api/site/seo': {
    send: get('/api/site/seo'),
    visitor: 200,
    corretorA: 200,
    corretorB: 200,
    construtoraX: 200,
    construtoraY: 200,
    imobiliariaM: 200,
    imobiliariaN: 200,
    admin: 200,
  },
};

/** The app's own /api routes, without middleware entries. */
function apiRoutes() {
  return [
    ...new Set(
      app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`),
    ),
  ].sort();
}

let world: World;

beforeAll(async () => {
  const [corretorA, corretorB, construtoraX, construtoraY, imobiliariaM, imobiliariaN, admin] = await Promise.all([
    signedUp('corretor'),
    signedUp('corretor'),
    signedUp('construtora'),
    signedUp('construtora'),
    signedUp('imobiliaria'),
    signedUp('imobiliaria'),
    signedInAdmin(),
  ]);
  const membroA = await joinEquipe(imobiliariaM, corretorA);
  const membroB = await joinEquipe(imobiliariaM, corretorB);
  // corretorA manages corretorB, so a manager's view of the team has its caller in the table.
  for (const [id, body] of [
    [membroA, { papel: 'Gerente' }],
    [membroB, { gerente_id: membroA }],
  ] as const) {
    const res = await imobiliariaM.client.api('PATCH', '/api/imobiliarias/equipe/:id', { param: { id }, body });
    if (res.status !== 200) throw new Error(`team setup failed: ${res.status} ${await res.text()}`);
  }
  const accounts: World['accounts'] = {
    corretorA: { client: corretorA.client, email: corretorA.email, userType: 'corretor' },
    corretorB: { client: corretorB.client, email: corretorB.email, userType: 'corretor' },
    construtoraX: { client: construtoraX.client, email: construtoraX.email, userType: 'construtora' },
    construtoraY: { client: construtoraY.client, email: construtoraY.email, userType: 'construtora' },
    imobiliariaM: { client: imobiliariaM.client, email: imobiliariaM.email, userType: 'imobiliaria' },
    imobiliariaN: { client: imobiliariaN.client, email: imobiliariaN.email, userType: 'imobiliaria' },
    admin: { client: admin.client, email: admin.email, userType: 'admin' },
  };
  const imovelX = await insertImovel(construtoraX.perfilId, { nome: 'Imóvel da X' });
  // A's favourite and capture of X's development exist, so the rows above see real objects.
  await withDb(async (db) => {
    await db.execute(sql`INSERT INTO favoritos (corretor_id, imovel_id, user_id)
                         VALUES (${corretorA.perfilId}, ${imovelX}, ${corretorA.userId})`);
    await db.execute(sql`INSERT INTO captacoes (corretor_id, imovel_id) VALUES (${corretorA.perfilId}, ${imovelX})`);
  });
  const freshCaptacaoAX = () =>
    withDb(async (db) => {
      const imovel = await insertImovel(construtoraX.perfilId);
      const r = await db.execute<{ captacao_id: string; contrato_id: string }>(sql`
        WITH c AS (INSERT INTO captacoes (corretor_id, imovel_id) VALUES (${corretorA.perfilId}, ${imovel}) RETURNING id)
        INSERT INTO contratos_captacao (captacao_id, imovel_id, corretor_id, construtora_id)
        SELECT id, ${imovel}, ${corretorA.perfilId}, ${construtoraX.perfilId} FROM c
        RETURNING captacao_id, id AS contrato_id`);
      return { captacaoId: r.rows[0]!.captacao_id, contratoId: r.rows[0]!.contrato_id };
    });
  const contratoAX = (await freshCaptacaoAX()).contratoId;
  const propostaAX = (await propostaDireta(construtoraX.perfilId, corretorA.perfilId)).propostaId;
  const login = async (acct: Account) => {
    const c = client();
    const res = await c.request('/api/auth/login', {
      method: 'POST',
      json: { userType: acct.userType, email: acct.email, password: PASSWORD },
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    return c;
  };
  world = {
    as: {
      visitor: client(),
      corretorA: corretorA.client,
      corretorB: corretorB.client,
      construtoraX: construtoraX.client,
      construtoraY: construtoraY.client,
      imobiliariaM: imobiliariaM.client,
      imobiliariaN: imobiliariaN.client,
      admin: admin.client,
    },
    accounts,
    x: construtoraX,
    corretorAId: corretorA.perfilId,
    a: corretorA,
    propostaAX,
    imovelX,
    freshImovelX: () => insertImovel(construtoraX.perfilId),
    contratoAX,
    freshCaptacaoAX,
    spareSession: (role) => (role === 'visitor' ? Promise.resolve(client()) : login(accounts[role])),
    newAccountLike: async (role) => {
      if (role === 'visitor') return client();
      if (role === 'admin') return (await signedInAdmin()).client;
      return (await signedUp(accounts[role].userType as 'corretor' | 'construtora' | 'imobiliaria')).client;
    },
    m: imobiliariaM,
    membroA,
  };
});

describe('authorization matrix', () => {
  it('has exactly one row per /api route of the app', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    expect(
      routes.filter((r) => !(r in MATRIX)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !routes.includes(r)),
      'rows for routes that do not exist',
    ).toEqual([]);
  });

  it.each(Object.keys(MATRIX))('%s', async (route) => {
    const row = MATRIX[route]!;
    const got: Partial<Record<Role, number>> = {};
    const want: Partial<Record<Role, number>> = {};
    for (const role of ROLES) {
      got[role] = (await row.send(world, role)).status;
      want[role] = row[role];
    }
    expect(got).toEqual(want);
  });
});
