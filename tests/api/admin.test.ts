// The admin API: the guard on every route, dashboard figures, users (search, pages, deactivation that
// locks out and hides a construtora's developments), construtoras, the contact inbox, site content, SEO and
// settings seen on the public endpoints, the audit log and analytics.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import { PASSWORD, insertImovel, signedUp, uniqueEmail } from '../helpers/factories.ts';
import { client, errorBody, type Client, type RawResponse } from '../helpers/http.ts';

const errorOf = async (res: RawResponse) => (await errorBody(res)).error;
const ID = '00000000-0000-4000-8000-000000000000';

let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let as: Client;
beforeAll(async () => {
  admin = await signedInAdmin();
  as = admin.client;
});

async function auditoria(acao: string, alvoId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ admin_user_id: string; detalhes: Record<string, unknown> | null }>(
      sql`SELECT admin_user_id, detalhes FROM auditoria_admin WHERE acao = ${acao} AND alvo_id = ${alvoId}
           ORDER BY created_at DESC`,
    );
    return r.rows;
  });
}

const ROUTES: Array<[string, string, unknown?]> = [
  ['GET', '/api/admin/resumo'],
  ['GET', '/api/admin/notificacoes'],
  ['GET', '/api/admin/usuarios'],
  ['POST', `/api/admin/usuarios/${ID}/desativar`],
  ['POST', `/api/admin/usuarios/${ID}/reativar`],
  ['GET', '/api/admin/construtoras'],
  ['GET', '/api/admin/mensagens'],
  ['POST', `/api/admin/mensagens/${ID}/lida`],
  ['POST', `/api/admin/mensagens/${ID}/nao-lida`],
  ['POST', `/api/admin/mensagens/${ID}/arquivar`],
  ['POST', `/api/admin/mensagens/${ID}/respondida`],
  ['GET', '/api/admin/conteudo/faq'],
  ['PUT', '/api/admin/conteudo/faq', { itens: [{ secao: '', pergunta: 'P?', resposta: 'R.' }] }],
  ['GET', '/api/admin/seo'],
  ['PUT', '/api/admin/seo', {}],
  ['GET', '/api/admin/configuracoes'],
  ['PUT', '/api/admin/configuracoes', {}],
  ['GET', '/api/admin/auditoria'],
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/totp'],
  ['POST', '/api/admin/totp/iniciar'],
  ['POST', '/api/admin/totp/ativar', { codigo: '123456' }],
  ['POST', '/api/admin/totp/desativar', { codigo: '123456' }],
];

describe('admin guard', () => {
  it('answers 401 to a visitor and 403 to a corretor and a construtora on every /api/admin route', async () => {
    const corretor = await signedUp('corretor');
    const construtora = await signedUp('construtora');
    const visitor = client();
    for (const [method, path, body] of ROUTES) {
      const init = { method, ...(body !== undefined ? { json: body } : {}) };
      const v = await visitor.request(path, init);
      expect([path, v.status]).toEqual([path, 401]);
      expect((await errorOf(v)).message).toBe('Sessão inválida.');
      for (const c of [corretor.client, construtora.client]) {
        const r = await c.request(path, init);
        expect([path, r.status]).toEqual([path, 403]);
        expect((await errorOf(r)).message).toBe('Acesso negado.');
      }
    }
  });
});

describe('GET /api/admin/resumo', () => {
  it('counts users by role, developments, captures, contracts and new messages, with a 30-day series', async () => {
    await client().request('/api/contato', {
      method: 'POST',
      json: { nome: 'Resumo', email: uniqueEmail('resumo'), telefone: '(11) 98765-4321', mensagem: 'Olá, equipe!' },
    });
    const res = await as.api('GET', '/api/admin/resumo');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.usuarios.admin).toBeGreaterThanOrEqual(1);
    expect(body.usuarios.corretor).toBeGreaterThanOrEqual(1);
    expect(body.mensagens_novas).toBeGreaterThanOrEqual(1);
    expect(body.serie).toHaveLength(30);
    expect(body.serie.at(-1)!.cadastros).toBeGreaterThanOrEqual(1);
    expect(body).toHaveProperty('captacoes');
    expect(body).toHaveProperty('contratos');
    const bell = await (await as.api('GET', '/api/admin/notificacoes')).json();
    expect(bell.mensagens_novas).toBe(body.mensagens_novas);
  });
});

