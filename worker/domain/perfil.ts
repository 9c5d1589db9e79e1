// The signed-in user's profile and password (docs/regras.md#perfis).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { construtoras, corretores, imobiliarias, sessions, users } from '../../drizzle/schema.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import type { SessionUser } from '../schemas/auth.ts';
import type { perfilUpdateSchema } from '../schemas/perfil-input.ts';
import type { Perfil } from '../schemas/perfil.ts';
import { assertNotThrottled, throttleKeys } from './login-throttle.ts';
import { ownsImages } from './uploads.ts';

type PerfilUpdate = z.output<typeof perfilUpdateSchema>;

export async function getPerfil(db: Db, user: SessionUser): Promise<Perfil | null> {
  if (user.userType === 'corretor') {
    const [row] = await db
      .select({
        id: corretores.id,
        nome: corretores.nome,
        email: corretores.email,
        telefone: corretores.telefone,
        creci: corretores.creci,
        foto_url: corretores.fotoUrl,
      })
      .from(corretores)
      .where(eq(corretores.userId, user.id));
    return row ? { tipo: 'corretor', ...row } : null;
  }
  if (user.userType === 'construtora') {
    const [row] = await db
      .select({
        id: construtoras.id,
        nome: construtoras.nome,
        email: construtoras.email,
        telefone: construtoras.telefone,
        cnpj: construtoras.cnpj,
        logo_url: construtoras.logoUrl,
      })
      .from(construtoras)
      .where(eq(construtoras.userId, user.id));
    return row ? { tipo: 'construtora', ...row } : null;
  }
  if (user.userType === 'imobiliaria') {
    const [row] = await db
      .select({
        id: imobiliarias.id,
        nome: imobiliarias.nome,
        email: imobiliarias.email,
        telefone: imobiliarias.telefone,
        cnpj: imobiliarias.cnpj,
        creci_juridico: imobiliarias.creciJuridico,
        logo_url: imobiliarias.logoUrl,
      })
      .from(imobiliarias)
      .where(eq(imobiliarias.userId, user.id));
    return row ? { tipo: 'imobiliaria', ...row } : null;
  }
  return null;
}

export const MSG_PERFIL = {
  naoEncontrado: 'Perfil não encontrado. Complete seu cadastro.',
  tipoErrado: 'Este formulário não corresponde ao seu tipo de conta.',
  imagemInvalida: 'Imagem inválida: envie a imagem pelo formulário.',
  senhaIncorreta: 'Senha atual incorreta.',
} as const;

/**
 * Settings: a developer changes nome, telefone, cnpj and logo; a broker nome, telefone, creci and
 * photo; an agency nome, telefone, CRECI jurídico and logo (its CNPJ is fixed at sign-up). The e-mail never changes. The image must be the user's own upload, the one already set, or none.
 */
export async function updatePerfil(db: Db, user: SessionUser, input: PerfilUpdate): Promise<Perfil> {
  if (input.tipo !== user.userType) throw new AppError('forbidden', MSG_PERFIL.tipoErrado);
  const atual = await getPerfil(db, user);
  if (!atual) throw new AppError('not_found', MSG_PERFIL.naoEncontrado);
  const imagem = input.tipo === 'corretor' ? input.foto_url : input.logo_url;
  const atualImagem = atual.tipo === 'corretor' ? atual.foto_url : atual.logo_url;
  if (imagem && !(await ownsImages(db, user.id, [imagem], atualImagem ? [atualImagem] : []))) {
    throw new AppError('validation_failed', MSG_PERFIL.imagemInvalida, [
      { path: [input.tipo === 'corretor' ? 'foto_url' : 'logo_url'], message: MSG_PERFIL.imagemInvalida },
    ]);
  }
  if (input.tipo === 'construtora') {
    await db
      .update(construtoras)
      .set({
        nome: input.nome,
        telefone: input.telefone,
        cnpj: input.cnpj,
        logoUrl: input.logo_url,
        updatedAt: sql`now()`,
      })
      .where(eq(construtoras.userId, user.id));
  } else if (input.tipo === 'imobiliaria') {
    await db
      .update(imobiliarias)
      .set({
        nome: input.nome,
        telefone: input.telefone,
        creciJuridico: input.creci_juridico,
        logoUrl: input.logo_url,
        updatedAt: sql`now()`,
      })
      .where(eq(imobiliarias.userId, user.id));
  } else {
    await db
      .update(corretores)
      .set({
        nome: input.nome,
        telefone: input.telefone,
        creci: input.creci,
        fotoUrl: input.foto_url,
        updatedAt: sql`now()`,
      })
      .where(eq(corretores.userId, user.id));
  }
  return (await getPerfil(db, user))!;
}

/**
 * A new password after the current one is checked (a wrong one counts against the login throttle of the account,
 * so a stolen session cannot guess it); every other session of the user ends, the current one stays.
 */
export async function changePassword(
  db: Db,
  user: SessionUser,
  currentSessionId: string,
  input: { senha_atual: string; nova_senha: string },
  ip: string,
) {
  const keys = throttleKeys(user.email, ip);
  await assertNotThrottled(db, keys);
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.hash, input.senha_atual))) {
    throw new AppError('validation_failed', MSG_PERFIL.senhaIncorreta, [
      { path: ['senha_atual'], message: MSG_PERFIL.senhaIncorreta },
    ]);
  }
  const passwordHash = await hashPassword(input.nova_senha);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
  });
}
