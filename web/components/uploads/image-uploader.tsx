import { useId, useState, type DragEvent } from 'react';
import { ChevronLeft, ChevronRight, ImagePlus, ImageIcon, LoaderCircle, Trash2 } from 'lucide-react';
import { Badge, type BadgeTone } from '@web/components/ui/badge.tsx';
import { cn } from '@web/lib/cn.ts';
import { formatNumber } from '@web/lib/format.ts';
import { ACCEPT_ATTR } from './compress.ts';
import type { ImageUploads, UploadStatus } from './use-image-uploads.ts';

const STATUS: Record<UploadStatus, { label: string; tone: BadgeTone }> = {
  compressing: { label: 'Comprimindo…', tone: 'yellow' },
  ready: { label: 'Pronta', tone: 'green' },
  uploading: { label: 'Enviando…', tone: 'blue' },
  uploaded: { label: 'Enviada', tone: 'green' },
  error: { label: 'Falha no envio', tone: 'red' },
};

const kb = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} MB` : `${Math.round(bytes / 1024)} KB`;

type ImageUploaderProps = {
  uploads: ImageUploads;
  label: string;
  hint?: string;
  disabled?: boolean;
};

/** Picks, compresses, orders and removes images; the first one is the cover. */
export function ImageUploader({ uploads, label, hint, disabled = false }: ImageUploaderProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [dragging, setDragging] = useState(false);
  const { items, add, remove, move, max } = uploads;
  const single = max === 1;
  const full = !single && items.length >= max;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {!single && (
          <span className="text-xs text-slate-500" aria-live="polite">
            {items.length} de {max}
          </span>
        )}
      </div>

      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'relative flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
          (full || disabled) && 'opacity-60',
          single && 'max-w-md',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-brand-600" />
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-brand-700">
            {single ? (items.length ? 'Trocar imagem' : 'Escolher imagem') : 'Adicionar imagens'}
          </span>{' '}
          <span className="hidden sm:inline">ou arraste até aqui</span>
        </p>
        <p id={hintId} className="text-xs text-slate-500">
          {hint ?? 'PNG, JPEG, WebP ou GIF. Reduzimos cada imagem para cerca de 1 MB antes do envio.'}
        </p>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT_ATTR}
          multiple={!single}
          disabled={full || disabled}
          aria-describedby={hintId}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
          // Covers the whole drop zone so a tap anywhere opens the picker; the focus ring shows on the zone.
          className="peer absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        <span className="pointer-events-none absolute inset-0 rounded-2xl peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500" />
      </div>

      {items.length > 0 && (
        <ol className={cn('grid gap-3', single ? 'max-w-48 grid-cols-1' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4')}>
          {items.map((item, index) => {
            const status = STATUS[item.status];
            const position = `${index + 1} de ${items.length}`;
            return (
              <li
                key={item.key}
                className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
                aria-label={`${item.name}, ${single ? status.label : `posição ${position}, ${status.label}`}`}
              >
                <div className="relative aspect-[4/3] bg-slate-100">
                  {item.previewUrl ? (
                    <img src={item.previewUrl} alt="" className="size-full object-cover" />
                  ) : (
                    <div className="flex size-full items-center justify-center text-slate-400">
                      {item.status === 'compressing' ? (
                        <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
                      ) : (
                        <ImageIcon aria-hidden="true" className="size-6" />
                      )}
                    </div>
                  )}
                  {index === 0 && !single && (
                    <Badge tone="brand" className="absolute left-2 top-2 shadow-sm">
                      Capa
                    </Badge>
                  )}
                  <Badge tone={status.tone} className="absolute bottom-2 left-2 shadow-sm">
                    {status.label}
                  </Badge>
                  {item.compressed && (
                    <span className="absolute bottom-2 right-2 rounded-full bg-slate-900/70 px-2 py-0.5 text-[11px] font-medium text-white">
                      {kb(item.compressed.image.size)}
                    </span>
                  )}
                </div>
                <div className="flex items-center justify-between gap-1 p-1.5">
                  {!single && (
                    <span className="flex gap-1">
                      <button
                        type="button"
                        onClick={() => move(item.key, -1)}
                        disabled={index === 0 || disabled}
                        aria-label={`Mover ${item.name} para a esquerda`}
                        className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-30"
                      >
                        <ChevronLeft aria-hidden="true" className="size-4" />
                      </button>
                      <button
                        type="button"
                        onClick={() => move(item.key, 1)}
                        disabled={index === items.length - 1 || disabled}
                        aria-label={`Mover ${item.name} para a direita`}
                        className="rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-30"
                      >
                        <ChevronRight aria-hidden="true" className="size-4" />
                      </button>
                    </span>
                  )}
                  <button
                    type="button"
                    onClick={() => remove(item.key)}
                    title="Remover"
                    disabled={disabled}
                    aria-label={`Remover ${item.name}`}
                    className="ml-auto rounded-lg p-1.5 text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-500 disabled:opacity-30"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
