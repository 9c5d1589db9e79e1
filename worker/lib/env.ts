import type { NeonDatabase } from 'drizzle-orm/neon-serverless';
import type * as schema from '../../drizzle/schema.ts';
import type { SessionUser } from '../schemas/auth.ts';

export type Bindings = {
  /** Secret in production (Neon); set by `npm start` and the test setup locally. */
  DATABASE_URL: string;
  /** Local only: host:port of the Neon-compatible relay in front of a loopback Postgres. */
  DB_RELAY?: string;
  /** Extra origins allowed to send non-GET requests (the Vite dev server in `npm run dev`). */
  ALLOWED_ORIGINS?: string;
  ASSETS: Fetcher;
  IMAGENS: R2Bucket;
};

export type Db = NeonDatabase<typeof schema>;

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    requestId: string;
    db: Db;
    user: SessionUser | null;
    sessionId: string | null;
  };
};
