import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './drizzle/schema.ts',
  out: './migrations',
  // Only used by drizzle-kit commands that talk to a server; `npm run db:migrate` has its own runner.
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:15432/postgres' },
});
