import { Hono } from 'hono';
import { saveUpload } from '../domain/uploads.ts';
import type { AppEnv } from '../lib/env.ts';
import { idempotency } from '../lib/idempotency.ts';
import { formFiles } from '../lib/multipart.ts';
import { requireActor } from './middleware/require-actor.ts';
import { MSG_UPLOAD } from '../schemas/uploads.ts';

/** multipart/form-data: `arquivo` (one image) and optionally `miniatura` (its small thumbnail). */
export const uploadsApi = new Hono<AppEnv>().post(
  '/',
  requireActor(['construtora', 'corretor']),
  idempotency,
  async (c) => {
    const { arquivo, miniatura } = await formFiles(
      c,
      { arquivo: MSG_UPLOAD.arquivoObrigatorio },
      { miniatura: MSG_UPLOAD.miniaturaInvalida },
    );
    const result = await saveUpload(c.var.db, c.env.IMAGENS, c.var.actor.userId, arquivo, miniatura);
    return c.json(result, 201);
  },
);
