// The broker's own reservations across developments, live ones first, each with the time it has left.
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { restante } from './format.ts';
import { minhasReservasQuery } from './queries.ts';
import { useNow } from './use-now.ts';

export function MinhasReservas() {
  const { data, error, isPending, refetch } = useQuery(minhasReservasQuery);
  const now = useNow();
  if (isPending) return <p className="text-sm text-slate-500">Carregando reservas...</p>;
  if (error) {
    return <ErrorState title="Erro ao buscar reservas" message={errorMessage(error)} onRetry={() => void refetch()} />;
  }
  if (data.reservas.length === 0) {
    return <p className="text-sm text-slate-600">Você ainda não reservou nenhuma unidade.</p>;
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label="Minhas reservas">
      {data.reservas.map((r) => (
        <li key={r.id} className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <Link
              to={{ search: `?tab=espelho&imovel=${r.imovel_id}` }}
              className="font-semibold text-brand-800 hover:underline"
            >
              {r.imovel_nome} · {r.torre} · {r.unidade_numero}
            </Link>
            <p className="text-sm text-slate-600">
              {r.cliente_nome} · {r.cliente_telefone}
            </p>
          </div>
          <p className="flex shrink-0 items-center gap-1.5 text-sm text-slate-700">
            {r.status === 'Ativa' ? (
              <>
                <Clock aria-hidden="true" className="size-4" />
                <span>
                  {restante(r.expira_em, now)} · até {formatDateTime(new Date(r.expira_em))}
                </span>
              </>
            ) : (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold">{r.status}</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
