// /api/site: the public reads of what admins edit (page texts, contact settings, SEO), with today's texts as the
// defaults. Briefly cacheable: an edit shows within a minute.
import { Hono } from 'hono';
import { readConfiguracoes, readConteudo, readSeo } from '../domain/site-config.ts';
import type { AppEnv } from '../lib/env.ts';
import { validate } from '../lib/validate.ts';
import { chaveConteudoParam } from '../schemas/admin-input.ts';

const CACHE = 'public, max-age=60';

export const site = new Hono<AppEnv>()
  .get('/conteudo/:chave', validate('param', chaveConteudoParam), async (c) => {
    c.header('Cache-Control', CACHE);
    return c.json(await readConteudo(c.var.db, c.req.valid('param').chave));
  })
  .get('/configuracoes', async (c) => {
    c.header('Cache-Control', CACHE);
    return c.json(await readConfiguracoes(c.var.db));
  })
  .get('/seo', async (c) => {
    c.header('Cache-Control', CACHE);
    return c.json(await readSeo(c.var.db));
  });
