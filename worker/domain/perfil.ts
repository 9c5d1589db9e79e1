import { eq } from 'drizzle-orm';
import { construtoras, corretores } from '../../drizzle/schema.ts';
import type { Db } from '../lib/env.ts';
import type { SessionUser } from '../schemas/auth.ts';
import type { Perfil } from '../schemas/perfil.ts';

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
  return null;
}
