// The printable sheet: a standalone route outside the site layout, so header and footer never print.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { useSessionUser } from '@web/lib/session.ts';
import { FichaSheet } from '@web/features/ficha/ficha-sheet.tsx';
import { useRecordFicha } from '@web/features/ficha/use-record-ficha.ts';
import { MSG_FICHA_NAO_ENCONTRADA } from '@web/features/oportunidade/messages.ts';
import { MissingImovel } from '@web/features/oportunidade/missing-imovel.tsx';
import { isNotFound, oportunidadeQuery } from '@web/features/oportunidade/queries.ts';
import { perfilQuery } from '@web/features/perfil/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { useRenderInfo } from '@web/lib/render-context.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

/** A4 with even margins, printed black on white (browsers drop backgrounds anyway; text follows). */
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  html, body { background: #fff !important; }
  * { color: #000 !important; }
}`;

export function Component() {
  const { id = '' } = useParams();
  const { user, isPending: sessionPending } = useSessionUser();
  const isCorretor = user?.userType === 'corretor';
  const imovel = useQuery(oportunidadeQuery(id));
  const perfil = useQuery({ ...perfilQuery, enabled: isCorretor });
  // Fixed when the sheet opens, so a re-render never changes the printed timestamp.
  const { now } = useRenderInfo();
  const [generatedAt] = useState(() => new Date(now()));
  usePageTitle(imovel.data ? `Ficha — ${imovel.data.nome}` : undefined);
  useRecordFicha(imovel.data?.id, isCorretor && Boolean(user?.perfilId));

  const waitingForBroker = sessionPending || (isCorretor && perfil.isPending);
  if (imovel.isPending || waitingForBroker) return <PageSpinner />;
  if (isNotFound(imovel.error)) {
    return (
      <main>
        <MissingImovel title="Imóvel não encontrado" message={MSG_FICHA_NAO_ENCONTRADA} />
      </main>
    );
  }
  if (!imovel.data) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-16">
        <ErrorState
          title="Erro ao carregar a ficha"
          message={errorMessage(imovel.error)}
          onRetry={() => void imovel.refetch()}
        />
      </main>
    );
  }

  const corretor = perfil.data?.tipo === 'corretor' ? perfil.data : null;

  return (
    <div className="min-h-dvh bg-slate-200 py-6 print:bg-white print:py-0">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto flex max-w-[210mm] items-center justify-between gap-3 px-4 pb-4 print:hidden">
        <Link
          to={`/oportunidades/${imovel.data.id}`}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:text-brand-950"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar para a oportunidade
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          Imprimir Ficha
        </Button>
      </div>
      <main className="mx-auto max-w-[210mm] bg-white p-6 shadow-lg sm:p-[12mm] print:max-w-none print:p-0 print:shadow-none">
        <FichaSheet imovel={imovel.data} corretor={corretor} generatedAt={generatedAt} />
      </main>
    </div>
  );
}
