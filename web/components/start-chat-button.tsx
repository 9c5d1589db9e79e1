import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MessagesSquare } from 'lucide-react';
import { Button, type ButtonVariant } from '@web/components/ui/button.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { errorMessage } from '@web/lib/api.ts';
import { openConversa, chatPath } from '@web/lib/open-conversa.ts';

/** Opens (or starts) the conversation and goes to it in the dashboard's chat tab. */
export function StartChatButton({
  alvo,
  label,
  variant = 'outline',
  className,
}: {
  alvo: { imovel_id: string } | { captacao_id: string };
  label: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      void navigate(chatPath(await openConversa(alvo)));
    } catch (err) {
      toast({ title: 'Erro ao buscar conversas', description: errorMessage(err), variant: 'destructive' });
      setPending(false);
    }
  };
  return (
    <Button variant={variant} pending={pending} onClick={() => void onClick()} className={className}>
      {!pending && <MessagesSquare aria-hidden="true" className="size-5" />}
      {label}
    </Button>
  );
}
