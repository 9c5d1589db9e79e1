// Turns the composed SVG scenes into the JPEGs the app serves: full size for the gallery, a small card thumbnail.
import sharp from 'sharp';
import { renderScene, SCENES, type SceneStyle } from './scene.ts';

export type RenderedImages = { full: Buffer[]; thumb: Buffer };

/** Each SVG is rasterised once; libjpeg-turbo rather than mozjpeg: ~3× faster to encode for ~20% more bytes. */
export async function renderImages(seed: number, style: SceneStyle, count: number): Promise<RenderedImages> {
  const kinds = SCENES[style].slice(0, count);
  const rasters = await Promise.all(
    kinds.map((kind) =>
      sharp(Buffer.from(renderScene(seed, style, kind)))
        .raw()
        .toBuffer({ resolveWithObject: true }),
    ),
  );
  const open = (r: (typeof rasters)[number]) => sharp(r.data, { raw: r.info });
  const full = await Promise.all(rasters.map((r) => open(r).jpeg({ quality: 78, progressive: true }).toBuffer()));
  const thumb = await open(rasters[0]!)
    .resize(480, 300, { fit: 'cover' })
    .jpeg({ quality: 72, progressive: true })
    .toBuffer();
  return { full, thumb };
}

/** Runs `task` over `items` with at most `limit` at a time (sharp work is CPU-bound; the machine has 2 cores). */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!, i);
      }
    }),
  );
  return results;
}

export type Bucket = {
  put: (
    key: string,
    value: ArrayBuffer | Uint8Array,
    options?: { httpMetadata?: { contentType?: string; cacheControl?: string } },
  ) => Promise<unknown>;
};

export async function putJpeg(bucket: Bucket, key: string, bytes: Buffer) {
  await bucket.put(key, new Uint8Array(bytes), {
    httpMetadata: { contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' },
  });
}
