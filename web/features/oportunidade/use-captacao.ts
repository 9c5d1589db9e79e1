// Capture of an opportunity by a corretor (docs/regras.md#captações: not captured → processing → captured).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@worker/schemas/auth.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { ApiError, errorMessage } from '@web/lib/api.ts';
import { useSubmissionKey } from '@web/lib/submission-key.ts';
import { MSG_CAPTACAO } from './messages.ts';
import { fetchCaptacaoStatus, postCaptacao } from './queries.ts';

/** One toast shows at a time, so the contract news follows the capture news after a pause. */
const FOLLOW_UP_TOAST_DELAY_MS = 2_500;

export type CaptacaoState =
  /** Visitor: the button asks them to log in. */
  | 'login'
  /** Logged in without a broker profile (construtora, admin, incomplete corretor). */
  | 'not-allowed'
  | 'loading'
  | 'ready'
  | 'processing'
  | 'captured';

const statusKey = (imovelId: string) => ['captacoes', 'status', imovelId] as const;

export function useCaptacao(imovelId: string, user: SessionUser | null, sessionPending: boolean) {
  const queryClient = useQueryClient();
  const isBroker = user?.userType === 'corretor' && Boolean(user.perfilId);

  const status = useQuery({
    queryKey: statusKey(imovelId),
    queryFn: ({ signal }) => fetchCaptacaoStatus(imovelId, signal),
    enabled: isBroker,
  });

  const markCaptured = () => queryClient.setQueryData(statusKey(imovelId), { captada: true });

  const submission = useSubmissionKey();
  const capture = useMutation({
    mutationFn: () => submission.run((idempotencyKey) => postCaptacao(imovelId, idempotencyKey)),
    onSuccess: ({ contrato }) => {
      markCaptured();
      toast({ title: 'Oportunidade Captada!', description: 'O imóvel foi adicionado às suas captações.' });
      setTimeout(() => {
        toast(
          contrato
            ? { title: 'Contrato Iniciado', description: 'Um rascunho do contrato de captação foi iniciado.' }
            : {
                title: 'Aviso',
                description: 'Captação registrada, mas houve um problema ao gerar o contrato automático.',
              },
        );
      }, FOLLOW_UP_TOAST_DELAY_MS);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        markCaptured();
        toast({ title: 'Oportunidade já captada!', description: MSG_CAPTACAO.jaCaptada });
      } else {
        toast({ title: 'Erro ao Captar', description: errorMessage(error), variant: 'destructive' });
      }
    },
    // The broker's dashboard lists captures and contracts: mark them stale so they refresh when next shown.
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['captacoes'], refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: ['contratos'], refetchType: 'none' });
    },
  });

  let state: CaptacaoState;
  if (sessionPending) state = 'loading';
  else if (!user) state = 'login';
  else if (!isBroker) state = 'not-allowed';
  else if (capture.isPending) state = 'processing';
  else if (status.data?.captada) state = 'captured';
  else if (status.isPending) state = 'loading';
  else state = 'ready';

  return { state, capture: () => capture.mutate() };
}
