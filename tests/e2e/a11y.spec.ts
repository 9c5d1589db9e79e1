// Accessibility sweep: every screen of the site, of both workspaces and of the admin, and the dialogs opened on
// them, scanned by axe at 360 and 1280 px; no WCAG 2.1 A/AA violation is allowed. A new screen or dialog is added
// to TELAS below (docs/acessibilidade.md). Signed-in screens use the demo accounts, whose seeded data fills them.
import { expect, test, type Page } from '@playwright/test';
import { scan, settle, signIn, type Quem, type Violation } from './a11y-helpers.ts';
import { answerOf } from '../helpers/contract.ts';

type Contexto = { imovelPublico: string; imovelEspelho: string; reservaCorretor: { imovel: string; numero: string } };
type Tela = { quem: Quem; nome: string; abrir: (page: Page, c: Contexto) => Promise<void> };

const go = (path: string | ((c: Contexto) => string)) => async (page: Page, c: Contexto) => {
  await page.goto(typeof path === 'string' ? path : path(c));
  await settle(page);
};
const aba = (tab: string) => go(`/dashboard?tab=${tab}`);
const dialogo = async (page: Page, nome: string | RegExp) => {
  await expect(page.getByRole('dialog', { name: nome })).toBeVisible();
  await settle(page);
};

