// After a commit that changes units, the development's EspelhoRoom sends them to every open grid (and the agency
// whose broker holds them hears it: vendas-equipe-live.ts). The rows are
// read after commit (so the room never shows what did not happen) and go whole to the room, which redacts them per
// socket. Failures are logged, never thrown: the change is already committed and a grid catches up on reconnect.
import { createDb } from '../lib/db.ts';
import type { Bindings } from '../lib/env.ts';
import { readUnidades, resumo } from './espelho.ts';
import { pushEquipe } from './vendas-equipe-live.ts';

export type EspelhoEnv = Pick<Bindings, 'ESPELHO_ROOM' | 'USER_HUB' | 'DATABASE_URL' | 'DB_RELAY'>;
type Ctx = Pick<ExecutionContext, 'waitUntil'>;

export const espelhoRoom = (env: Pick<Bindings, 'ESPELHO_ROOM'>, imovelId: string) =>
  env.ESPELHO_ROOM.get(env.ESPELHO_ROOM.idFromName(imovelId));

const logFalha = (kind: string, imovelId: string, err: unknown) =>
  console.error(JSON.stringify({ level: 'error', kind, imovelId, message: String(err) }));

/** Reads the changed units and hands them to the room, in the background of the request. */
export function pushEspelho(env: EspelhoEnv, ctx: Ctx): (imovelId: string, unidadeIds: string[]) => void {
  return (imovelId, unidadeIds) => {
    if (!unidadeIds.length) return;
    ctx.waitUntil(
      sendToEspelho(env, imovelId, unidadeIds).catch((err) => logFalha('espelho_push_failed', imovelId, err)),
    );
  };
}

export async function sendToEspelho(env: EspelhoEnv, imovelId: string, unidadeIds: string[]) {
  const { db, pool } = createDb(env);
  try {
    const [unidades, { contagem, seq }] = await Promise.all([
      readUnidades(db, imovelId, unidadeIds),
      resumo(db, imovelId),
    ]);
    await Promise.all([
      espelhoRoom(env, imovelId).publish(imovelId, unidades, contagem, seq),
      pushEquipe(env, db, imovelId, unidadeIds),
    ]);
  } finally {
    void pool.end().catch(() => undefined);
  }
}

/** A reservation was made or ended: the room re-arms its alarm from the database. */
export function scheduleExpiracao(env: EspelhoEnv, ctx: Ctx): (imovelId: string) => void {
  return (imovelId) => {
    ctx.waitUntil(
      espelhoRoom(env, imovelId)
        .schedule(imovelId)
        .catch((err) => logFalha('espelho_alarm_failed', imovelId, err)),
    );
  };
}
