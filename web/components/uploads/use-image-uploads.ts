// State of an image picker: each file is compressed in turn (one decoded 12-megapixel photo at a time keeps
// phones from running out of memory), then uploaded when the form is saved, in the order shown.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MAX_IMAGENS, MSG_EMPREENDIMENTO } from '@worker/schemas/empreendimentos.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { compressImage, isAcceptedImage, type Compressed } from './compress.ts';
import { uploadImage } from './queries.ts';

export type UploadStatus = 'compressing' | 'ready' | 'uploading' | 'uploaded' | 'error';

export type UploadItem = {
  key: string;
  name: string;
  status: UploadStatus;
  /** What the tile shows: the thumbnail (object URL) once compressed, or the stored image. */
  previewUrl: string | null;
  compressed?: Compressed;
  /** The stored image (/media/...) once uploaded. */
  url?: string;
};

const UPLOAD_CONCURRENCY = 3;
let nextKey = 1;

export function useImageUploads({ initial = [], max = MAX_IMAGENS }: { initial?: string[]; max?: number } = {}) {
  const [items, setItems] = useState<UploadItem[]>(() =>
    initial.map((url) => ({
      key: `k${nextKey++}`,
      name: url.split('/').pop() ?? url,
      status: 'uploaded',
      previewUrl: url,
      url,
    })),
  );
  const itemsRef = useRef(items);
  useLayoutEffect(() => {
    itemsRef.current = items;
  });
  /** Items removed (or replaced) before their turn in the compression queue are skipped. */
  const removed = useRef(new Set<string>());
  const queue = useRef<Promise<void>>(Promise.resolve());
  const objectUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = objectUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const accepted = files.filter(isAcceptedImage);
      if (accepted.length < files.length) {
        toast({ title: 'Formato Não Suportado', description: MSG_EMPREENDIMENTO.tipoArquivo, variant: 'destructive' });
      }
      if (accepted.length === 0) return;
      // A single-image picker (logo, photo) swaps the current image for the new one.
      const replacing = max === 1;
      const room = replacing ? 1 : max - itemsRef.current.length;
      if (accepted.length > room) {
        toast({ title: 'Limite Atingido', description: MSG_EMPREENDIMENTO.maxImagens, variant: 'destructive' });
      }
      const chosen = accepted.slice(0, Math.max(room, 0));
      if (chosen.length === 0) return;
      const fresh: UploadItem[] = chosen.map((file) => ({
        key: `k${nextKey++}`,
        name: file.name,
        status: 'compressing',
        previewUrl: null,
      }));
      if (replacing) itemsRef.current.forEach((item) => removed.current.add(item.key));
      setItems((list) => (replacing ? fresh : [...list, ...fresh]));
      fresh.forEach((item, i) => {
        const file = chosen[i]!;
        queue.current = queue.current.then(async () => {
          if (removed.current.has(item.key)) return;
          try {
            const compressed = await compressImage(file);
            const previewUrl = URL.createObjectURL(compressed.thumb);
            objectUrls.current.add(previewUrl);
            update(item.key, { status: 'ready', compressed, previewUrl });
          } catch {
            setItems((list) => list.filter((it) => it.key !== item.key));
            toast({
              title: 'Erro de Compressão',
              description: `Não foi possível comprimir ${file.name}. Tente novamente.`,
              variant: 'destructive',
            });
          }
        });
      });
    },
    [max, update],
  );

  const remove = useCallback((key: string) => {
    removed.current.add(key);
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  const move = useCallback((key: string, delta: -1 | 1) => {
    setItems((list) => {
      const from = list.findIndex((item) => item.key === key);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  }, []);

  /** Uploads what is not stored yet and resolves to every image URL in the displayed order. */
  const uploadAll = useCallback(async (): Promise<string[]> => {
    await queue.current;
    const pending = itemsRef.current.filter((item) => item.status !== 'uploaded' && item.compressed);
    const urls = new Map(itemsRef.current.filter((i) => i.url).map((i) => [i.key, i.url!]));
    let failure: unknown = null;
    const worker = async () => {
      for (let item = pending.shift(); item; item = pending.shift()) {
        update(item.key, { status: 'uploading' });
        try {
          const { image, thumb } = item.compressed!;
          const result = await uploadImage(image, thumb);
          urls.set(item.key, result.url);
          update(item.key, { status: 'uploaded', url: result.url });
        } catch (error) {
          update(item.key, { status: 'error' });
          failure ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker));
    if (failure) throw failure;
    return itemsRef.current.map((item) => urls.get(item.key)).filter((url): url is string => Boolean(url));
  }, [update]);

  const busy = items.some((item) => item.status === 'compressing' || item.status === 'uploading');
  return { items, add, remove, move, uploadAll, busy, max };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
