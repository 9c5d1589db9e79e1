// Accepting an agency's invitation at /convite/<token> (docs/regras.md#imobiliárias): a signed-in broker accepts with
// their account, or someone without an account makes a broker account there with the invited address. The link is
// spent by one guarded UPDATE (pending, unexpired), and the membership is inserted in the same transaction: the
// partial unique index of open memberships refuses a broker already in an agency, which undoes the acceptance.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Broker } from '../lib/actor.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { sha256Hex } from '../lib/hash.ts';
import { hashPassword } from '../lib/password.ts';
import type { cadastroConviteSchema } from '../schemas/imobiliarias-input.ts';
import { MSG_IMOBILIARIA, type ConvitePublico, type MinhaImobiliaria } from '../schemas/imobiliarias.ts';
import { loadNotificacoes, type Executor, type Notify } from './notificacoes.ts';
import { myImobiliaria } from './imobiliarias.ts';
import { SQLSTATE, sqlState } from '../lib/sql-state.ts';
import { createSession, toSessionUser } from './sessions.ts';

const invalido = () => new AppError('not_found', MSG_IMOBILIARIA.conviteInvalido);
const pendente = sql`c.aceito_em IS NULL AND c.cancelado_em IS NULL AND c.expira_em > now()`;

/** What the invitation page shows: the agency and the invited address; a spent or expired link shows nothing. */
export async function readConvite(db: Db, token: string): Promise<ConvitePublico> {
  const result = await db.execute<ConvitePublico>(sql`
    SELECT i.nome AS imobiliaria, c.email, to_json(c.expira_em) #>> '{}' AS expira_em
      FROM convites_imobiliaria c JOIN imobiliarias i ON i.id = c.imobiliaria_id
     WHERE c.token_hash = ${sha256Hex(token)} AND ${pendente}`);
  const row = result.rows[0];
  if (!row) throw invalido();
  return { ...row, expira_em: new Date(row.expira_em).toISOString() };
}

/** Spends the link for the broker and opens their membership, with the agency's notification. */
async function joinAgency(tx: Executor, token: string, corretorId: string): Promise<string[]> {
  const aceito = await tx.execute<{ imobiliaria_id: string }>(sql`
    UPDATE convites_imobiliaria c SET aceito_em = now(), corretor_id = ${corretorId}
     WHERE c.token_hash = ${sha256Hex(token)} AND ${pendente}
    RETURNING c.imobiliaria_id`);
  const convite = aceito.rows[0];
  if (!convite) throw invalido();
  const result = await tx.execute<{ id: string }>(sql`
    WITH membro AS (
      INSERT INTO imobiliaria_membros (imobiliaria_id, corretor_id)
      VALUES (${convite.imobiliaria_id}, ${corretorId})
      RETURNING imobiliaria_id, corretor_id
    )
    INSERT INTO notificacoes (user_id, tipo, mensagem, link_acao)
    SELECT i.user_id, 'equipe_imobiliaria', k.nome || ' aceitou o convite e entrou na equipe.', '/dashboard?tab=equipe'
      FROM membro m JOIN imobiliarias i ON i.id = m.imobiliaria_id JOIN corretores k ON k.id = m.corretor_id
    RETURNING id`);
  return result.rows.map((r) => r.id);
}

/** Rethrows a broker already in an agency (the open-membership index) as its Portuguese refusal. */
function jaMembro(err: unknown): never {
  if (sqlState(err) === SQLSTATE.uniqueViolation) throw new AppError('conflict', MSG_IMOBILIARIA.jaMembro);
  throw err;
}

export async function acceptConvite(
  db: Db,
  broker: Broker,
  token: string,
  notify: Notify = () => {},
): Promise<MinhaImobiliaria> {
  const avisos = await db.transaction((tx) => joinAgency(tx, token, broker.corretorId)).catch(jaMembro);
  notify(await loadNotificacoes(db, avisos));
  return (await myImobiliaria(db, broker))!;
}

/**
 * Makes a broker account with the invited address and accepts: the address is confirmed by the link itself (it
 * reached that mailbox), so the account opens a session at once. An address that already has an account is refused:
 * its owner signs in and accepts.
 */
export async function acceptConviteComCadastro(
  db: Db,
  token: string,
  input: z.output<typeof cadastroConviteSchema>,
  meta: { userAgent: string | null; hashLogN?: number },
  notify: Notify = () => {},
) {
  const { email } = await readConvite(db, token);
  const passwordHash = await hashPassword(input.password, meta.hashLogN);
  const { conta, avisos, session } = await db.transaction(async (tx) => {
    const criado = await tx.execute<{ id: string; corretor_id: string }>(sql`
      WITH usuario AS (
        INSERT INTO users (email, password_hash, user_type, email_confirmado_em)
        VALUES (${email}, ${passwordHash}, 'corretor', now())
        ON CONFLICT (email) DO NOTHING
        RETURNING id
      )
      INSERT INTO corretores (user_id, nome, email, creci)
      SELECT id, ${input.nome}, ${email}, ${input.creci} FROM usuario
      RETURNING user_id AS id, id AS corretor_id`);
    const conta = criado.rows[0];
    if (!conta) throw new AppError('conflict', MSG_IMOBILIARIA.emailComConta);
    const avisos = await joinAgency(tx, token, conta.corretor_id);
    const session = await createSession(tx, conta.id, meta.userAgent);
    return { conta, avisos, session };
  });
  notify(await loadNotificacoes(db, avisos));
  const user = toSessionUser({
    userId: conta.id,
    email,
    userType: 'corretor',
    construtoraId: null,
    construtoraNome: null,
    corretorId: conta.corretor_id,
    corretorNome: input.nome,
    imobiliariaId: null,
    imobiliariaNome: null,
  });
  return { user, session };
}