describe('GET /api/admin/usuarios', () => {
  const tag = `lst${crypto.randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    await withDb((db) =>
      db.execute(sql`
        INSERT INTO users (email, password_hash, user_type, created_at)
        SELECT ${tag} || '.' || g || '@teste.com.br', 'x', CASE WHEN g % 5 = 0 THEN 'construtora' ELSE 'corretor' END,
               now() - g * interval '1 second'
          FROM generate_series(1, 25) g`),
    );
  });

  it('searches by e-mail, filters by role and pages with a cursor', async () => {
    const first = await (await as.api('GET', '/api/admin/usuarios', { query: { q: tag } })).json();
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.email).toBe(`${tag}.1@teste.com.br`);
    const second = await (
      await as.api('GET', '/api/admin/usuarios', { query: { q: tag, cursor: first.nextCursor } })
    ).json();
    expect(second.items.map((i) => i.email)).toEqual([21, 22, 23, 24, 25].map((g) => `${tag}.${g}@teste.com.br`));
    expect(second.nextCursor).toBeNull();
    const construtoras = await (
      await as.api('GET', '/api/admin/usuarios', { query: { q: tag.toUpperCase(), tipo: 'construtora' } })
    ).json();
    expect(construtoras.total).toBe(5);
  });

  it('finds a user by profile name and treats % as a plain character', async () => {
    const nome = `Imobiliária ${tag} Nome`;
    const u = await signedUp('corretor', { nome });
    const found = await (await as.api('GET', '/api/admin/usuarios', { query: { q: `${tag} nome` } })).json();
    expect(found.items).toEqual([expect.objectContaining({ id: u.userId, nome })]);
    const none = await (await as.api('GET', '/api/admin/usuarios', { query: { q: `${tag}%` } })).json();
    expect(none.total).toBe(0);
  });

  it('refuses a bad role or cursor in Portuguese', async () => {
    const tipo = await as.request('/api/admin/usuarios?tipo=gerente');
    expect(tipo.status).toBe(400);
    expect((await errorOf(tipo)).message).toBe('Tipo de usuário inválido.');
    const cursor = await as.request('/api/admin/usuarios?cursor=lixo');
    expect(cursor.status).toBe(400);
    expect((await errorOf(cursor)).message).toBe('Cursor de paginação inválido.');
  });
});

describe('deactivating and reactivating a user', () => {
  it('ends the sessions, refuses the login and hides the construtora’s developments until reactivated', async () => {
    const tag = `dsv${crypto.randomUUID().slice(0, 8)}`;
    const c = await signedUp('construtora', { nome: `Construtora ${tag}` });
    const visivel = await insertImovel(c.perfilId, { nome: `Residencial ${tag} Visível` });
    const pausado = await insertImovel(c.perfilId, { nome: `Residencial ${tag} Pausado`, ativo: false });
    const publicos = async () =>
      (await (await client().api('GET', '/api/oportunidades', { query: { q: tag } })).json()).items.map((i) => i.id);
    expect(await publicos()).toEqual([visivel]);

    const res = await as.request(`/api/admin/usuarios/${c.userId}/desativar`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ativo: false, imoveis_ocultados: 1 });
    expect((await c.client.request('/api/perfil')).status).toBe(401);
    const login = await client().request('/api/auth/login', {
      method: 'POST',
      json: { userType: 'construtora', email: c.email, password: PASSWORD },
    });
    expect(login.status).toBe(403);
    expect((await errorOf(login)).message).toBe('Esta conta está desativada. Entre em contato com o suporte.');
    expect(await publicos()).toEqual([]);
    expect((await client().request(`/api/oportunidades/${visivel}`)).status).toBe(404);
    const [audit] = await auditoria('usuario.desativar', c.userId);
    expect(audit).toMatchObject({ admin_user_id: admin.userId, detalhes: { imoveis_ocultados: [visivel] } });

    const again = await as.request(`/api/admin/usuarios/${c.userId}/desativar`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('Este usuário já está desativado.');

    const back = await as.request(`/api/admin/usuarios/${c.userId}/reativar`, { method: 'POST' });
    expect(await back.json()).toEqual({ ativo: true, imoveis_restaurados: 1 });
    expect(await publicos()).toEqual([visivel]);
    const paused = await withDb((db) =>
      db.execute<{ ativo: boolean }>(sql`SELECT ativo FROM imoveis WHERE id = ${pausado}`),
    );
    expect(paused.rows[0]!.ativo).toBe(false);
    const relogin = await client().request('/api/auth/login', {
      method: 'POST',
      json: { userType: 'construtora', email: c.email, password: PASSWORD },
    });
    expect(relogin.status).toBe(200);
    expect(await auditoria('usuario.reativar', c.userId)).toHaveLength(1);
  });

  it('refuses deactivating oneself, an unknown id and a malformed id; nothing is written', async () => {
    const self = await as.request(`/api/admin/usuarios/${admin.userId}/desativar`, { method: 'POST' });
    expect(self.status).toBe(409);
    expect((await errorOf(self)).message).toBe('Você não pode desativar a sua própria conta.');
    const unknown = await as.request(`/api/admin/usuarios/${ID}/desativar`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe('Usuário não encontrado.');
    const bad = await as.request('/api/admin/usuarios/123/reativar', { method: 'POST' });
    expect(bad.status).toBe(404);
    expect((await errorOf(bad)).message).toBe('Recurso não encontrado.');
    const active = await signedUp('corretor');
    const notInactive = await as.request(`/api/admin/usuarios/${active.userId}/reativar`, { method: 'POST' });
    expect(notInactive.status).toBe(409);
    expect(await auditoria('usuario.desativar', admin.userId)).toEqual([]);
    expect(await auditoria('usuario.reativar', active.userId)).toEqual([]);
  });
});

describe('GET /api/admin/construtoras', () => {
  it('lists construtoras by name with development and capture counts, page by page with the cursor', async () => {
    const c = await signedUp('construtora', { nome: `AAA Construtora ${crypto.randomUUID().slice(0, 6)}` });
    const i1 = await insertImovel(c.perfilId);
    await insertImovel(c.perfilId, { ativo: false });
    const corretor = await signedUp('corretor');
    expect((await corretor.client.request('/api/captacoes', { method: 'POST', json: { imovel_id: i1 } })).status).toBe(
      201,
    );
    // More construtoras than one page holds, all with one name so the id breaks the tie across the pages.
    const mesmoNome = await withDb(async (db) =>
      (
        await db.execute<{ id: string }>(sql`
          WITH u AS (
            INSERT INTO users (email, password_hash, user_type)
            SELECT 'pagina-' || gen_random_uuid() || '@teste.com.br', 'x', 'construtora' FROM generate_series(1, 21)
            RETURNING id)
          INSERT INTO construtoras (user_id, nome) SELECT id, 'Mesmo nome' FROM u RETURNING id`)
      ).rows.map((r) => r.id),
    );
    const seen: Record<string, unknown>[] = [];
    let pages = 0;
    for (let cursor: string | null = ''; cursor !== null; pages++) {
      const body = await (await as.api('GET', '/api/admin/construtoras', { query: { cursor } })).json();
      seen.push(...body.items);
      cursor = body.nextCursor;
    }
    expect(pages).toBeGreaterThan(1);
    // Other test files add and erase construtoras while this one pages, so the total moves: what must hold is that no
    // row comes twice and none of this test's own rows is missed across the pages.
    const ids = seen.map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([c.perfilId, ...mesmoNome]));
    const found = seen.find((x) => x.id === c.perfilId);
    expect(found).toMatchObject({ empreendimentos: 2, empreendimentos_ativos: 1, captacoes: 1, ativo: true });
    const bad = await as.request('/api/admin/construtoras?cursor=lixo');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Cursor de paginação inválido.');
  });
});

describe('contact inbox', () => {
  it('moves a message between new, read and archived, marks it answered and audits each step', async () => {
    const email = uniqueEmail('inbox');
    await client().request('/api/contato', {
      method: 'POST',
      json: { nome: 'Inês Inbox', email, telefone: '(11) 98765-4321', mensagem: 'Quero anunciar.' },
    });
    const id = await withDb(async (db) => {
      const r = await db.execute<{ id: string }>(sql`SELECT id FROM mensagens_contato WHERE email = ${email}`);
      return r.rows[0]!.id;
    });
    const ids = async (status: string) =>
      (await (await as.api('GET', '/api/admin/mensagens', { query: { status } })).json()).items.map((m) => m.id);
    expect(await ids('novas')).toContain(id);
    expect(await (await as.request(`/api/admin/mensagens/${id}/lida`, { method: 'POST' })).json()).toMatchObject({
      lida: true,
    });
    expect(await ids('novas')).not.toContain(id);
    expect(await ids('lidas')).toContain(id);
    await as.request(`/api/admin/mensagens/${id}/nao-lida`, { method: 'POST' });
    expect(await ids('novas')).toContain(id);
    const answered = await (await as.api('POST', '/api/admin/mensagens/:id/respondida', { param: { id } })).json();
    expect(answered.respondida_em).not.toBeNull();
    await as.request(`/api/admin/mensagens/${id}/arquivar`, { method: 'POST' });
    expect(await ids('arquivadas')).toContain(id);
    expect(await ids('lidas')).not.toContain(id);
    for (const acao of ['lida', 'nao-lida', 'respondida', 'arquivar']) {
      expect(await auditoria(`mensagem.${acao}`, id)).toHaveLength(1);
    }
  });

  it('refuses an unknown message, a malformed id and an unknown filter', async () => {
    const unknown = await as.request(`/api/admin/mensagens/${ID}/lida`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe('Mensagem não encontrada.');
    expect((await as.request('/api/admin/mensagens/x/arquivar', { method: 'POST' })).status).toBe(404);
    const filtro = await as.request('/api/admin/mensagens?status=todas');
    expect(filtro.status).toBe(400);
    expect((await errorOf(filtro)).message).toBe('Filtro de mensagens inválido.');
  });
});

describe('site content, SEO and settings', () => {
  it('serves today’s texts when nothing was saved', async () => {
    const res = await client().request('/api/site/conteudo/corretores');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ titulo: 'As melhores oportunidades para captar' });
    const unknown = await client().request('/api/site/conteudo/precos');
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).message).toBe('Página de conteúdo desconhecida.');
  });

  it('saves the FAQ and the public endpoint shows it; bad input writes nothing', async () => {
    const faq = { itens: [{ secao: 'Geral', pergunta: `Pergunta ${crypto.randomUUID()}?`, resposta: 'Resposta.' }] };
    const put = await as.request('/api/admin/conteudo/faq', { method: 'PUT', json: faq });
    expect(put.status).toBe(200);
    expect(await (await client().request('/api/site/conteudo/faq')).json()).toEqual(faq);
    expect(await (await as.request('/api/admin/conteudo/faq')).json()).toEqual(faq);
    const bad = await as.request('/api/admin/conteudo/faq', {
      method: 'PUT',
      json: { itens: [{ secao: '', pergunta: '', resposta: 'x' }] },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Informe a pergunta.');
    const empty = await as.request('/api/admin/conteudo/sobre', {
      method: 'PUT',
      json: { titulo: 'T', paragrafos: [] },
    });
    expect((await errorOf(empty)).message).toBe('Inclua ao menos um parágrafo.');
    expect(await (await client().request('/api/site/conteudo/faq')).json()).toEqual(faq);
    const [audit] = await auditoria('conteudo.atualizar', 'conteudo:faq');
    expect(audit).toMatchObject({ admin_user_id: admin.userId, detalhes: { valor: faq } });
  });

  it('saves SEO titles and descriptions, read publicly', async () => {
    const seo = await (await as.api('GET', '/api/admin/seo')).json();
    const next = {
      paginas: { ...seo.paginas, oportunidades: { titulo: 'Oportunidades', descricao: '' } },
      padrao: { titulo: 'Conecta Imóveis', descricao: `Descrição ${crypto.randomUUID()}` },
    };
    expect((await as.request('/api/admin/seo', { method: 'PUT', json: next })).status).toBe(200);
    expect(await (await client().request('/api/site/seo')).json()).toMatchObject({ padrao: next.padrao });
    // The Worker's server-made meta tags read them (an unknown development falls back to the descriptions).
    const html = await (await client().request(`/oportunidades/${ID}`)).text();
    expect(html).toContain(next.paginas.oportunidades.descricao || next.padrao.descricao);
    const bad = await as.request('/api/admin/seo', {
      method: 'PUT',
      json: { ...next, padrao: { titulo: '', descricao: 'x' } },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Informe o título padrão.');
  });

  it('saves the contact settings, read by the public site; an invalid e-mail or link is refused', async () => {
    const atual = await (await as.api('GET', '/api/admin/configuracoes')).json();
    const email = uniqueEmail('suporte');
    const next = { ...atual, email_suporte: email.toUpperCase() };
    const put = await as.request('/api/admin/configuracoes', { method: 'PUT', json: next });
    expect(put.status).toBe(200);
    expect(await (await client().request('/api/site/configuracoes')).json()).toMatchObject({ email_suporte: email });
    const bad = await as.request('/api/admin/configuracoes', {
      method: 'PUT',
      json: { ...next, email_suporte: 'suporte' },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Informe o e-mail de suporte válido.');
    const link = await as.request('/api/admin/configuracoes', {
      method: 'PUT',
      json: { ...next, redes: { ...(atual.redes as object), instagram: 'javascript:alert(1)' } },
    });
    expect((await errorOf(link)).message).toBe('O link do Instagram deve começar com https://.');
    expect(await (await client().request('/api/site/configuracoes')).json()).toMatchObject({ email_suporte: email });
  });
});

describe('GET /api/admin/auditoria and /api/admin/analytics', () => {
  it('lists the audit log newest first with who did it', async () => {
    const u = await signedUp('corretor');
    await as.request(`/api/admin/usuarios/${u.userId}/desativar`, { method: 'POST' });
    const body = await (await as.api('GET', '/api/admin/auditoria')).json();
    expect(body.items.find((i) => i.alvo_descricao === u.email)).toMatchObject({
      acao: 'usuario.desativar',
      admin_email: admin.email,
    });
  });

  it('reports views, sign-ups and captures over 30 or 90 days and the most viewed developments', async () => {
    const c = await signedUp('construtora');
    const imovel = await insertImovel(c.perfilId);
    await withDb((db) =>
      db.execute(sql`
        INSERT INTO visualizacoes_imoveis (imovel_id, dia, visitante)
        SELECT ${imovel}, (now() AT TIME ZONE 'America/Sao_Paulo')::date, 'v' || g FROM generate_series(1, 500) g`),
    );
    const body = await (await as.api('GET', '/api/admin/analytics', { query: { dias: 90 } })).json();
    expect(body.serie).toHaveLength(90);
    expect(body.mais_vistos[0]).toMatchObject({ id: imovel, visualizacoes: 500 });
    const bad = await as.request('/api/admin/analytics?dias=7');
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe('Período inválido: use 30 ou 90 dias.');
  });
});
