// The agency's team (docs/regras.md#imobiliárias): invite brokers by e-mail, follow the pending invitations, name
// managers, set each member's manager, remove a member (what they did stays).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MailPlus, UserMinus, Users } from 'lucide-react';
import { PAPEIS_MEMBRO, type MembroEquipe, type PapelMembro } from '@worker/schemas/imobiliarias.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { Select } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { formatDate } from '@web/lib/format.ts';
import { ConviteForm } from './convite-form.tsx';
import { convitesQuery, equipeQuery, useCancelConvite, useRemoveMembro, useUpdateMembro } from './queries.ts';

export default function TeamTab() {
  const equipe = useQuery(equipeQuery);
  const convites = useQuery(convitesQuery);
  const cancel = useCancelConvite();
  const ativos = (equipe.data ?? []).filter((m) => m.saiu_em === null);
  const antigos = (equipe.data ?? []).filter((m) => m.saiu_em !== null);

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Equipe</h2>
        <p className="mt-1 text-sm text-slate-600">
          Convide corretores por e-mail. Com um contrato ativo da imobiliária, cada um reserva e envia propostas no
          empreendimento sem precisar de contrato próprio.
        </p>
      </div>

      <Card className="space-y-4 p-4 sm:p-6">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <MailPlus aria-hidden="true" className="size-5 text-brand-700" />
          Convidar corretor
        </h3>
        <ConviteForm />
        {convites.data && convites.data.length > 0 && (
          <div>
            <h4 className="text-sm font-semibold text-slate-800">Convites pendentes</h4>
            <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {convites.data.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                  <span className="min-w-0 break-words text-slate-800">
                    {c.email}
                    <span className="block text-xs text-slate-500">Vale até {formatDate(c.expira_em)}</span>
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    pending={cancel.isPending && cancel.variables === c.id}
                    onClick={() => cancel.mutate(c.id)}
                  >
                    Cancelar convite<span className="sr-only">: {c.email}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Card>

      {equipe.isPending ? (
        <PageSpinner />
      ) : equipe.error ? (
        <ErrorState
          title="Erro ao buscar a equipe"
          message={errorMessage(equipe.error)}
          onRetry={() => void equipe.refetch()}
        />
      ) : ativos.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <Users aria-hidden="true" className="size-10 text-slate-400" />
          <h3 className="text-lg font-semibold text-slate-800">Nenhum corretor na equipe</h3>
          <p className="max-w-md text-sm text-slate-600">Quem aceitar um convite aparece aqui.</p>
        </div>
      ) : (
        <section aria-labelledby="equipe-ativa" className="space-y-3">
          <h3 id="equipe-ativa" className="font-semibold text-slate-900">
            Corretores da equipe ({ativos.length})
          </h3>
          <ul className="grid gap-3 md:grid-cols-2">
            {ativos.map((m) => (
              <MembroCard key={m.id} membro={m} gerentes={ativos.filter((g) => g.papel === 'Gerente')} />
            ))}
          </ul>
        </section>
      )}

      {antigos.length > 0 && (
        <section aria-labelledby="equipe-antiga">
          <h3 id="equipe-antiga" className="font-semibold text-slate-900">
            Saíram da equipe
          </h3>
          <ul className="mt-2 space-y-1 text-sm text-slate-600">
            {antigos.map((m) => (
              <li key={m.id}>
                {m.nome} · de {formatDate(m.entrou_em)} a {formatDate(m.saiu_em!)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function MembroCard({ membro: m, gerentes }: { membro: MembroEquipe; gerentes: MembroEquipe[] }) {
  const update = useUpdateMembro();
  const remove = useRemoveMembro();
  const [confirmando, setConfirmando] = useState(false);
  const idPapel = `papel-${m.id}`;
  const idGerente = `gerente-${m.id}`;
  return (
    <li className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{m.nome}</p>
          <p className="text-sm text-slate-600">{m.creci}</p>
          {m.email && <p className="text-sm break-words text-slate-600">{m.email}</p>}
        </div>
        <Badge tone={m.papel === 'Gerente' ? 'purple' : 'gray'} className="shrink-0">
          {m.papel}
        </Badge>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={idPapel} className="text-xs font-medium text-slate-600">
            Papel
          </label>
          <Select
            id={idPapel}
            value={m.papel}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: m.id, body: { papel: e.target.value as PapelMembro } })}
          >
            {PAPEIS_MEMBRO.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={idGerente} className="text-xs font-medium text-slate-600">
            Gerente
          </label>
          <Select
            id={idGerente}
            value={m.gerente_id ?? ''}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: m.id, body: { gerente_id: e.target.value || null } })}
          >
            <option value="">Sem gerente</option>
            {gerentes
              .filter((g) => g.id !== m.id)
              .map((g) => (
                <option key={g.id} value={g.id}>
                  {g.nome}
                </option>
              ))}
          </Select>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2 text-xs text-slate-500">
        <span>Na equipe desde {formatDate(m.entrou_em)}</span>
        <Button variant="outline" size="sm" onClick={() => setConfirmando(true)}>
          <UserMinus aria-hidden="true" className="size-4" />
          Remover<span className="sr-only">: {m.nome}</span>
        </Button>
      </div>
      <ConfirmDialog
        open={confirmando}
        onOpenChange={setConfirmando}
        title="Remover da equipe?"
        description={`${m.nome} deixa de reservar e propor pelos contratos da imobiliária. Reservas, propostas e vendas já feitas continuam como estão.`}
        confirmLabel="Remover"
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(m.id, { onSuccess: () => setConfirmando(false) })}
      />
    </li>
  );
}
