// `npm run emails [-- --para fulano@exemplo.com] [-- --n 10]`: the newest messages of the local outbox
// (emails_enviados), with the links they carry, so a reset or confirmation link can be opened by hand.
import { desc, eq } from 'drizzle-orm';
import { emailsEnviados } from '../schema.ts';
import { connectLocalDatabase } from './connect.ts';

function arg(name: string) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const para = arg('para')?.trim().toLowerCase();
const n = Number(arg('n') ?? 5);
const db = await connectLocalDatabase();
try {
  const rows = await db.db
    .select()
    .from(emailsEnviados)
    .where(para ? eq(emailsEnviados.para, para) : undefined)
    .orderBy(desc(emailsEnviados.createdAt))
    .limit(Number.isInteger(n) && n > 0 ? n : 5);
  if (!rows.length) console.log('Nenhum e-mail na caixa de saída.');
  for (const row of rows.reverse()) {
    const estado = row.enviadoEm ? 'enviado' : row.erro ? `erro: ${row.erro}` : 'só na caixa de saída';
    console.log(`\n${row.createdAt.toISOString()}  para ${row.para}  (${estado})`);
    console.log(`Assunto: ${row.assunto}`);
    for (const link of row.texto.match(/https?:\/\/\S+/g) ?? []) console.log(`  → ${link}`);
  }
} catch (e) {
  // An older local database (started before migration 0007) has no outbox yet.
  if ((e as { cause?: { code?: string } }).cause?.code !== '42P01') throw e;
  console.error(
    'A caixa de saída ainda não existe neste banco: rode `npm run db:migrate` (ou reinicie o `npm start`).',
  );
  process.exitCode = 1;
} finally {
  await db.close();
}
