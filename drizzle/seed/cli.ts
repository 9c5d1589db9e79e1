// `npm run seed [-- --imoveis N]`: demo data (idempotent) and, optionally, N extra developments for benchmarks.
// Images go to the same local R2 state that `wrangler dev` (and so `npm start`) serves.
import { getPlatformProxy } from 'wrangler';
import { connectLocalDatabase } from '../local/connect.ts';
import { runMigrations } from '../local/migrate.ts';
import type { Bucket } from './images.ts';
import { runSeed } from './run.ts';

const arg = process.argv.indexOf('--imoveis');
const volume = arg > 0 ? Number(process.argv[arg + 1]) : 0;
if (!Number.isInteger(volume) || volume < 0) {
  console.error('Uso: npm run seed -- --imoveis 100000');
  process.exit(2);
}

const db = await connectLocalDatabase();
const proxy = await getPlatformProxy<{ IMAGENS: Bucket }>({
  configPath: 'drizzle/seed/wrangler.r2.toml',
  persist: { path: '.wrangler/state/v3' },
});
try {
  await runMigrations(db.db);
  await runSeed({ db: db.db, bucket: proxy.env.IMAGENS, volume });
} finally {
  await proxy.dispose();
  await db.close();
}
