import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../worker/index.ts';
import { COTA_BYTES, MAX_UPLOADS_SOLTOS_24H, sanitizeStem } from '../../worker/domain/uploads.ts';
import { MAX_UPLOAD_BYTES } from '../../worker/schemas/empreendimentos.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';
import { IMAGES, postUpload, uploadForm, uploaded } from '../helpers/images.ts';

let dev: SignedUp;
let broker: SignedUp;

beforeAll(async () => {
  [dev, broker] = await Promise.all([signedUp('construtora'), signedUp('corretor')]);
});

async function uploadsOf(userId: string) {
  return withDb(async (db) => {
    const r = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM uploads WHERE user_id = ${userId}`);
    return r.rows[0]!.n;
  });
}

describe('POST /api/uploads', () => {
  it('stores each accepted type under a server-made key, typed by its bytes, served immutable with nosniff', async () => {
    const cases = [
      ['png', 'Fachada Nº 1 (Final).PNG', 'image/png', 'png'],
      ['jpeg', 'sala.jpeg', 'image/jpeg', 'jpg'],
      ['webp', 'planta.webp', 'image/webp', 'webp'],
      // A GIF sent with a wrong name and declared type is still a GIF.
      ['gif', 'animacao.png', 'image/gif', 'gif'],
    ] as const;
    for (const [kind, name, detected, ext] of cases) {
      const before = Date.now();
      const res = await postUpload(
        broker.client,
        uploadForm({ arquivo: [IMAGES[kind], name, kind === 'gif' ? 'image/png' : detected] }),
      );
      expect(res.status, kind).toBe(201);
      const up = await res.json();
      expect(up).toMatchObject({ bytes: IMAGES[kind].length, tipo: detected, thumb_url: null });
      const [owner, file] = up.chave.split('/');
      expect(owner).toBe(broker.userId);
      const [, ts, stem] = /^(\d+)-(.+)$/.exec(file!)!;
      expect(Number(ts)).toBeGreaterThanOrEqual(before);
      expect(stem).toBe(kind === 'png' ? 'fachada-no-1-final.png' : `${name.replace(/\.[^.]+$/, '')}.${ext}`);
      expect(up.url).toBe(`/media/${up.chave}`);

      const media = await client().request(up.url);
      expect(media.status).toBe(200);
      expect(media.headers.get('content-type')).toBe(detected);
      expect(media.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(media.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await media.arrayBuffer())).toEqual(IMAGES[kind]);
    }
  });

  it('stores the thumbnail beside its image and records both', async () => {
    const up = await uploaded(dev.client, 'capa.png');
    expect(up.thumb_url).toBe(`/media/${up.chave.replace(/\.png$/, '')}-thumb.jpg`);
    const rows = await withDb(async (db) => {
      const r = await db.execute<{ chave: string; miniatura_de: string | null; tipo_conteudo: string }>(
        sql`SELECT chave, miniatura_de, tipo_conteudo FROM uploads WHERE chave = ${up.chave} OR miniatura_de = ${up.chave} ORDER BY chave`,
      );
      return r.rows;
    });
    expect(rows).toEqual([
      { chave: up.chave.replace(/\.png$/, '-thumb.jpg'), miniatura_de: up.chave, tipo_conteudo: 'image/jpeg' },
      { chave: up.chave, miniatura_de: null, tipo_conteudo: 'image/png' },
    ]);
    expect((await client().request(up.thumb_url!)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses what is not an image, too big, missing or doubled, and writes nothing', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(IMAGES.png);
    const before = await uploadsOf(dev.userId);
    const cases: [FormData, number, string][] = [
      [
        uploadForm({ arquivo: [html, 'foto.png', 'image/png'] }),
        415,
        'Formato de imagem não suportado. Envie PNG, JPEG, WebP ou GIF.',
      ],
      [
        uploadForm({ arquivo: [IMAGES.png, 'a.png'], miniatura: [html, 'm.jpg', 'image/jpeg'] }),
        415,
        'Formato de imagem não suportado. Envie PNG, JPEG, WebP ou GIF.',
      ],
      [
        uploadForm({ arquivo: [new Uint8Array(0), 'vazio.png'] }),
        415,
        'Formato de imagem não suportado. Envie PNG, JPEG, WebP ou GIF.',
      ],
      [
        uploadForm({ arquivo: [big, 'enorme.png', 'image/png'] }),
        413,
        'Imagem grande demais (máximo de 3 MB após a compressão).',
      ],
      [uploadForm({ miniatura: [IMAGES.png, 'm.png'] }), 400, 'Selecione uma imagem para enviar.'],
    ];
    const two = uploadForm({ arquivo: [IMAGES.png, 'a.png'] });
    two.append('arquivo', new File([IMAGES.png], 'b.png'));
    cases.push([two, 400, 'Selecione uma imagem para enviar.']);
    const text = new FormData();
    text.append('arquivo', 'não é arquivo');
    cases.push([text, 400, 'Selecione uma imagem para enviar.']);
    for (const [form, status, message] of cases) {
      const res = await postUpload(dev.client, form);
      expect(res.status).toBe(status);
      expect((await errorBody(res)).error.message).toBe(message);
    }
    // A body larger than an image and its thumbnail is refused before it is read.
    const huge = uploadForm({ arquivo: [new Uint8Array(2 * MAX_UPLOAD_BYTES + 100_000), 'x.png'] });
    const res = await postUpload(dev.client, huge);
    expect(res.status).toBe(413);
    expect((await errorBody(res)).error.message).toBe('Imagem grande demais (máximo de 3 MB após a compressão).');
    const notMultipart = await dev.client.request('/api/uploads', { method: 'POST', json: { arquivo: 'x' } });
    expect(notMultipart.status).toBe(400);
    expect(await uploadsOf(dev.userId)).toBe(before);
  });

  it('refuses visitors (401) and admins (403)', async () => {
    const form = () => uploadForm({ arquivo: [IMAGES.png, 'a.png'] });
    const visitor = await postUpload(client(), form());
    expect(visitor.status).toBe(401);
    expect((await errorBody(visitor)).error.message).toBe('Sessão inválida.');
    const admin = await signedInAdmin();
    expect((await postUpload(admin.client, form())).status).toBe(403);
    expect(await uploadsOf(admin.userId)).toBe(0);
  });

  it(`caps unattached uploads at ${MAX_UPLOADS_SOLTOS_24H} a day with 429 and Retry-After`, async () => {
    const acct = await signedUp('corretor');
    await withDb((db) =>
      db.execute(sql`
        INSERT INTO uploads (chave, user_id, tipo_conteudo, bytes, created_at)
        SELECT ${acct.userId} || '/' || g || '-x.png', ${acct.userId}, 'image/png', 10, now() - interval '1 hour'
          FROM generate_series(1, ${MAX_UPLOADS_SOLTOS_24H}) g`),
    );
    const res = await postUpload(acct.client, uploadForm({ arquivo: [IMAGES.png, 'a.png'] }));
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(22 * 3600);
    expect((await errorBody(res)).error.message).toMatch(
      /^Você enviou muitas imagens nas últimas 24 horas\. Tente novamente em \d+ minutos\.$/,
    );
    // An upload in use (here: the profile photo) does not count against the cap.
    await withDb((db) =>
      db.execute(
        sql`UPDATE corretores SET foto_url = '/media/' || ${acct.userId} || '/1-x.png' WHERE user_id = ${acct.userId}`,
      ),
    );
    expect((await postUpload(acct.client, uploadForm({ arquivo: [IMAGES.png, 'a.png'] }))).status).toBe(201);
  });

  it('keeps each account within its storage quota, attached images included, under a parallel burst', async () => {
    const acct = await signedUp('corretor');
    const png = IMAGES.png.byteLength;
    // Attached long ago (outside the daily cap): only the quota can refuse what follows. Room for exactly 3.
    await withDb((db) =>
      db.execute(sql`
        INSERT INTO uploads (chave, user_id, tipo_conteudo, bytes, created_at)
        VALUES (${acct.userId} || '/1-antiga.png', ${acct.userId}, 'image/png',
                ${COTA_BYTES.outros - 3 * png - 1}, now() - interval '30 days')`),
    );
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => postUpload(acct.client, uploadForm({ arquivo: [IMAGES.png, `${i}.png`] }))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 413, 413, 413]);
    const refused = results.find((r) => r.status === 413)!;
    expect((await errorBody(refused)).error.message).toBe(
      'Você atingiu o limite de armazenamento da sua conta (10 MB). Remova imagens que não usa mais para enviar novas.',
    );
    expect(await uploadsOf(acct.userId)).toBe(4);

    // A construtora's quota is larger, and just as firm.
    const owner = await signedUp('construtora');
    const fill = (bytes: number) =>
      withDb((db) =>
        db.execute(sql`
          INSERT INTO uploads (chave, user_id, tipo_conteudo, bytes, created_at)
          VALUES (${owner.userId} || '/' || ${bytes} || '-antiga.png', ${owner.userId}, 'image/png', ${bytes},
                  now() - interval '30 days')`),
      );
    await fill(COTA_BYTES.outros);
    expect((await postUpload(owner.client, uploadForm({ arquivo: [IMAGES.png, 'a.png'] }))).status).toBe(201);
    await fill(COTA_BYTES.construtora - COTA_BYTES.outros - png);
    const full = await postUpload(owner.client, uploadForm({ arquivo: [IMAGES.png, 'b.png'] }));
    expect(full.status).toBe(413);
    expect((await errorBody(full)).error.message).toMatch(/\(500 MB\)/);
  });

  it('sanitises names to lowercase ASCII', () => {
    expect(sanitizeStem('Apartamento Decorado — Sala de Estar!!.JPG')).toBe('apartamento-decorado-sala-de-estar');
    expect(sanitizeStem('../../etc/passwd')).toBe('passwd');
    expect(sanitizeStem('漢字.png')).toBe('imagem');
    expect(sanitizeStem('a'.repeat(200) + '.png')).toHaveLength(60);
  });
});

describe('/media/*', () => {
  it('answers 404 for a missing key', async () => {
    expect((await client().request(`/media/${dev.userId}/nao-existe.png`)).status).toBe(404);
  });
});

describe('daily cron: uploads never attached', () => {
  async function age(keys: string[], interval: string) {
    await withDb((db) =>
      db.execute(
        sql`UPDATE uploads SET created_at = now() - ${interval}::interval WHERE chave = ANY(${sql.param(keys)}::text[])`,
      ),
    );
  }

  it('removes old unreferenced uploads from R2 and the table, keeping recent and referenced ones', async () => {
    const owner = await signedUp('construtora');
    const brk = await signedUp('corretor');
    const orphan = await uploaded(owner.client, 'solta.png');
    const recent = await uploaded(owner.client, 'recente.png');
    const inGallery = await uploaded(owner.client, 'galeria.png');
    const logo = await uploaded(owner.client, 'logo.png', false);
    const photo = await uploaded(brk.client, 'foto.png', false);
    await insertImovel(owner.perfilId, { imagens_urls: [inGallery.url], thumb_url: inGallery.thumb_url });
    await withDb(async (db) => {
      await db.execute(sql`UPDATE construtoras SET logo_url = ${logo.url} WHERE user_id = ${owner.userId}`);
      await db.execute(sql`UPDATE corretores SET foto_url = ${photo.url} WHERE user_id = ${brk.userId}`);
    });
    const old = [orphan, inGallery, logo, photo].flatMap((u) => [
      u.chave,
      ...(u.thumb_url ? [u.thumb_url.slice(7)] : []),
    ]);
    await age(old, '25 hours');

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '17 6 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    const status = async (url: string | null) => (await client().request(url!)).status;
    expect(await status(orphan.url)).toBe(404);
    expect(await status(orphan.thumb_url)).toBe(404);
    for (const url of [recent.url, recent.thumb_url, inGallery.url, inGallery.thumb_url, logo.url, photo.url]) {
      expect(await status(url)).toBe(200);
    }
    const keys = await withDb(async (db) => {
      const r = await db.execute<{ chave: string }>(
        sql`SELECT chave FROM uploads WHERE user_id IN (${owner.userId}, ${brk.userId})`,
      );
      return r.rows.map((x) => x.chave).sort();
    });
    const kept = [recent, inGallery, logo, photo].flatMap((u) => [
      u.chave,
      ...(u.thumb_url ? [u.thumb_url.slice(7)] : []),
    ]);
    expect(keys).toEqual(kept.sort());
  });

  it('removes in one run more orphans than one R2 delete call takes (1,000)', async () => {
    const owner = await signedUp('construtora');
    const keys = Array.from({ length: 1001 }, (_, i) => `${owner.userId}/${i}-solta.png`);
    await Promise.all(keys.map((k) => env.IMAGENS.put(k, IMAGES.png)));
    await withDb((db) =>
      db.execute(sql`
        INSERT INTO uploads (chave, user_id, tipo_conteudo, bytes, created_at)
        SELECT k, ${owner.userId}, 'image/png', ${IMAGES.png.length}, now() - interval '25 hours'
          FROM unnest(${sql.param(keys)}::text[]) AS k`),
    );

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: '17 6 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect(await uploadsOf(owner.userId)).toBe(0);
    const left = await env.IMAGENS.list({ prefix: `${owner.userId}/` });
    expect(left.objects).toHaveLength(0);
  });
});
