import type { z } from 'zod';
import type { contatoSchema } from '@worker/schemas/contato-input.ts';
import { api } from '@web/lib/api.ts';

/** The contact form's message, under the submission's idempotency key. */
export const sendContato = (body: z.output<typeof contatoSchema>, idempotencyKey: string) =>
  api('POST', '/api/contato', { body, idempotencyKey });
