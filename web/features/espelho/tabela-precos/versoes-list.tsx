// The versions of a development's price table, one per import, newest first.
import { useQuery } from '@tanstack/react-query';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { versoesQuery } from './queries.ts';

export function VersoesList({ imovelId }: { imovelId: string }) {
  const versoes = useQuery(versoesQuery(imovelId));
  return (
    <section aria-label="Versões da tabela">
      <h4 className="mb-2 text-sm font-semibold text-slate-800">Versões</h4>
      {versoes.isPending ? (
        <p className="text-sm text-slate-500">Carregando…</p>
      ) : versoes.error ? (
        <FormAlert>{errorMessage(versoes.error)}</FormAlert>
      ) : versoes.data.versoes.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma tabela importada ainda.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {versoes.data.versoes.map((v) => (
            <li key={v.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-center sm:gap-3">
              <span className="font-medium text-slate-900">{formatDateTime(new Date(v.created_at))}</span>
              <span className="text-slate-600">{v.autor ?? 'Conta excluída'}</span>
              <span className="min-w-0 truncate text-slate-500">{v.arquivo_nome}</span>
              <span className="text-slate-700 sm:ml-auto">
                {v.unidades_criadas} {v.unidades_criadas === 1 ? 'criada' : 'criadas'}, {v.unidades_alteradas}{' '}
                {v.unidades_alteradas === 1 ? 'alterada' : 'alteradas'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
