import type { KeyboardEvent } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';

type LightboxProps = {
  images: string[];
  nome: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const controlClasses =
  'inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur transition-colors hover:bg-white/25 focus-visible:outline-white';

/**
 * Full-screen gallery: previous/next wrap around, ←/→ move, Esc closes (Radix also traps focus and scroll).
 * Loaded on first open (see its lazy import), keeping the Radix dialog out of the detail page's first download.
 */
export default function Lightbox({ images, nome, index: current, onIndexChange, onClose }: LightboxProps) {
  const total = images.length;
  const go = (step: number) => onIndexChange((current + step + total) % total);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950 data-[state=open]:animate-fade-in" />
        <RadixDialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          className="fixed inset-0 z-50 flex flex-col focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 px-4 py-3 text-white">
            <RadixDialog.Title className="min-w-0 truncate text-sm font-medium text-white/90">
              Imagens de {nome}
            </RadixDialog.Title>
            <p aria-live="polite" className="shrink-0 text-sm tabular-nums text-white/80">
              {current + 1} / {total}
            </p>
            <RadixDialog.Close aria-label="Fechar" className={controlClasses}>
              <X aria-hidden="true" className="size-6" />
            </RadixDialog.Close>
          </div>

          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-20">
            {images[current] && (
              <img
                key={images[current]}
                src={images[current]}
                alt={`${nome} — imagem ${current + 1} de ${total}`}
                width={1280}
                height={800}
                decoding="async"
                className="h-auto max-h-full w-auto max-w-full rounded-lg object-contain"
              />
            )}
            {total > 1 && (
              <>
                <button
                  type="button"
                  aria-label="Imagem anterior"
                  onClick={() => go(-1)}
                  className={`${controlClasses} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}
                >
                  <ChevronLeft aria-hidden="true" className="size-7" />
                </button>
                <button
                  type="button"
                  aria-label="Próxima imagem"
                  onClick={() => go(1)}
                  className={`${controlClasses} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}
                >
                  <ChevronRight aria-hidden="true" className="size-7" />
                </button>
              </>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
