import { Link } from 'react-router';
import { Eye, Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';

export const REMOVIDO = 'Empreendimento Removido';

/** "Ver" (when the development still exists) and "Remover" for one row of the corretor's lists. */
export function RowActions({
  imovel,
  removeLabel,
  onRemove,
}: {
  imovel: { id: string; nome: string } | null | undefined;
  removeLabel: (nome: string) => string;
  onRemove: () => void;
}) {
  const nome = imovel?.nome ?? REMOVIDO;
  return (
    <div className="flex gap-2 md:justify-end">
      {imovel && (
        <Link
          to={`/oportunidades/${imovel.id}`}
          className={buttonClasses({ variant: 'outline', size: 'sm', className: 'flex-1 md:flex-none' })}
          aria-label={`Ver ${nome}`}
        >
          <Eye aria-hidden="true" className="size-4" />
          Ver
        </Link>
      )}
      <Button
        variant="outline"
        size="sm"
        onClick={onRemove}
        className="flex-1 text-red-700 hover:border-red-300 hover:bg-red-50 md:flex-none"
        aria-label={removeLabel(nome)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Remover
      </Button>
    </div>
  );
}
