import type { UploadResult } from '@worker/schemas/empreendimentos.ts';
import { apiUpload } from '@web/lib/api.ts';

/**
 * POST /api/uploads: the compressed image and, when there is one, its thumbnail. One key per image: a send lost to
 * the network is retried under it without storing the image twice.
 */
export async function uploadImage(image: File, thumb?: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('arquivo', image, image.name);
  if (thumb) form.append('miniatura', thumb, thumb.name);
  const started = performance.now();
  const result = await apiUpload('/api/uploads', form, { idempotencyKey: crypto.randomUUID() });
  performance.measure(`envio:${image.name}`, {
    start: started,
    duration: performance.now() - started,
    detail: { bytes: image.size + (thumb?.size ?? 0) },
  });
  return result;
}
