// Real-sized photos made on the fly for the construtora e2e tests and the upload benchmark (no test runner here).
import sharp from 'sharp';

export type PhotoFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * A 4000×3000 camera-like photo (sky, façades with lit windows, sensor noise) of a few MB, so the browser's
 * compression has real work to do. `seed` makes each one different.
 */
export async function makePhoto(name: string, seed: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<PhotoFile> {
  const W = 4000;
  const H = 3000;
  const raw = Buffer.alloc(W * H * 3);
  let s = seed * 7919 + 1;
  for (let y = 0; y < H; y++) {
    const sky = y < H * 0.6;
    for (let x = 0; x < W; x++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const noise = ((s >> 16) % 24) - 12;
      const band = Math.floor((x + seed * 97) / 280) % 3;
      const lit = !sky && x % 60 < 34 && y % 90 < 52 ? 80 : 0;
      const i = (y * W + x) * 3;
      raw[i] = (sky ? 40 + y * 0.05 : 90 + band * 30) + noise + lit;
      raw[i + 1] = (sky ? 80 + y * 0.06 + seed * 8 : 90 + band * 25) + noise + lit;
      raw[i + 2] = (sky ? 160 - y * 0.02 : 100 + band * 20) + noise + lit * 0.4;
    }
  }
  const image = sharp(raw, { raw: { width: W, height: H, channels: 3 } });
  const buffer =
    format === 'png'
      ? await image.png({ compressionLevel: 3 }).toBuffer()
      : await image.jpeg({ quality: 90 }).toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}
