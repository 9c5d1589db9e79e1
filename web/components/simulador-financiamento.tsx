// Financing simulation for the part left to the bank: SAC and Price side by side for the rate and term the broker
// types, with the gross family income the first instalment needs at a 30 % commitment. Plain arithmetic in the
// browser (the same module the server tests).
import { useId, useState } from 'react';
import { Calculator } from 'lucide-react';
import { formatCentavos } from '@worker/schemas/dinheiro.ts';
import { simulate, type SistemaAmortizacao } from '@worker/schemas/financiamento.ts';
import { Input } from '@web/components/ui/input.tsx';
import { centavosToText, textToCentavos } from '@web/lib/dinheiro-br.ts';

const SISTEMAS: SistemaAmortizacao[] = ['SAC', 'Price'];

function numero(texto: string): number | null {
  const t = texto.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/** `valorCentavos` follows the plan's financing line; the broker may still type another amount here. */
export function SimuladorFinanciamento({ valorCentavos }: { valorCentavos: number | null }) {
  const id = useId();
  const [valorDigitado, setValorDigitado] = useState<string | null>(null);
  const [taxa, setTaxa] = useState('10,5');
  const [meses, setMeses] = useState('360');
  const valorTexto = valorDigitado ?? (valorCentavos ? centavosToText(valorCentavos) : '');
  const principal = textToCentavos(valorTexto);
  const taxaNum = numero(taxa);
  const mesesNum = numero(meses);
  const valido =
    principal !== null &&
    principal > 0 &&
    taxaNum !== null &&
    taxaNum <= 50 &&
    mesesNum !== null &&
    Number.isInteger(mesesNum) &&
    mesesNum >= 1 &&
    mesesNum <= 420;

  return (
    <section
      aria-labelledby={`${id}-t`}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="simulador"
    >
      <h3 id={`${id}-t`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Calculator aria-hidden="true" className="size-4" />
        Simulação de financiamento
      </h3>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <label className="col-span-2 space-y-1 text-xs font-medium text-slate-700 sm:col-span-1">
          Valor financiado (R$)
          <Input value={valorTexto} onChange={(e) => setValorDigitado(e.target.value)} inputMode="decimal" />
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-700">
          Taxa (% a.a.)
          <Input value={taxa} onChange={(e) => setTaxa(e.target.value)} inputMode="decimal" />
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-700">
          Prazo (meses)
          <Input value={meses} onChange={(e) => setMeses(e.target.value)} inputMode="numeric" />
        </label>
      </div>
      {valido ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {SISTEMAS.map((sistema) => {
            const s = simulate(principal, taxaNum, mesesNum, sistema);
            return (
              <div key={sistema} className="rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200">
                <p className="mb-1 font-semibold text-slate-900">{sistema === 'SAC' ? 'SAC' : 'Tabela Price'}</p>
                {/* A list of term/value pairs holds only them: the system's name stays outside. */}
                <dl>
                  <Linha rotulo="1ª parcela" valor={formatCentavos(s.primeira_parcela_centavos)} />
                  <Linha rotulo="Última parcela" valor={formatCentavos(s.ultima_parcela_centavos)} />
                  <Linha rotulo="Total pago" valor={formatCentavos(s.total_pago_centavos)} />
                  <Linha rotulo="Renda bruta mínima (30%)" valor={formatCentavos(s.renda_minima_centavos)} forte />
                </dl>
              </div>
            );
          })}
        </div>
      ) : (
        <p className="text-xs text-slate-600">
          Informe o valor financiado, a taxa (até 50% a.a.) e o prazo (1 a 420 meses) para simular.
        </p>
      )}
    </section>
  );
}

function Linha({ rotulo, valor, forte }: { rotulo: string; valor: string; forte?: boolean }) {
  return (
    <div className="flex justify-between gap-2">
      <dt className="text-slate-600">{rotulo}</dt>
      <dd className={forte ? 'font-bold text-slate-900' : 'font-medium text-slate-900'}>{valor}</dd>
    </div>
  );
}
