// Test data made through the real endpoints (accounts) or plain SQL (developments).
import { sql } from 'drizzle-orm';
import type { SignupInput } from '../../worker/schemas/auth-input.ts';
import { cnpjVerifier } from '../../worker/schemas/documentos-br.ts';
import { withDb } from './db.ts';
import { tokenFrom, waitForEmail } from './emails.ts';
import { client, json, type Client } from './http.ts';

export const PASSWORD = 'senha-forte-123';

export function uniqueEmail(prefix = 'user') {
  return `${prefix}.${crypto.randomUUID().slice(0, 12)}@teste.com.br`;
}

/** A random CNPJ with valid check digits, as digits only. */
export function novoCnpj(): string {
  const digits = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  digits.push(cnpjVerifier(digits));
  digits.push(cnpjVerifier(digits));
  return digits.join('');
}

type Kind = 'construtora' | 'corretor' | 'imobiliaria';
const NOMES: Record<Kind, string> = {
  construtora: 'Construtora Teste Ltda',
  corretor: 'Carla Corretora',
  imobiliaria: 'Imobiliária Teste Ltda',
};

export function signupInput(userType: Kind, overrides: Partial<SignupInput> = {}): SignupInput {
  return {
    userType,
    nome: NOMES[userType],
    creci: userType === 'corretor' ? 'CRECI-SP 12345-F' : '',
    ...(userType === 'imobiliaria' ? { cnpj: novoCnpj(), creci_juridico: 'CRECI-SP J-54321' } : {}),
    email: uniqueEmail(userType),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...overrides,
  };
}

export type SignedUp = { client: Client; email: string; userId: string; perfilId: string };

/** Signs up through the real endpoints and confirms the address with the link from the outbox, then signs in. */
export async function signedUp(userType: Kind, overrides: Partial<SignupInput> = {}) {
  const c = client();
  const input = signupInput(userType, overrides);
  const email = input.email.toLowerCase();
  const res = await c.request('/api/auth/signup', { method: 'POST', json: input });
  if (res.status !== 202) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  await confirmFromOutbox(c, email);
  const login = await c.request('/api/auth/login', {
    method: 'POST',
    json: { userType, email, password: input.password },
  });
  if (login.status !== 200) throw new Error(`login after signup failed: ${login.status} ${await login.text()}`);
  const { user } = await json<{ user: { id: string; perfilId: string } }>(login);
  return { client: c, email, userId: user.id, perfilId: user.perfilId } as SignedUp;
}

/** Opens the newest confirmation link e-mailed to `email` (as the person clicking it would). */
export async function confirmFromOutbox(c: Client, email: string) {
  const token = tokenFrom(await waitForEmail(email), '/confirmar-email');
  const res = await c.request('/api/auth/confirmar-email', { method: 'POST', json: { token } });
  if (res.status !== 200) throw new Error(`confirmation failed: ${res.status} ${await res.text()}`);
}

export type ImovelOverrides = Record<string, string | number | boolean | null | string[]>;

/** Inserts a development of the given construtora; columns by their SQL names. */
export async function insertImovel(construtoraId: string, overrides: ImovelOverrides = {}) {
  const values: ImovelOverrides = {
    construtora_id: construtoraId,
    nome: `Residencial ${crypto.randomUUID().slice(0, 8)}`,
    endereco: 'Rua das Flores, 100 - Centro, Curitiba - PR',
    ...overrides,
  };
  const cols = Object.keys(values);
  return withDb(async (db) => {
    const result = await db.execute<{ id: string }>(
      sql`INSERT INTO imoveis (${sql.raw(cols.join(', '))}) VALUES (${sql.join(
        cols.map((k) => {
          const v = values[k];
          return Array.isArray(v) ? sql`${sql.param(v)}::text[]` : sql`${v}`;
        }),
        sql`, `,
      )}) RETURNING id`,
    );
    return result.rows[0]!.id;
  });
}
