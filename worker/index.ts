import { enqueuePendingEntregas } from './api/middleware/enqueue-webhooks.ts';
import { app } from './app.ts';
import { pushEspelho } from './domain/espelho-live.ts';
import { runMaintenance } from './domain/manutencao.ts';
import { pushAfterCommit } from './domain/notificacoes.ts';
import { consumeEntregas } from './domain/webhook-entregas.ts';
import { createDb } from './lib/db.ts';
import type { Bindings, EntregaMensagem } from './lib/env.ts';

export { ChatRoom } from './realtime/chat-room.ts';
export { EspelhoRoom } from './realtime/espelho-room.ts';
export { UserHub } from './realtime/user-hub.ts';

/** wrangler.toml's daily housekeeping; the other cron (every minute) only queues webhook deliveries. */
const DAILY_CRON = '17 6 * * *';

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    // Every minute: webhook deliveries written outside a request (a reservation that expired on its alarm).
    ctx.waitUntil(enqueuePendingEntregas(env));
    if (controller.cron !== DAILY_CRON) return;
    const { db, pool } = createDb(env);
    ctx.waitUntil(
      runMaintenance(db, env.IMAGENS, pushAfterCommit(env, ctx), pushEspelho(env, ctx)).finally(() => pool.end()),
    );
  },
  async queue(batch, env) {
    const { db, pool } = createDb(env);
    try {
      await consumeEntregas(db, batch, env.WEBHOOKS_LOCAIS === 'on');
    } finally {
      void pool.end().catch(() => undefined);
    }
  },
} satisfies ExportedHandler<Bindings, EntregaMensagem>;
