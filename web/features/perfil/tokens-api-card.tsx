// Settings → Integrações → API tokens: create one (its secret shown once), list them with their last use, revoke.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type { tokenApiSchema } from '@worker/schemas/integracoes-input.ts';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatDateTime } from '@web/lib/format.ts';
import { useServerForm } from '@web/lib/use-server-form.ts';
import { createToken, revokeToken, tokensQuery } from './integracoes-queries.ts';
import { SegredoUnico } from './segredo-unico.tsx';
import { ListState } from '@web/components/list-state.tsx';

type Values = z.input<typeof tokenApiSchema>;
type Payload = z.output<typeof tokenApiSchema>;

export function TokensApiCard() {
  const queryClient = useQueryClient();
  const query = useQuery(tokensQuery);
  const { data } = query;
  const [novo, setNovo] = useState<string | null>(null);
  const [toRevoke, setToRevoke] = useState<{ id: string; nome: string } | null>(null);

  const form = useServerForm<Values, Payload, { token: string }>({
    schema: () => import('@worker/schemas/integracoes-input.ts').then((m) => m.tokenApiSchema),
    defaultValues: { nome: '' },
    fields: ['nome'],
    submit: createToken,
    onSuccess: async (result) => {
      setNovo(result.token);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey });
    },
  });
  const revoke = useMutation({
    mutationFn: revokeToken,
    onSuccess: async () => {
      toast({ title: 'Token revogado', description: 'Ele deixou de funcionar imediatamente.' });
      setToRevoke(null);
      await queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey });
    },
    onError: (err) => toast({ title: 'Erro ao revogar', description: errorMessage(err), variant: 'destructive' }),
  });

  return (
    <section aria-labelledby="tokens-api" className="space-y-4">
      <div>
        <h4 id="tokens-api" className="font-medium text-slate-900">
          Tokens da API
        </h4>
        <p className="text-sm text-slate-600">
          Para o seu ERP, CRM ou portal ler empreendimentos e unidades (API v1 e feed VRSync).
        </p>
      </div>
      <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <FormField label="Nome do token" error={form.errors.nome?.message} hint="Ex.: ERP, Portal ZAP">
            {(control) => <Input {...control} maxLength={80} {...form.register('nome')} />}
          </FormField>
        </div>
        <Button type="submit" pending={form.pending}>
          Criar token
        </Button>
      </form>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      {novo && <SegredoUnico titulo="Seu novo token" valor={novo} onFechar={() => setNovo(null)} />}
      <ListState
        query={query}
        items={data}
        loading={<Skeleton className="h-16" />}
        errorTitle="Erro ao buscar tokens"
        empty={<p className="text-sm text-slate-500">Nenhum token ativo.</p>}
      >
        {(rows) => (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {rows.map((t) => (
              <li key={t.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{t.nome}</p>
                  <p className="text-xs text-slate-500">
                    <code>{t.prefixo}…</code> ·{' '}
                    {t.ultimo_uso_em ? `Último uso em ${formatDateTime(new Date(t.ultimo_uso_em))}` : 'Nunca usado'}
                  </p>
                </div>
                <Button size="sm" variant="outline" onClick={() => setToRevoke({ id: t.id, nome: t.nome })}>
                  Revogar
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title="Revogar token"
        description={`O token "${toRevoke?.nome ?? ''}" deixará de funcionar imediatamente. Esta ação não pode ser desfeita.`}
        confirmLabel="Revogar"
        variant="destructive"
        pending={revoke.isPending}
        onConfirm={() => toRevoke && revoke.mutate(toRevoke.id)}
      />
    </section>
  );
}
