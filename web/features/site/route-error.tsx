import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { ApiError, errorMessage } from '@web/lib/api.ts';

/**
 * Fallback for a screen that failed, drawn inside the site layout. An API failure (server unreachable, etc.)
 * gets a friendly retry; anything else is a bug and says so, with the 'Unexpected Application Error!' heading.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();

  if (error instanceof ApiError) {
    return (
      <ErrorPanel title="Não foi possível carregar esta página" message={error.message}>
        <Button onClick={() => void revalidator.revalidate()} pending={revalidator.state === 'loading'}>
          <RotateCw aria-hidden="true" className="size-4" />
          Tentar novamente
        </Button>
      </ErrorPanel>
    );
  }

  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return <ErrorPanel title="Unexpected Application Error!" message={message} />;
}

function ErrorPanel({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {children}
        <Link to="/" className={buttonClasses({ variant: 'outline' })}>
          Voltar para o Início
        </Link>
      </div>
    </section>
  );
}
