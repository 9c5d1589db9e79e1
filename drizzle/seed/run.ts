import type { createNodePool } from '../local/node-pool.ts';
import { seedDemo } from './demo.ts';
import type { Bucket } from './images.ts';
import { seedVolume } from './volume.ts';

type Db = ReturnType<typeof createNodePool>['db'];

export async function runSeed(opts: { db: Db; bucket: Bucket; volume?: number; log?: (msg: string) => void }) {
  const log = opts.log ?? console.log;
  const t0 = Date.now();
  const demo = await seedDemo(opts.db, opts.bucket);
  log(
    demo.created
      ? `Dados de demonstração criados: ${demo.imoveis} empreendimentos, ${(demo.imageBytes / 1024 / 1024).toFixed(1)} MB de imagens (${((Date.now() - t0) / 1000).toFixed(1)} s).`
      : 'Dados de demonstração já existiam.',
  );
  if (opts.volume) {
    const t1 = Date.now();
    log(`Gerando ${opts.volume.toLocaleString('pt-BR')} empreendimentos para benchmark...`);
    await seedVolume(opts.db, opts.volume, opts.bucket, log);
    log(`Volume criado em ${((Date.now() - t1) / 1000).toFixed(1)} s.`);
  }
}
