import { Hono } from 'hono';
import { saveContato } from '../domain/contato.ts';
import type { AppEnv } from '../lib/env.ts';
import { publicWriteLimit } from '../lib/rate-limit.ts';
import { validate } from '../lib/validate.ts';
import { contatoSchema } from '../schemas/contato-input.ts';

export const contato = new Hono<AppEnv>().post(
  '/',
  validate('json', contatoSchema),
  publicWriteLimit('contato'),
  async (c) => {
    const id = await saveContato(c.var.db, c.req.valid('json'));
    return c.json({ id }, 201);
  },
);
