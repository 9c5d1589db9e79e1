// Helpers of contratos.spec.ts: fresh accounts signed up through the form, and same-origin API calls made with the
// page's session (the Worker's CSRF guard wants our Origin on every write).
import { expect, type APIResponse, type Page } from '@playwright/test';
import { confirmAndLogIn } from './account-helpers.ts';
import { answerOf } from '../helpers/contract.ts';

export const SENHA = 'Captacao#Forte2026';

let seq = 0;
export function emailUnico(prefixo: string): string {
  seq += 1;
  return `${prefixo}.${Date.now().toString(36)}${seq}@teste.com.br`;
}

/** Signs up through /cadastro/{role}, confirms through the e-mailed link, signs in and waits for the dashboard. */
export async function register(page: Page, role: 'construtora' | 'corretor', nome: string): Promise<string> {
  const email = emailUnico(`e2e.${role}`);
  await page.goto(`/cadastro/${role}`);
  await page.getByLabel(role === 'construtora' ? 'Nome da Empresa' : 'Nome Completo').fill(nome);
  if (role === 'corretor') await page.getByLabel('CRECI').fill(`CRECI-SP ${10000 + seq}-F`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(SENHA);
  await page.getByLabel('Confirmar Senha').fill(SENHA);
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await confirmAndLogIn(page, role, email, SENHA);
  await expect(
    page.getByRole('heading', { name: role === 'construtora' ? 'Painel da Construtora' : 'Painel do Corretor' }),
  ).toBeVisible();
  return email;
}

function origin(page: Page): string {
  return new URL(page.url()).origin;
}

export async function apiPost(page: Page, path: string, data: unknown): Promise<APIResponse> {
  return page.request.post(path, { data, headers: { Origin: origin(page) } });
}

/** A development of the signed-in construtora, created through the API. */
export async function createEmpreendimento(page: Page, nome: string): Promise<string> {
  const response = await apiPost(page, '/api/empreendimentos', {
    nome,
    endereco: 'Rua dos Testes, 100 - Pinheiros',
    cidade: 'São Paulo',
    uf: 'SP',
    descricao: 'Empreendimento criado pelo teste de contratos.',
    tipo_imovel: 'Apartamento',
    preco_min: 450000,
    preco_max: 780000,
    comissao_percent: 4,
    latitude: -23.5666,
    longitude: -46.6924,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = await answerOf(response, 'POST', '/api/empreendimentos');
  expect(id).toBeTruthy();
  return id;
}

/** YYYY-MM-DD of today plus some days, in the browser's calendar (the form's date inputs). */
export function dia(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Toasts follow a server round trip; on a busy shared machine that can exceed the default 10 s. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible({ timeout: 20_000 });
}
