// Settings → Integrações → Webhooks: register a receiver (its signing secret shown once), list, delete, and see each
// receiver's recent deliveries with their status and attempts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { EVENTOS_WEBHOOK, ROTULO_EVENTO } from '@worker/schemas/integracoes.ts';
import type { webhookSchema } from '@worker/schemas/integracoes-input.ts';
import { Badge, type BadgeTone } from '@web/components/ui/badge.tsx';
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
import { createWebhook, deleteWebhook, entregasQuery, webhooksQuery } from './integracoes-queries.ts';
import { SegredoUnico } from './segredo-unico.tsx';
import { ListState } from '@web/components/list-state.tsx';

type Values = z.input<typeof webhookSchema>;
type Payload = z.output<typeof webhookSchema>;

const TOM: Record<string, BadgeTone> = { Entregue: 'green', Pendente: 'yellow', Falhou: 'red' };

export function WebhooksCard() {
  const queryClient = useQueryClient();
  const query = useQuery(webhooksQuery);
  const { data } = query;
  const [segredo, setSegredo] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<{ id: string; url: string } | null>(null);

  const form = useServerForm<Values, Payload, { segredo: string }>({
    schema: () => import('@worker/schemas/integracoes-input.ts').then((m) => m.webhookSchema),
    defaultValues: { url: '', eventos: [...EVENTOS_WEBHOOK] },
    fields: ['url', 'eventos'],
    submit: createWebhook,
    onSuccess: async (result) => {
      setSegredo(result.segredo);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: webhooksQuery.queryKey });
    },
  });
  const remove = useMutation({
    mutationFn: deleteWebhook,
    onSuccess: async () => {
      toast({ title: 'Webhook excluído' });
      setToDelete(null);
      await queryClient.invalidateQueries({ queryKey: webhooksQuery.queryKey });
    },
    onError: (err) => toast({ title: 'Erro ao excluir', description: errorMessage(err), variant: 'destructive' }),
  });

  return (
    <section aria-labelledby="webhooks" className="space-y-4">
      <div>
        <h4 id="webhooks" className="font-medium text-slate-900">
          Webhooks
        </h4>
        <p className="text-sm text-slate-600">
          Avisamos o seu sistema a cada mudança, com uma assinatura HMAC-SHA256 no cabeçalho X-Conecta-Assinatura.
        </p>
      </div>
      <form noValidate onSubmit={form.onSubmit} className="space-y-3">
        <FormField label="URL de destino" error={form.errors.url?.message} hint="Uma URL https:// pública">
          {(control) => <Input {...control} type="url" placeholder="https://" {...form.register('url')} />}
        </FormField>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Eventos</legend>
          <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:gap-4">
            {EVENTOS_WEBHOOK.map((evento) => (
              <label key={evento} className="flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" value={evento} {...form.register('eventos')} />
                {ROTULO_EVENTO[evento]}
              </label>
            ))}
          </div>
          {form.errors.eventos && <p className="mt-1 text-sm text-red-700">{form.errors.eventos.message}</p>}
        </fieldset>
        <Button type="submit" pending={form.pending}>
          Criar webhook
        </Button>
      </form>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      {segredo && <SegredoUnico titulo="Segredo de assinatura" valor={segredo} onFechar={() => setSegredo(null)} />}
      <ListState
        query={query}
        items={data}
        loading={<Skeleton className="h-16" />}
        errorTitle="Erro ao buscar webhooks"
        empty={<p className="text-sm text-slate-500">Nenhum webhook cadastrado.</p>}
      >
        {(rows) => (
          <ul className="space-y-3">
            {rows.map((w) => (
              <li key={w.id} className="space-y-2 rounded-xl border border-slate-200 p-3">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="break-all font-mono text-sm text-slate-900">{w.url}</p>
                    <p className="text-xs text-slate-500">{w.eventos.map((e) => ROTULO_EVENTO[e]).join(' · ')}</p>
                  </div>
                  <Button size="sm" variant="outline" onClick={() => setToDelete({ id: w.id, url: w.url })}>
                    Excluir
                  </Button>
                </div>
                <Entregas webhookId={w.id} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Excluir webhook"
        description={`Deixaremos de enviar eventos para ${toDelete?.url ?? ''}. Entregas pendentes serão descartadas.`}
        confirmLabel="Excluir"
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
      />
    </section>
  );
}

function Entregas({ webhookId }: { webhookId: string }) {
  const { data, error, isPending } = useQuery(entregasQuery(webhookId));
  if (isPending) return <Skeleton className="h-8" />;
  if (error) return <p className="text-xs text-red-700">{errorMessage(error)}</p>;
  if (!data.items.length) return <p className="text-xs text-slate-500">Nenhuma entrega ainda.</p>;
  return (
    <details>
      <summary className="cursor-pointer text-sm text-brand-700">Entregas recentes ({data.items.length})</summary>
      <ul className="mt-2 space-y-1 text-xs text-slate-700">
        {data.items.map((e) => (
          <li key={e.id} className="flex flex-wrap items-center gap-2">
            <Badge tone={TOM[e.status] ?? 'gray'}>{e.status}</Badge>
            <span>{ROTULO_EVENTO[e.evento]}</span>
            <span>{formatDateTime(new Date(e.created_at))}</span>
            <span>
              {e.tentativas} {e.tentativas === 1 ? 'tentativa' : 'tentativas'}
            </span>
            {e.ultimo_status_http !== null && <span>HTTP {e.ultimo_status_http}</span>}
            {e.ultimo_erro && e.ultimo_status_http === null && <span>{e.ultimo_erro}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
