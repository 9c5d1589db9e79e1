import { describe, expect, it } from 'vitest';
import { signedUp } from '../helpers/factories.ts';
import { json } from '../helpers/http.ts';

// A date Date.parse accepts but Postgres refuses ('1') must be a 400 in every signed-in list, never a 500.
const cursor = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
type ErrorBody = { error: { code: string; message: string } };

describe('keyset cursors and "after" parameters of the workspaces', () => {
  it('answer 400 in Portuguese for a date Postgres cannot read', async () => {
    const dev = await signedUp('construtora');
    const broker = await signedUp('corretor');
    const bad = cursor(['1', crypto.randomUUID()]);
    const cases: [typeof dev, string][] = [
      [dev, `/api/empreendimentos?cursor=${bad}`],
      [dev, `/api/captacoes/recebidas?cursor=${bad}`],
      [dev, `/api/contratos?cursor=${bad}`],
      [broker, `/api/contratos?cursor=${bad}`],
      [broker, '/api/notificacoes?after=1'],
    ];
    for (const [who, path] of cases) {
      const res = await who.client.request(path);
      expect(res.status, path).toBe(400);
      const body = await json<ErrorBody>(res);
      expect(body.error.code, path).toBe('validation_failed');
      expect(body.error.message, path).toMatch(/inválido/);
    }
  });
});