/** Every screen and dialog the sweep visits. Add each new one here. */
const TELAS: Tela[] = [
  ...[
    '/',
    '/oportunidades',
    '/imoveis',
    '/sobre',
    '/planos',
    '/faq',
    '/termos',
    '/privacidade',
    '/contato',
    '/construtoras',
    '/corretores',
    '/login',
    '/cadastro',
    '/cadastro/corretor',
    '/cadastro/construtora',
    '/recuperar-senha',
    '/favoritos',
    '/admin/login',
    '/pagina-que-nao-existe',
  ].map((path): Tela => ({ quem: 'visitante', nome: path, abrir: go(path) })),
  { quem: 'visitante', nome: 'empreendimento', abrir: go((c) => `/oportunidades/${c.imovelPublico}`) },
  { quem: 'visitante', nome: 'ficha', abrir: go((c) => `/oportunidades/${c.imovelPublico}/ficha`) },
  {
    quem: 'visitante',
    nome: 'galeria ampliada',
    abrir: async (page, c) => {
      await go(`/oportunidades/${c.imovelPublico}`)(page, c);
      await page.getByRole('button', { name: /^Ampliar imagem/ }).click();
      await dialogo(page, /^Imagens de/);
    },
  },
  {
    quem: 'visitante',
    nome: 'login com erros',
    abrir: async (page, c) => {
      await go('/login')(page, c);
      await page.getByText('Sou Corretor').click();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },

  ...['visao-geral', 'espelho', 'captacoes', 'contratos', 'propostas', 'comissoes', 'chat', 'favoritos'].map(
    (tab): Tela => ({ quem: 'corretor', nome: `corretor ${tab}`, abrir: aba(tab) }),
  ),
  ...['notificacoes', 'preferencias', 'configuracoes'].map((tab): Tela => ({
    quem: 'corretor',
    nome: `corretor ${tab}`,
    abrir: aba(tab),
  })),
  {
    quem: 'corretor',
    nome: 'corretor espelho de um empreendimento',
    abrir: go((c) => `/dashboard?tab=espelho&imovel=${c.reservaCorretor.imovel}`),
  },
  {
    quem: 'corretor',
    nome: 'corretor unidade disponível e reserva com erros',
    abrir: async (page, c) => {
      await go(`/dashboard?tab=espelho&imovel=${c.reservaCorretor.imovel}`)(page, c);
      await page.locator('[data-status="Disponível"]').first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Reservar Unidade' }).click();
      const form = page.getByRole('dialog', { name: 'Reservar Unidade' });
      await form.getByRole('button', { name: 'Reservar Unidade' }).click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
  {
    quem: 'corretor',
    nome: 'corretor enviar proposta',
    abrir: async (page, c) => {
      await go(`/dashboard?tab=espelho&imovel=${c.reservaCorretor.imovel}`)(page, c);
      await page.locator(`[data-unidade="${c.reservaCorretor.numero}"]`).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Enviar Proposta' }).click();
      await dialogo(page, 'Enviar Proposta');
    },
  },
  {
    quem: 'corretor',
    nome: 'corretor contrato',
    abrir: async (page, c) => {
      await aba('contratos')(page, c);
      await page
        .getByRole('button', { name: /: contrato de / })
        .first()
        .click();
      await dialogo(page, 'Contrato de Captação');
    },
  },
  {
    quem: 'corretor',
    nome: 'corretor excluir conta',
    abrir: async (page, c) => {
      await aba('configuracoes')(page, c);
      await page.getByRole('button', { name: 'Excluir minha conta' }).click();
      await dialogo(page, 'Excluir minha conta');
    },
  },
  {
    quem: 'corretor',
    nome: 'corretor navegação',
    abrir: async (page, c) => {
      await aba('visao-geral')(page, c);
      const botao = page.getByRole('button', { name: 'Navegação' });
      // The drawer only exists below the desktop breakpoint; on a wide screen the sidebar is the navigation.
      if (await botao.isVisible()) {
        await botao.click();
        await dialogo(page, 'Navegação');
      }
    },
  },
  { quem: 'corretor', nome: 'corretor página de favoritos', abrir: go('/favoritos') },

  ...[
    'visao-geral',
    'empreendimentos',
    'espelho',
    'captacoes-recebidas',
    'contratos',
    'propostas',
    'comissoes',
    'chat',
    'relatorios',
    'notificacoes',
    'configuracoes',
  ].map((tab): Tela => ({ quem: 'construtora', nome: `construtora ${tab}`, abrir: aba(tab) })),
  {
    quem: 'construtora',
    nome: 'construtora espelho e edição de unidade',
    abrir: async (page, c) => {
      await go(`/dashboard?tab=espelho&imovel=${c.imovelEspelho}`)(page, c);
      await page.locator('[data-status="Disponível"]').first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Editar unidade' }).click();
      await dialogo(page, 'Editar Unidade');
    },
  },
  {
    quem: 'construtora',
    nome: 'construtora novo empreendimento',
    abrir: async (page, c) => {
      await aba('empreendimentos')(page, c);
      await page.getByRole('button', { name: 'Novo Empreendimento' }).first().click();
      await settle(page);
    },
  },
  {
    quem: 'construtora',
    nome: 'construtora excluir empreendimento',
    abrir: async (page, c) => {
      await aba('empreendimentos')(page, c);
      await page
        .getByRole('button', { name: /^Excluir / })
        .first()
        .click();
      await dialogo(page, 'Excluir empreendimento?');
    },
  },

  ...['', '/usuarios', '/construtoras', '/mensagens', '/conteudo', '/seo', '/analytics', '/configuracoes'].map(
    (path): Tela => ({ quem: 'admin', nome: `admin${path || ' painel'}`, abrir: go(`/admin${path}`) }),
  ),
  {
    quem: 'admin',
    nome: 'admin desativar usuário',
    abrir: async (page, c) => {
      await go('/admin/usuarios')(page, c);
      await page
        .getByRole('button', { name: /^Desativar / })
        .first()
        .click();
      await dialogo(page, 'Desativar usuário?');
    },
  },
];

/** Prints the violations by rule and screen, so a failing run says what to fix. */
function relatorio(violacoes: Violation[]) {
  const porRegra = new Map<string, number>();
  for (const v of violacoes) porRegra.set(v.regra, (porRegra.get(v.regra) ?? 0) + 1);
  return [
    [...porRegra].map(([regra, n]) => `${regra}: ${n}`).join(', '),
    ...violacoes.map((v) => `${v.tela} · ${v.regra} · ${v.alvo} · ${v.resumo.replace(/\s+/g, ' ').slice(0, 200)}`),
  ].join('\n');
}

/** What the screens need to find: a public development, a grid of the developer's, the broker's reservation. */
async function contexto(page: Page, quem: Quem): Promise<Contexto> {
  const get = (path: string) => page.request.get(path);
  const publico = await answerOf(await get('/api/oportunidades?limit=1'), 'GET', '/api/oportunidades');
  const c: Contexto = {
    imovelPublico: publico.items[0]!.id,
    imovelEspelho: '',
    reservaCorretor: { imovel: '', numero: '' },
  };
  if (quem === 'corretor') {
    const { reservas } = await answerOf(await get('/api/espelho/reservas'), 'GET', '/api/espelho/reservas');
    const ativa = reservas.find((r) => r.status === 'Ativa')!;
    c.reservaCorretor = { imovel: ativa.imovel_id, numero: ativa.unidade_numero };
  }
  if (quem === 'construtora') {
    const { items } = await answerOf(await get('/api/empreendimentos?limit=50'), 'GET', '/api/empreendimentos');
    for (const { id } of items) {
      if ((await answerOf(await get(`/api/espelho/${id}`), 'GET', '/api/espelho/:imovelId')).unidades.length > 0) {
        c.imovelEspelho = id;
        break;
      }
    }
  }
  return c;
}

for (const width of [360, 1280]) {
  test.describe(`${width} px`, () => {
    for (const tela of TELAS) {
      test(`${tela.quem}: ${tela.nome} has no WCAG 2.1 A/AA violation`, async ({ page, baseURL }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
        await signIn(page, baseURL!, tela.quem);
        await tela.abrir(page, await contexto(page, tela.quem));
        const violacoes = await scan(page, `${tela.nome} @${width}`);
        expect(violacoes, relatorio(violacoes)).toEqual([]);
      });
    }
  });
}
