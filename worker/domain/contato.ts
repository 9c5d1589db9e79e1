import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../lib/env.ts';
import type { contatoSchema } from '../schemas/contato-input.ts';

/** Stores a contact message; a reference to a development that no longer exists is dropped, not an error. */
export async function saveContato(db: Db, input: z.output<typeof contatoSchema>) {
  const result = await db.execute<{ id: string }>(sql`
    INSERT INTO mensagens_contato (nome, email, telefone, mensagem, imovel_id)
    VALUES (${input.nome}, ${input.email}, ${input.telefone}, ${input.mensagem},
            (SELECT id FROM imoveis WHERE id = ${input.imovelId ?? null}::uuid))
    RETURNING id`);
  return result.rows[0]!.id;
}
