// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the local database.
import { connectLocalDatabase } from './connect.ts';
import { runMigrations } from './migrate.ts';

const started = Date.now();
const db = await connectLocalDatabase();
try {
  await runMigrations(db.db);
  console.log(`Migrações aplicadas em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await db.close();
}
