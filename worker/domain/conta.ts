// LGPD self-service: a copy of everything held about the person, and erasure of the account.
// Erasure keeps the user and profile rows, emptied, so contracts and chat messages the counterpart must keep
// still point somewhere; everything else personal goes.
// See docs/regras.md#arquivamento-e-manutenção.
import { encodeBase64 } from '@oslojs/encoding';
import { eq, sql } from 'drizzle-orm';
import { uploads, users } from '../../drizzle/schema.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { verifyPassword } from '../lib/password.ts';
import type { SessionUser } from '../schemas/auth.ts';
import { MSG_CONTA } from '../schemas/conta-input.ts';
import { avisoSaida, endMembership } from './imobiliarias.ts';
import { assertNotThrottled, throttleKeys } from './login-throttle.ts';
import { logError } from '../lib/log.ts';

async function rows(db: Db, query: ReturnType<typeof sql>) {
  return (await db.execute<Record<string, unknown>>(query)).rows;
}

/** Every row about the person, by table; secrets (password hash, TOTP secret, token hashes) are left out. */
export async function exportData(db: Db, user: SessionUser) {
  const id = user.id;
  const perfil = user.perfilId;
  const [conta] = await rows(
    db,
    sql`SELECT id, email, user_type, ativo, email_confirmado_em, totp_ativado_em, created_at, updated_at
          FROM users WHERE id = ${id}`,
  );
  const porPerfil = async (table: string, column: string) =>
    perfil ? rows(db, sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${perfil}`) : [];
  const construtora = user.userType === 'construtora';
  const TABELA_PERFIL = { construtora: 'construtoras', corretor: 'corretores', imobiliaria: 'imobiliarias' } as const;
  const tabelaPerfil = user.userType === 'admin' ? null : TABELA_PERFIL[user.userType];
  return {
    gerado_em: new Date().toISOString(),
    conta,
    perfil: tabelaPerfil
      ? ((await rows(db, sql`SELECT * FROM ${sql.identifier(tabelaPerfil)} WHERE user_id = ${id}`))[0] ?? null)
      : null,
    empreendimentos: construtora
      ? (await porPerfil('imoveis', 'construtora_id')).map(({ localizacao: _, ...imovel }) => imovel)
      : [],
    captacoes:
      user.userType === 'corretor'
        ? await porPerfil('captacoes', 'corretor_id')
        : user.userType === 'imobiliaria'
          ? await porPerfil('captacoes', 'imobiliaria_id')
          : [],
    // A broker's memberships of agencies; an agency's team (who joined and left) and its invitations.
    imobiliaria_membros:
      user.userType === 'corretor'
        ? await porPerfil('imobiliaria_membros', 'corretor_id')
        : user.userType === 'imobiliaria'
          ? await porPerfil('imobiliaria_membros', 'imobiliaria_id')
          : [],
    convites_imobiliaria:
      user.userType === 'imobiliaria'
        ? (await porPerfil('convites_imobiliaria', 'imobiliaria_id')).map(({ token_hash: _, ...c }) => c)
        : [],
    preferencias: user.userType === 'corretor' ? await porPerfil('preferencias_corretores', 'corretor_id') : [],
    fichas_geradas: user.userType === 'corretor' ? await porPerfil('fichas_geradas', 'corretor_id') : [],
    contratos: perfil
      ? await rows(
          db,
          sql`SELECT * FROM contratos_captacao
                WHERE corretor_id = ${perfil} OR construtora_id = ${perfil} OR imobiliaria_id = ${perfil}`,
        )
      : [],
    favoritos: await rows(db, sql`SELECT imovel_id, created_at FROM favoritos WHERE user_id = ${id}`),
    notificacoes: await rows(
      db,
      sql`SELECT tipo, mensagem, lida, imovel_id, link_acao, created_at FROM notificacoes WHERE user_id = ${id}`,
    ),
    mensagens_chat: await rows(
      db,
      sql`SELECT conversa_id, remetente_user_id, destinatario_user_id, conteudo_mensagem, lida, created_at
            FROM mensagens_chat WHERE remetente_user_id = ${id} OR destinatario_user_id = ${id} ORDER BY created_at`,
    ),
    arquivos: await rows(db, sql`SELECT chave, tipo_conteudo, bytes, created_at FROM uploads WHERE user_id = ${id}`),
    sessoes: await rows(db, sql`SELECT created_at, expires_at, user_agent FROM sessions WHERE user_id = ${id}`),
  };
}

/**
 * Checks the password (a wrong one counts against the account's login throttle), then wipes the account in one
 * transaction. Returns the R2 keys to delete once it has committed.
 */
export async function deleteAccount(db: Db, user: SessionUser, senha: string, ip: string) {
  await assertNotThrottled(db, throttleKeys(user.email, ip));
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.hash, senha))) {
    throw new AppError('validation_failed', MSG_CONTA.senhaIncorreta, [
      { path: ['senha'], message: MSG_CONTA.senhaIncorreta },
    ]);
  }
  // Nobody knows this password, and it is not even a valid scrypt record, so no login can ever match it.
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const unusable = `excluida$${encodeBase64(bytes)}`;
  const id = user.id;
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE users SET email = ${`excluido+${id}@conectaimoveis.invalid`}, password_hash = ${unusable}, ativo = false,
             excluido_em = now(), totp_secret = NULL, totp_ativado_em = NULL, updated_at = now()
       WHERE id = ${id}`);
    await tx.execute(sql`
      UPDATE construtoras SET nome = ${MSG_CONTA.nomeExcluido}, telefone = NULL, cnpj = NULL, logo_url = NULL, email = NULL,
             updated_at = now() WHERE user_id = ${id}`);
    // The development keeps its place in the counterpart's contracts but leaves the site.
    await tx.execute(sql`
      UPDATE imoveis SET ativo = false, updated_at = now()
       WHERE construtora_id IN (SELECT id FROM construtoras WHERE user_id = ${id})`);
    // A broker leaves their agency as by leaving it: the agency is told (under the name, still there), and the members
    // they managed are left without a manager.
    await endMembership(tx, sql`m.corretor_id IN (SELECT id FROM corretores WHERE user_id = ${id})`, id, avisoSaida);
    // creci is NOT NULL: an empty string holds nothing about the person.
    await tx.execute(sql`
      UPDATE corretores SET nome = ${MSG_CONTA.nomeExcluido}, telefone = NULL, creci = '', foto_url = NULL, email = NULL,
             updated_at = now() WHERE user_id = ${id}`);
    await tx.execute(sql`
      DELETE FROM captacoes c USING corretores k
       WHERE c.corretor_id = k.id AND k.user_id = ${id}
         AND NOT EXISTS (SELECT 1 FROM contratos_captacao ct WHERE ct.captacao_id = c.id)`);
    // An agency: its name and contacts go; its team's memberships end and its pending invitations die. The CNPJ
    // (a company's public number, not a person's data) stays so the contracts still name the company.
    await tx.execute(sql`
      UPDATE imobiliarias SET nome = ${MSG_CONTA.nomeExcluido}, telefone = NULL, logo_url = NULL, email = NULL,
             updated_at = now() WHERE user_id = ${id}`);
    await tx.execute(sql`
      UPDATE imobiliaria_membros m SET saiu_em = now(), removido_por = ${id}
        FROM imobiliarias i WHERE i.id = m.imobiliaria_id AND i.user_id = ${id} AND m.saiu_em IS NULL`);
    await tx.execute(sql`
      UPDATE convites_imobiliaria c SET cancelado_em = now()
        FROM imobiliarias i
       WHERE i.id = c.imobiliaria_id AND i.user_id = ${id} AND c.aceito_em IS NULL AND c.cancelado_em IS NULL`);
    await tx.execute(sql`
      DELETE FROM captacoes c USING imobiliarias i
       WHERE c.imobiliaria_id = i.id AND i.user_id = ${id}
         AND NOT EXISTS (SELECT 1 FROM contratos_captacao ct WHERE ct.captacao_id = c.id)`);
    await tx.execute(sql`
      DELETE FROM preferencias_corretores p USING corretores k WHERE p.corretor_id = k.id AND k.user_id = ${id}`);
    await tx.execute(sql`DELETE FROM favoritos WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM notificacoes WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM tokens_usuario WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM codigos_recuperacao WHERE user_id = ${id}`);
    await tx.execute(sql`DELETE FROM sessions WHERE user_id = ${id}`);
    const keys = await tx.select({ chave: uploads.chave }).from(uploads).where(eq(uploads.userId, id));
    return keys.map((k) => k.chave);
  });
}

/** After commit: the person's files leave R2; a failure is only logged and the upload rows stay for the cron. */
export async function deleteFiles(db: Db, bucket: R2Bucket, userId: string, keys: string[], requestId?: string) {
  if (!keys.length) return;
  try {
    await bucket.delete(keys);
    await db.delete(uploads).where(eq(uploads.userId, userId));
  } catch (err) {
    logError('r2_delete_failed', err, { requestId, userId });
  }
}
