// An integrator's side of the API: a construtora's token made through the settings endpoint, and requests sent as
// a server sends them (no cookie, no Origin), optionally with Worker vars changed.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { app } from '../../worker/app.ts';
import { ORIGIN, type Client } from './http.ts';

export async function createToken(dev: Client, nome = 'ERP da construtora') {
  const res = await dev.api('POST', '/api/tokens', { body: { nome } });
  if (res.status !== 201) throw new Error(`token failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A GET from an integrator's server: the bearer token only, and the Worker's vars over `vars`. */
export async function integratorGet(path: string, token: string | null, vars: Record<string, string> = {}) {
  const headers = new Headers();
  if (token !== null) headers.set('authorization', `Bearer ${token}`);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(ORIGIN + path, { headers }), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
