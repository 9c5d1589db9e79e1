// The broker's own reservations across developments, live ones first, each with the time it has left.
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { ListState } from '@web/components/list-state.tsx';
import { formatDateTime } from '@web/lib/format.ts';
import { restante } from './format.ts';
import { minhasReservasQuery } from './queries.ts';
import { useNow } from './use-now.ts';

export function MinhasReservas() {
  const query = useQuery(minhasReservasQuery);
  const { data } = query;
  const now = useNow();
  return (
    <ListState
      query={query}
      items={data?.reservas}
      loading={<p className="text-sm text-slate-500">Carregando reservas...</p>}
      errorTitle="Erro ao buscar reservas"
      empty={<p className="text-sm text-slate-600">Você ainda não reservou nenhuma unidade.</p>}
    >
      {(rows) => (
        <ul className="divide-y divide-slate-100" aria-label="Minhas reservas">
          {rows.map((r) => (
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
      )}
    </ListState>
  );
}
