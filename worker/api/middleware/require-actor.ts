// Who is calling, resolved once per signed-in route: requireActor(...) refuses visitors (401), other roles and
// accounts without their profile row (403), and sets c.var.actor typed for the roles it lets through.
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { MSG_TOTP, sessionLacksSecondFactor } from '../../domain/admin-totp.ts';
import type { SessionUser, UserType } from '../../schemas/auth.ts';
import { MSG_CORRETOR } from '../../schemas/corretor-painel.ts';
import { MSG_EMPREENDIMENTO } from '../../schemas/empreendimentos.ts';
import { MSG_IMOBILIARIA } from '../../schemas/imobiliarias.ts';
import type { Actor } from '../../lib/actor.ts';
import type { AppEnv } from '../../lib/env.ts';
import { AppError, MSG } from '../../lib/errors.ts';
import { privateNoStore } from '../../lib/no-store.ts';

/** The environment of a route behind requireActor(roles). */
export type ActorEnv<R extends UserType = UserType> = AppEnv & { Variables: { actor: Actor<R> } };

/** Route-specific wording of the refusals (a visitor asked to log in "to favourite", say). */
export type ActorMessages = { login?: string; papel?: string };

const SEM_PERFIL: Record<'construtora' | 'corretor' | 'imobiliaria', string> = {
  construtora: MSG_EMPREENDIMENTO.semConstrutora,
  corretor: MSG_CORRETOR.semPerfil,
  imobiliaria: MSG_IMOBILIARIA.semPerfil,
};

function actorOf(user: SessionUser, sessionId: string, papel: string | undefined): Actor {
  const base = { userId: user.id, sessionId, user };
  if (user.userType === 'admin') return { ...base, tipo: 'admin', perfilId: null };
  const perfilId = user.perfilId;
  if (!perfilId) throw new AppError('forbidden', papel ?? SEM_PERFIL[user.userType]);
  if (user.userType === 'construtora') return { ...base, tipo: 'construtora', perfilId, construtoraId: perfilId };
  if (user.userType === 'imobiliaria') return { ...base, tipo: 'imobiliaria', perfilId, imobiliariaId: perfilId };
  return { ...base, tipo: 'corretor', perfilId, corretorId: perfilId };
}

/**
 * Every signed-in route sits behind it; no roles means any signed-in user. An admin route also refuses a session
 * that has not passed the second factor. The answer is private and never stored.
 */
export function requireActor<R extends UserType = UserType>(
  roles: R | R[] = [],
  messages: ActorMessages = {},
): MiddlewareHandler<ActorEnv<R>> {
  const allowed: UserType[] = Array.isArray(roles) ? roles : [roles];
  return createMiddleware<ActorEnv<R>>(async (c, next) => {
    privateNoStore(c);
    const user = c.var.user;
    const sessionId = c.var.sessionId;
    if (!user || !sessionId) throw new AppError('unauthorized', messages.login ?? MSG.sessaoInvalida);
    if (allowed.length && !allowed.includes(user.userType)) {
      throw new AppError('forbidden', messages.papel ?? MSG.acessoNegado);
    }
    if (
      allowed.includes('admin') &&
      user.userType === 'admin' &&
      (await sessionLacksSecondFactor(c.var.db, sessionId))
    ) {
      throw new AppError('forbidden', MSG_TOTP.segundoFatorPendente);
    }
    c.set('actor', actorOf(user, sessionId, messages.papel) as Actor<R>);
    await next();
  });
}
