import { MessageCircle, Share2 } from 'lucide-react';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { SHARE_TEXT, whatsappShareUrl } from './whatsapp.ts';

/** WhatsApp and the system share sheet; without a share sheet (most desktops) the link is copied instead. */
export function ShareButtons({ nome, pageUrl }: { nome: string; pageUrl: string }) {
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: SHARE_TEXT, text: SHARE_TEXT, url: pageUrl });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copyLink(pageUrl);
  };

  // Fragments, so the page can line these up with its own buttons.
  return (
    <>
      <a
        href={whatsappShareUrl(nome, pageUrl)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Compartilhar no WhatsApp"
        className={buttonClasses({
          variant: 'outline',
          className: 'border-emerald-300 text-emerald-800 hover:border-emerald-400 hover:bg-emerald-50',
        })}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        WhatsApp
      </a>
      {/* On phones the universal share icon alone keeps the row on one line; the name stays for screen readers. */}
      <Button variant="outline" onClick={() => void share()} className="px-3.5 sm:px-4">
        <Share2 aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">Compartilhar</span>
      </Button>
    </>
  );
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link copiado!', description: 'Cole o link onde quiser compartilhar.' });
  } catch {
    toast({ title: 'Não foi possível copiar o link.', description: url, variant: 'destructive' });
  }
}
