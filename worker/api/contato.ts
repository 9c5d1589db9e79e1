import { Hono } from 'hono';
import { saveContato } from '../domain/contato.ts';
import type { AppEnv } from '../lib/env.ts';
import { idempotency } from '../lib/idempotency.ts';
import { publicWriteLimit } from '../lib/rate-limit.ts';
import { validate } from '../lib/validate.ts';
import { contatoSchema } from '../schemas/contato-input.ts';

export const contato = new Hono<AppEnv>().post(
  '/',
  idempotency,
  validate('json', contatoSchema),
  publicWriteLimit('contato'),
  async (c) => {
    const id = await saveContato(c.var.db, c.req.valid('json'));
    return c.json({ id }, 201);
  },
);
