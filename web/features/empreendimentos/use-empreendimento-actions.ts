import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcaoStatus } from '@worker/schemas/empreendimentos.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { changeEmpreendimentoStatus, deleteEmpreendimento, empreendimentosKey } from './queries.ts';

export function useStatusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, acao }: { id: string; acao: AcaoStatus }) => changeEmpreendimentoStatus(id, acao),
    onSuccess: async (empreendimento) => {
      await queryClient.invalidateQueries({ queryKey: empreendimentosKey });
      toast({
        title: 'Status Atualizado!',
        description: `"${empreendimento.nome}" agora está ${empreendimento.status_imovel}.`,
      });
    },
    onError: (error) => {
      toast({ title: 'Erro ao atualizar status', description: errorMessage(error), variant: 'destructive' });
    },
  });
}

export function useDeleteEmpreendimento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; nome: string }) => deleteEmpreendimento(id),
    onSuccess: async (_data, { id, nome }) => {
      queryClient.removeQueries({ queryKey: [...empreendimentosKey, 'item', id] });
      await queryClient.invalidateQueries({ queryKey: empreendimentosKey });
      toast({ title: 'Empreendimento Excluído!', description: `"${nome}" e suas imagens foram removidos.` });
    },
    onError: (error) => {
      toast({ title: 'Erro ao excluir empreendimento', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
