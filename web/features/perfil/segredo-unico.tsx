// A secret the server answers once (an API token, a webhook's signing secret): shown with a copy button and the
// warning that it will not be shown again.
import { Copy, KeyRound } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { toast } from '@web/components/ui/toast-store.ts';

export function SegredoUnico({
  titulo,
  valor,
  onFechar: onClose,
}: {
  titulo: string;
  valor: string;
  onFechar: () => void;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(valor);
      toast({ title: 'Copiado!', description: 'Guarde-o em um lugar seguro.' });
    } catch {
      toast({
        title: 'Não foi possível copiar.',
        description: 'Selecione o texto e copie manualmente.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div role="status" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium text-amber-900">
        <KeyRound aria-hidden="true" className="size-4" />
        {titulo}
      </p>
      <p className="text-amber-900">Copie agora: ele não será mostrado de novo.</p>
      <code
        data-testid="segredo"
        className="block break-all rounded-lg bg-white px-3 py-2 font-mono text-xs text-slate-900"
      >
        {valor}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="mr-2 size-4" />
          Copiar
        </Button>
        <Button size="sm" variant="outline" onClick={onClose}>
          Já copiei
        </Button>
      </div>
    </div>
  );
}
