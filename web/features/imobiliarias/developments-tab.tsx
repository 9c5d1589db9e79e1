// The developments an agency can capture for its whole team (docs/regras.md#imobiliárias): capture one, then fill
// and send the contract in "Contratos"; once Ativo, every member reserves and proposes there.
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Building2, Search, Target } from 'lucide-react';
import type { EmpreendimentoParaCaptar } from '@worker/schemas/imobiliarias.ts';
import type { StatusContrato } from '@worker/schemas/contratos.ts';
import { contratoTone } from '@web/components/contrato-status.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { empreendimentosQuery, useCaptar } from './queries.ts';

export default function DevelopmentsTab() {
  const [busca, setBusca] = useState('');
  const q = useDeferredValue(busca.trim());
  const lista = useQuery(empreendimentosQuery(q));
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Empreendimentos</h2>
        <p className="mt-1 text-sm text-slate-600">
          Capte um empreendimento para toda a equipe: preencha e envie o contrato em Contratos; aprovado, cada corretor
          da equipe reserva e envia propostas dentro do limite que a construtora definir.
        </p>
      </div>
      <div role="search" className="relative max-w-md">
        <Search aria-hidden="true" className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
        <Input
          aria-label="Buscar empreendimento ou cidade"
          placeholder="Buscar empreendimento ou cidade"
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
          className="pl-9"
        />
      </div>
      {lista.isPending ? (
        <PageSpinner />
      ) : lista.error ? (
        <ErrorState
          title="Erro ao buscar empreendimentos"
          message={errorMessage(lista.error)}
          onRetry={() => void lista.refetch()}
        />
      ) : lista.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          Nenhum empreendimento encontrado.
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {lista.data.map((e) => (
            <EmpreendimentoCard key={e.id} empreendimento={e} />
          ))}
        </ul>
      )}
    </div>
  );
}

function EmpreendimentoCard({ empreendimento: e }: { empreendimento: EmpreendimentoParaCaptar }) {
  const captar = useCaptar();
  const local = [e.cidade, e.uf].filter(Boolean).join(' - ');
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
          <Building2 aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <Link to={`/oportunidades/${e.id}`} className="font-semibold text-brand-800 hover:text-brand-950">
            {e.nome}
          </Link>
          <p className="text-sm text-slate-600">
            {e.construtora_nome}
            {local ? ` · ${local}` : ''}
          </p>
          {e.contrato && (
            <Badge tone={contratoTone(e.contrato.status_contrato as StatusContrato)} className="mt-2">
              {e.contrato.status_contrato}
            </Badge>
          )}
        </div>
      </div>
      {e.contrato ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
          <span>
            {e.contrato.limite_reservas === null
              ? 'Contrato da imobiliária'
              : `Limite de ${e.contrato.limite_reservas} reservas simultâneas`}
          </span>
          <Link to="/dashboard?tab=contratos" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            Ver contrato<span className="sr-only">: {e.nome}</span>
          </Link>
        </div>
      ) : (
        <Button size="sm" className="self-end" pending={captar.isPending} onClick={() => captar.mutate(e.id)}>
          {!captar.isPending && <Target aria-hidden="true" className="size-4" />}
          Captar para a equipe<span className="sr-only">: {e.nome}</span>
        </Button>
      )}
    </li>
  );
}
