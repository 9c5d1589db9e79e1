// In-browser image compression (docs/regras.md#limites): about 1 MB and at most 1920 px, plus a
// ~480 px thumbnail for cards. The library and its Web Worker script are bundled and served from our own origin
// (CSP: script-src 'self', worker-src 'self' blob:); both load only when a user picks an image.
import type imageCompression from 'browser-image-compression';
import { TIPOS_UPLOAD, type TipoUpload } from '@worker/schemas/empreendimentos.ts';

export const MAX_SIDE = 1920;
export const THUMB_SIDE = 480;
export const TARGET_MB = 1;

export type Compressed = { image: File; thumb: File; beforeBytes: number; ms: number };

export const isAcceptedImage = (file: File) => (TIPOS_UPLOAD as readonly string[]).includes(file.type);
export const ACCEPT_ATTR = TIPOS_UPLOAD.join(',');

let loaded: Promise<{ compress: typeof imageCompression; libURL: string }> | undefined;

function loadLibrary() {
  // Only a browser compresses: the Worker's build defines import.meta.env.SSR (wrangler.toml [define], as Vite does
  // for its server builds), so the ~200 KB library in the other branch stays out of the Worker bundle.
  loaded ??= import.meta.env.SSR
    ? Promise.reject(new Error('A compressão de imagens roda apenas no navegador.'))
    : Promise.all([
        import('browser-image-compression'),
        // The worker runs `importScripts(libURL)` from a blob: URL, so the address must be absolute.
        import('browser-image-compression/dist/browser-image-compression.js?url'),
      ]).then(([lib, url]) => ({ compress: lib.default, libURL: new URL(url.default, window.location.href).href }));
  return loaded;
}

/** PNG and GIF become PNG (keeps transparency, e.g. logos; a canvas cannot write GIF); JPEG and WebP keep theirs. */
const outputType = (type: string): TipoUpload =>
  type === 'image/png' || type === 'image/gif' ? 'image/png' : type === 'image/webp' ? 'image/webp' : 'image/jpeg';

export async function compressImage(file: File): Promise<Compressed> {
  const { compress, libURL } = await loadLibrary();
  const started = performance.now();
  const fileType = outputType(file.type);
  const image = await compress(file, {
    maxSizeMB: TARGET_MB,
    maxWidthOrHeight: MAX_SIDE,
    useWebWorker: true,
    libURL,
    fileType,
    initialQuality: 0.85,
  });
  // The thumbnail is made from the already reduced image: a quarter of the pixels, much faster.
  const thumb = await compress(image, {
    maxSizeMB: 0.1,
    maxWidthOrHeight: THUMB_SIDE,
    useWebWorker: true,
    libURL,
    fileType: 'image/webp',
    initialQuality: 0.8,
  });
  const ms = performance.now() - started;
  performance.measure(`compressao:${file.name}`, {
    start: started,
    duration: ms,
    detail: { antes: file.size, depois: image.size, miniatura: thumb.size },
  });
  return {
    image: new File([image], file.name, { type: image.type }),
    thumb: new File([thumb], `miniatura-${file.name.replace(/\.[^.]*$/, '')}.webp`, { type: 'image/webp' }),
    beforeBytes: file.size,
    ms,
  };
}
