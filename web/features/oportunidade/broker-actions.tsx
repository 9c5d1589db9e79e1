import { Link, useNavigate } from 'react-router';
import { CircleCheck, FileText, LayoutGrid, MessageCircle, Target } from 'lucide-react';
import type { ImovelDetalhe } from '@worker/schemas/imoveis.ts';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { useSessionUser } from '@web/lib/session.ts';
import { StartChatButton } from '@web/components/start-chat-button.tsx';
import { MSG_CAPTACAO } from './messages.ts';
import { useCaptacao } from './use-captacao.ts';
import { whatsappConstrutoraUrl } from './whatsapp.ts';

/** 'Ações do Corretor': capture, talk to the developer on WhatsApp, open the printable sheet. */
export function BrokerActions({ imovel }: { imovel: ImovelDetalhe }) {
  const navigate = useNavigate();
  const { user, isPending } = useSessionUser();
  const { state, capture } = useCaptacao(imovel.id, user, isPending);
  const whatsappUrl = whatsappConstrutoraUrl(imovel.construtora.telefone, {
    id: imovel.id,
    nome: imovel.nome,
    construtoraNome: imovel.construtora.nome,
  });

  const onCapture = () => {
    if (state === 'login') {
      toast({ title: 'Ação Requer Login', description: MSG_CAPTACAO.login, variant: 'destructive' });
      void navigate('/login');
    } else if (state === 'ready') {
      capture();
    }
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Ações do Corretor</h2>
      <div className="mt-4 grid gap-3">
        {state === 'captured' ? (
          <>
            <Button variant="outline" disabled className="border-emerald-300 bg-emerald-50 text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-5" />
              Oportunidade Captada!
            </Button>
            <p className="text-center text-sm text-emerald-800">Este imóvel já está na sua lista.</p>
          </>
        ) : (
          <>
            <Button
              variant="accent"
              size="lg"
              onClick={onCapture}
              pending={state === 'processing'}
              disabled={state === 'loading' || state === 'not-allowed'}
              aria-describedby={state === 'not-allowed' ? 'captar-ajuda' : undefined}
            >
              {state !== 'processing' && <Target aria-hidden="true" className="size-5" />}
              Captar esta Oportunidade
            </Button>
            {state === 'not-allowed' && (
              <p id="captar-ajuda" className="text-center text-sm text-slate-600">
                {MSG_CAPTACAO.login}
              </p>
            )}
          </>
        )}

        {user?.userType === 'corretor' && user.perfilId && (
          <StartChatButton alvo={{ imovel_id: imovel.id }} label="Conversar no chat" variant="primary" />
        )}

        {whatsappUrl ? (
          <a
            href={whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({
              variant: 'outline',
              className: 'border-emerald-300 text-emerald-800 hover:border-emerald-400 hover:bg-emerald-50',
            })}
          >
            <MessageCircle aria-hidden="true" className="size-5" />
            Falar com Construtora
          </a>
        ) : (
          <>
            <Button variant="outline" disabled aria-describedby="construtora-sem-telefone">
              <MessageCircle aria-hidden="true" className="size-5" />
              Falar com Construtora
            </Button>
            <p id="construtora-sem-telefone" className="text-center text-sm text-slate-600">
              A construtora não informou um telefone de contato.
            </p>
          </>
        )}

        {(user?.userType === 'corretor' || (user && user.perfilId === imovel.construtora.id)) && (
          <Link
            to={`/dashboard?tab=espelho&imovel=${imovel.id}`}
            className={buttonClasses({ variant: 'outline', className: 'border-brand-300 text-brand-800' })}
          >
            <LayoutGrid aria-hidden="true" className="size-5" />
            Ver Espelho de Vendas
          </Link>
        )}

        <Link to={`/oportunidades/${imovel.id}/ficha`} className={buttonClasses({ variant: 'outline' })}>
          <FileText aria-hidden="true" className="size-5" />
          Gerar Ficha do Imóvel
        </Link>
      </div>
    </Card>
  );
}
