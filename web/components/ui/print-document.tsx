// The frame of an A4 printable document (the contract, the proposal): a back link and a print button that do not
// print, the page, its header (title, number, status) and the "generated at" footer.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { Button } from '@web/components/ui/button.tsx';
import { formatDateTime } from '@web/lib/format.ts';

const PRINT_CSS = `
@page { size: A4; margin: 15mm; }
@media print {
  html, body { background: #fff !important; }
  * { color: #000 !important; }
}`;

type Props = {
  back: string;
  printLabel: string;
  title: string;
  id: string;
  status: string;
  children: ReactNode;
};

export function PrintDocument({ back, printLabel, title, id, status, children }: Props) {
  const [generatedAt] = useState(() => new Date());
  return (
    <div className="min-h-dvh bg-slate-200 py-6 print:bg-white print:py-0">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto flex max-w-[210mm] items-center justify-between gap-3 px-4 pb-4 print:hidden">
        <Link
          to={back}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:text-brand-950"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar ao painel
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {printLabel}
        </Button>
      </div>
      <main className="mx-auto max-w-[210mm] bg-white p-6 shadow-lg sm:p-[15mm] print:max-w-none print:p-0 print:shadow-none">
        <article className="space-y-5 text-slate-900">
          <header className="border-b-2 border-slate-900 pb-4">
            <p className="text-xs font-semibold uppercase tracking-widest text-slate-500">Conecta Imóveis</p>
            <h1 className="mt-1 text-2xl font-bold">{title}</h1>
            <p className="mt-1 text-sm text-slate-700">
              Nº {id.slice(0, 8).toUpperCase()} · Status: <strong>{status}</strong>
            </p>
          </header>
          {children}
          <footer className="break-inside-avoid border-t border-slate-300 pt-3 text-xs text-slate-600">
            Documento gerado em {formatDateTime(generatedAt)} · Conecta Imóveis
          </footer>
        </article>
      </main>
    </div>
  );
}
