// 'Integrações' in a construtora's Settings: API tokens and webhooks (docs/integracoes.md).
import { Card } from '@web/components/ui/card.tsx';
import { TokensApiCard } from './tokens-api-card.tsx';
import { WebhooksCard } from './webhooks-card.tsx';

export function IntegracoesSection() {
  return (
    <Card className="space-y-6 p-4 sm:p-6">
      <div>
        <h3 className="font-semibold text-slate-900">Integrações</h3>
        <p className="mt-1 text-sm text-slate-600">
          Conecte seus sistemas à disponibilidade em tempo real. Referência da API em{' '}
          <a href="/api/v1/referencia" className="font-medium text-brand-700 hover:text-brand-900">
            /api/v1/referencia
          </a>
          .
        </p>
      </div>
      <TokensApiCard />
      <WebhooksCard />
    </Card>
  );
}
