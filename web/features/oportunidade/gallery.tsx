import { lazy, Suspense, useState } from 'react';
import { Building2, Expand } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';

/** Up to 6 thumbnails; the rest is summed up in a '+N' tile. */
const THUMBNAILS = 6;

const Lightbox = lazy(() => import('./lightbox.tsx'));

/** Main photo, thumbnails and the full-screen lightbox. Boxes have fixed ratios, so nothing moves as photos load. */
export function Gallery({ images, nome }: { images: string[]; nome: string }) {
  const [current, setCurrent] = useState(0);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const main = images[current];

  if (!main) {
    return (
      <div className="flex aspect-[16/10] flex-col items-center justify-center gap-2 rounded-2xl bg-gradient-to-br from-brand-50 to-slate-100 text-brand-300 sm:aspect-[16/7]">
        <Building2 aria-hidden="true" className="size-14" />
        <span className="text-sm font-medium text-slate-500">Sem fotos</span>
      </div>
    );
  }

  const open = (index: number) => {
    setCurrent(index);
    setLightboxOpen(true);
  };
  const thumbnails = images.length > 1 ? images.slice(0, THUMBNAILS) : [];
  const remaining = images.length - THUMBNAILS;

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => open(current)}
        // The name holds the badge's visible words ('2 fotos', 'Ampliar'), so voice control can say what it sees.
        aria-label={images.length > 1 ? `Ampliar imagem ${current + 1} de ${images.length} fotos` : 'Ampliar imagem'}
        className="group relative block w-full overflow-hidden rounded-2xl bg-slate-100"
      >
        {/* The first photo is the page's largest paint: loaded at once rather than lazily. */}
        <img
          src={main}
          alt={`${nome} — imagem ${current + 1}`}
          width={1280}
          height={800}
          decoding="async"
          fetchPriority="high"
          className="aspect-[16/10] w-full object-cover sm:aspect-[16/8] lg:aspect-[16/7]"
        />
        <span className="absolute bottom-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-slate-950/70 px-3 py-1.5 text-xs font-medium text-white opacity-90 group-hover:opacity-100">
          <Expand aria-hidden="true" className="size-3.5" />
          {images.length > 1 ? `${images.length} fotos` : 'Ampliar'}
        </span>
      </button>

      {thumbnails.length > 0 && (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7">
          {thumbnails.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => open(index)}
                aria-label={`Ver imagem ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                className={cn(
                  'block w-full overflow-hidden rounded-xl bg-slate-100 ring-offset-2 transition',
                  index === current ? 'ring-2 ring-brand-600' : 'opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={src}
                  alt=""
                  width={160}
                  height={100}
                  loading="lazy"
                  decoding="async"
                  // Beside the main photo on a phone's first screen: they load after it, not alongside.
                  fetchPriority="low"
                  className="aspect-[16/10] w-full object-cover"
                />
              </button>
            </li>
          ))}
          {remaining > 0 && (
            <li>
              <button
                type="button"
                onClick={() => open(THUMBNAILS)}
                aria-label={`Ver mais ${remaining} ${remaining === 1 ? 'imagem' : 'imagens'}`}
                className="flex aspect-[16/10] w-full items-center justify-center rounded-xl bg-slate-800 text-lg font-bold text-white hover:bg-slate-700"
              >
                +{remaining}
              </button>
            </li>
          )}
        </ul>
      )}

      {lightboxOpen && (
        <Suspense fallback={null}>
          <Lightbox
            images={images}
            nome={nome}
            index={current}
            onIndexChange={setCurrent}
            onClose={() => setLightboxOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
