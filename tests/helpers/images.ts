// Tiny valid images of each accepted type, and uploads through the real endpoint.
import type { Client } from './http.ts';

type Bytes = Uint8Array<ArrayBuffer>;
const b64 = (s: string): Bytes => Uint8Array.from(atob(s), (ch) => ch.charCodeAt(0));

export const IMAGES = {
  png: b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  jpeg: b64(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  gif: b64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=='),
  webp: b64('UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA='),
};

export function uploadForm(files: { arquivo?: [Bytes, string, string?]; miniatura?: [Bytes, string, string?] }) {
  const form = new FormData();
  for (const [field, spec] of Object.entries(files)) {
    if (!spec) continue;
    const [bytes, name, type] = spec;
    form.append(field, new File([bytes], name, { type: type ?? 'application/octet-stream' }));
  }
  return form;
}

export function postUpload(c: Client, form: FormData) {
  return c.api('POST', '/api/uploads', { form });
}

/** Uploads a PNG (with a thumbnail unless told otherwise) and returns the result. */
export async function uploaded(c: Client, name = 'foto.png', withThumb = true) {
  const res = await postUpload(
    c,
    uploadForm({
      arquivo: [IMAGES.png, name, 'image/png'],
      ...(withThumb ? { miniatura: [IMAGES.jpeg, 'mini.jpg', 'image/jpeg'] } : {}),
    }),
  );
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return res.json();
}
