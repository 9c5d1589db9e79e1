import type { Pool } from '@neondatabase/serverless';
import type { NeonDatabase } from 'drizzle-orm/neon-serverless';
import type { ChatRoom } from '../realtime/chat-room.ts';
import type { EspelhoRoom } from '../realtime/espelho-room.ts';
import type { UserHub } from '../realtime/user-hub.ts';
import type { SessionUser } from '../schemas/auth.ts';

/** A queued webhook delivery: only its id; the row holds the rest (worker/domain/webhook-entregas.ts). */
export type EntregaMensagem = { entregaId: string };

export type Bindings = {
  /** Secret in production (Neon); set by `npm start` and the test setup locally. */
  DATABASE_URL: string;
  /** Local only: host:port of the Neon-compatible relay in front of a loopback Postgres. */
  DB_RELAY?: string;
  /** Extra origins allowed to send non-GET requests (the Vite dev server in `npm run dev`). */
  ALLOWED_ORIGINS?: string;
  /** The public origin for canonical and Open Graph URLs (wrangler.toml [vars]); never the Host header. */
  SITE_ORIGIN?: string;
  /** Per-network limits of public writes and counted views (wrangler.toml [vars]; e2e raises them). */
  LIMITE_CADASTROS_POR_HORA?: string;
  LIMITE_CONTATOS_POR_HORA?: string;
  LIMITE_VISUALIZACOES_POR_DIA?: string;
  /** Requests per minute of one integration API token (wrangler.toml [vars]). */
  LIMITE_API_POR_MINUTO?: string;
  /** "on" in the local stack and tests: webhooks may also point at http://127.0.0.1 (worker/lib/public-url.ts). */
  WEBHOOKS_LOCAIS?: string;
  /** "on": anonymous public reads go through the edge cache (worker/lib/edge-cache.ts); vitest turns it off. */
  EDGE_CACHE?: string;
  /** E-mail provider (worker/lib/email.ts): the API key is a secret; without it e-mail stays in the outbox table. */
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  EMAIL_API_URL?: string;
  /** Secret: base64 of the 32-byte AES key of the admin TOTP secrets (lib/totp-secret.ts). */
  TOTP_ENCRYPTION_KEY?: string;
  /** Test suite only (vitest.config.ts): a cheaper scrypt for new accounts (lib/password.ts); never set elsewhere. */
  TEST_SCRYPT_LOG_N?: string;
  ASSETS: Fetcher;
  IMAGENS: R2Bucket;
  /** Documents sent for signature and their signed copies; private, served only through /api/assinaturas. */
  DOCUMENTOS: R2Bucket;
  /** One per conversa: the live sockets of a chat. */
  CHAT_ROOM: DurableObjectNamespace<ChatRoom>;
  /** One per user: that user's open tabs, for live notifications. */
  USER_HUB: DurableObjectNamespace<UserHub>;
  /** One per development: its open sales grids and the alarm that ends its reservations on time. */
  ESPELHO_ROOM: DurableObjectNamespace<EspelhoRoom>;
  /** Webhook deliveries (Cloudflare Queues): one message per delivery, consumed by this same Worker. */
  WEBHOOKS: Queue<EntregaMensagem>;
};

/** Without drizzle's relational schema: nothing reads through db.query, and building it cost every request. */
export type Db = NeonDatabase & { $client: Pool };

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    db: Db;
    user: SessionUser | null;
    sessionId: string | null;
    /** When the session expires (ms since epoch), as of this request. */
    sessionExpiresAt: number | null;
  };
};
