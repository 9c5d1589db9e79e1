// The developer's payment conditions per development: what a broker's proposal is checked against. Typed in percent
// with two decimals; the API speaks basis points.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import type { z } from 'zod';
import type { CondicoesPagamento } from '@worker/schemas/plano-pagamento.ts';
import type { condicoesSchema } from '@worker/schemas/proposta-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input, Select } from '@web/components/ui/input.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { opcoesQuery } from '@web/lib/empreendimento-opcoes.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatNumber } from '@web/lib/format.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { condicoesQuery, saveCondicoes } from './queries.ts';

type Values = Record<keyof CondicoesPagamento, string>;
type Output = z.output<typeof condicoesSchema>;
const CAMPOS: { name: keyof CondicoesPagamento; label: string; pct: boolean }[] = [
  { name: 'entrada_min_bps', label: 'Entrada mínima (%)', pct: true },
  { name: 'mensais_max', label: 'Máximo de mensais', pct: false },
  { name: 'intermediarias_max', label: 'Máximo de intermediárias', pct: false },
  { name: 'chaves_financiamento_max_bps', label: 'Chaves + financiamento até (%)', pct: true },
  { name: 'desconto_max_bps', label: 'Desconto máximo sem aprovação (%)', pct: true },
];

const loadSchema = () =>
  import('@worker/schemas/proposta-input.ts').then((m) => m.condicoesSchema as unknown as z.ZodType<Output, Values>);

export function CondicoesPanel() {
  const [aberto, setAberto] = useState(false);
  const [imovelId, setImovelId] = useState('');
  const opcoes = useQuery({ ...opcoesQuery('construtora'), enabled: aberto });
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">Condições de pagamento</h3>
          <p className="text-sm text-slate-600">As regras que cada proposta precisa atender, por empreendimento.</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => setAberto((v) => !v)} aria-expanded={aberto}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {aberto ? 'Fechar' : 'Definir condições'}
        </Button>
      </div>
      {aberto && (
        <div className="mt-4 space-y-4">
          <Select
            aria-label="Empreendimento"
            value={imovelId}
            onChange={(e) => setImovelId(e.target.value)}
            className="max-w-sm"
          >
            <option value="">Escolha o empreendimento</option>
            {opcoes.data?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.nome}
              </option>
            ))}
          </Select>
          {imovelId && <CondicoesLoader key={imovelId} imovelId={imovelId} />}
        </div>
      )}
    </Card>
  );
}

function CondicoesLoader({ imovelId }: { imovelId: string }) {
  const q = useQuery(condicoesQuery(imovelId));
  if (q.isPending) return <PageSpinner />;
  if (q.error) return <p className="text-sm text-red-700">{errorMessage(q.error)}</p>;
  return <CondicoesForm imovelId={imovelId} condicoes={q.data} />;
}

const pct = (bps: number) => formatNumber(bps / 100);

function CondicoesForm({ imovelId, condicoes }: { imovelId: string; condicoes: CondicoesPagamento }) {
  const client = useQueryClient();
  const save = useServerForm<Values, Output, { condicoes: CondicoesPagamento }>({
    schema: loadSchema,
    defaultValues: Object.fromEntries(
      CAMPOS.map((c) => [c.name, c.pct ? pct(condicoes[c.name]) : String(condicoes[c.name])]),
    ) as Values,
    fields: CAMPOS.map((c) => c.name),
    // The typed text, not the parsed output (see saveCondicoes).
    submit: (): Promise<{ condicoes: CondicoesPagamento }> => saveCondicoes(imovelId, save.getValues()),
    onSuccess: ({ condicoes: c }) => {
      client.setQueryData(condicoesQuery(imovelId).queryKey, c);
      toast({ title: 'Condições salvas!' });
    },
    onError: (error) => {
      toast({ title: 'Erro ao salvar as condições', description: errorMessage(error), variant: 'destructive' });
    },
  });
  const { register, errors } = save;
  return (
    <form noValidate aria-label="Condições de pagamento" onSubmit={(e) => void save.onSubmit(e)} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {CAMPOS.map((c) => (
          <FormField key={c.name} label={c.label} error={errors[c.name]?.message}>
            {(f) => <Input {...f} {...register(c.name)} inputMode={c.pct ? 'decimal' : 'numeric'} />}
          </FormField>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" pending={save.pending}>
          Salvar condições
        </Button>
      </div>
    </form>
  );
}
