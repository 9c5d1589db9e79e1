import { app } from './app.ts';
import { pushEspelho } from './domain/espelho-live.ts';
import { runMaintenance } from './domain/manutencao.ts';
import { pushAfterCommit } from './domain/notificacoes.ts';
import { createDb } from './lib/db.ts';
import type { Bindings } from './lib/env.ts';

export { ChatRoom } from './realtime/chat-room.ts';
export { EspelhoRoom } from './realtime/espelho-room.ts';
export { UserHub } from './realtime/user-hub.ts';

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    const { db, pool } = createDb(env);
    ctx.waitUntil(
      runMaintenance(db, env.IMAGENS, pushAfterCommit(env, ctx), pushEspelho(env, ctx)).finally(() => pool.end()),
    );
  },
} satisfies ExportedHandler<Bindings>;
