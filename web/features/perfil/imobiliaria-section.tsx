// A broker's agency in Settings (docs/regras.md#imobiliárias): which equipe they are in, and leaving it.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatDate } from '@web/lib/format.ts';
import { leaveImobiliaria, minhaImobiliariaQuery as minhaQuery } from './queries.ts';

export function ImobiliariaSection() {
  const queryClient = useQueryClient();
  const { data } = useQuery(minhaQuery);
  const [confirmando, setConfirmando] = useState(false);
  const leave = useMutation({
    mutationFn: leaveImobiliaria,
    onSuccess: async () => {
      setConfirmando(false);
      toast({ title: 'Você saiu da equipe.' });
      await queryClient.invalidateQueries({ queryKey: minhaQuery.queryKey });
    },
    onError: (error) => {
      toast({ title: 'Não foi possível sair', description: errorMessage(error), variant: 'destructive' });
    },
  });
  if (!data) return null;
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900">
        <Users aria-hidden="true" className="size-5 text-brand-700" />
        Minha imobiliária
      </h3>
      <p className="text-sm text-slate-700">
        Você faz parte da equipe da <strong>{data.nome}</strong> como {data.papel.toLowerCase()} desde{' '}
        {formatDate(data.entrou_em)}.
      </p>
      <Button variant="outline" onClick={() => setConfirmando(true)}>
        Sair da equipe
      </Button>
      <ConfirmDialog
        open={confirmando}
        onOpenChange={setConfirmando}
        title="Sair da equipe?"
        description="Você deixa de reservar e propor pelos contratos da imobiliária. O que já fez continua registrado."
        confirmLabel="Sair da equipe"
        variant="destructive"
        pending={leave.isPending}
        onConfirm={() => leave.mutate()}
      />
    </Card>
  );
}
