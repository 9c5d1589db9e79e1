// Who is calling, as the domain functions take it: the actor worker/api/middleware/require-actor.ts resolves once per
// signed-in route (owner of a development, party of a contract or proposal, chat party).
import type { SessionUser, UserType } from '../schemas/auth.ts';

type ActorBase = { userId: string; sessionId: string; user: SessionUser };
export type Actor<R extends UserType = UserType> = R extends 'construtora'
  ? ActorBase & { tipo: 'construtora'; perfilId: string; construtoraId: string }
  : R extends 'corretor'
    ? ActorBase & { tipo: 'corretor'; perfilId: string; corretorId: string }
    : R extends 'imobiliaria'
      ? ActorBase & { tipo: 'imobiliaria'; perfilId: string; imobiliariaId: string }
      : R extends 'admin'
        ? ActorBase & { tipo: 'admin'; perfilId: null }
        : never;

/** The parties the domain functions take: each is what an actor of those roles already is. */
export type Owner = Pick<Actor<'construtora'>, 'userId' | 'construtoraId'>;
export type Broker = Pick<Actor<'corretor'>, 'userId' | 'corretorId'>;
export type Party = Pick<Actor<'corretor' | 'construtora'>, 'tipo' | 'userId' | 'perfilId'>;
/** A party of a capture contract: the capturing broker or agency, or the developer. */
export type ContractParty = Pick<Actor<'corretor' | 'imobiliaria' | 'construtora'>, 'tipo' | 'userId' | 'perfilId'>;
