import { Badge } from '@web/components/ui/badge.tsx';
import { cn } from '@web/lib/cn.ts';

/**
 * The agency under whose contract a broker reserved, proposed or sold, as the construtora's screens name it (the
 * grid's unit, the proposals, the commissions); nothing for a broker on a contract of their own.
 */
export function ImobiliariaBadge({ nome, className }: { nome: string | null; className?: string }) {
  if (!nome) return null;
  return (
    <Badge tone="purple" className={cn('max-w-full', className)}>
      <span className="min-w-0 break-words">Imobiliária: {nome}</span>
    </Badge>
  );
}
