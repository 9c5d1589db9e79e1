import type { UploadResult } from '@worker/schemas/empreendimentos.ts';
import { apiUpload } from '@web/lib/api.ts';

/** POST /api/uploads: the compressed image and, when there is one, its thumbnail. */
export async function uploadImage(image: File, thumb?: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('arquivo', image, image.name);
  if (thumb) form.append('miniatura', thumb, thumb.name);
  const started = performance.now();
  const result = await apiUpload<UploadResult>('/api/uploads', form);
  performance.measure(`envio:${image.name}`, {
    start: started,
    duration: performance.now() - started,
    detail: { bytes: image.size + (thumb?.size ?? 0) },
  });
  return result;
}
