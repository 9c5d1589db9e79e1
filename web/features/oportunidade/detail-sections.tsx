import { useState, type ReactNode } from 'react';
import { CircleCheck, ExternalLink, FileText, Rotate3d } from 'lucide-react';
import type { Documento } from '@worker/schemas/imoveis.ts';
import { Card } from '@web/components/ui/card.tsx';
import { isSafeUrl } from '@web/lib/safe-url.ts';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="render-when-visible p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

export function Descricao({ text }: { text: string | null }) {
  const trimmed = text?.trim();
  return trimmed ? (
    <p className="whitespace-pre-line leading-relaxed text-slate-700">{trimmed}</p>
  ) : (
    <p className="italic text-slate-500">Nenhuma descrição detalhada fornecida.</p>
  );
}

export function Diferenciais({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-2.5 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2 text-slate-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Only documents with both a name and a usable URL are listed. */
export function usableDocumentos(items: Documento[]): Documento[] {
  return items.filter((documento) => documento.name.trim() && isSafeUrl(documento.url));
}

/** Documents open in a new tab. */
export function Documentos({ items }: { items: Documento[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((documento) => (
        <li key={`${documento.name}|${documento.url}`}>
          <a
            href={documento.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 py-3 font-medium text-brand-800 hover:text-brand-600"
          >
            <FileText aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
            <span className="min-w-0 flex-1 truncate">{documento.name}</span>
            <ExternalLink aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <span className="sr-only">(abre em nova aba)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Tour pages are third-party: sandboxed to what a 3D viewer needs (no top-level navigation, no forms). A viewer is an
 * app of several megabytes, so the frame loads when the visitor asks for it: a lazy frame near the top of a phone's
 * screen still loaded with the page and shared a slow connection with its photos.
 */
export function TourVirtual({ url, nome }: { url: string; nome: string }) {
  const [aberto, setAberto] = useState(false);
  return (
    <div className="aspect-video overflow-hidden rounded-xl bg-slate-100">
      {aberto ? (
        <iframe
          src={url}
          title={`Tour virtual de ${nome}`}
          sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
          referrerPolicy="no-referrer"
          allow="fullscreen; xr-spatial-tracking"
          className="size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setAberto(true)}
          className="flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 to-slate-100 text-brand-800 transition hover:from-brand-100 focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-600"
        >
          <Rotate3d aria-hidden="true" className="size-10" />
          <span className="font-semibold">Abrir tour virtual</span>
          <span className="text-xs text-slate-500">{new URL(url).hostname}</span>
        </button>
      )}
    </div>
  );
}
