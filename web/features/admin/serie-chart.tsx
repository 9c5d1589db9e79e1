// A small bar chart of one daily series (SVG, no chart library): the day with most events sets the height.
import type { PontoSerie } from '@worker/schemas/admin.ts';

const DIA = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const dia = (iso: string) => DIA.format(new Date(`${iso}T00:00:00Z`));

export function SerieChart({
  serie,
  campo,
  titulo,
  cor,
}: {
  serie: PontoSerie[];
  campo: 'cadastros' | 'captacoes' | 'visualizacoes';
  titulo: string;
  cor: string;
}) {
  const valores = serie.map((p) => p[campo]);
  const max = Math.max(1, ...valores);
  const total = valores.reduce((a, b) => a + b, 0);
  const w = 100 / Math.max(1, serie.length);
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-semibold text-slate-900">{titulo}</span>
        <span className="text-xl font-bold text-slate-900">{total.toLocaleString('pt-BR')}</span>
      </figcaption>
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        role="img"
        aria-label={`${titulo}: ${total} no período`}
        className="mt-3 h-24 w-full"
      >
        {serie.map((p, i) => {
          const h = (p[campo] / max) * 38;
          return (
            <rect key={p.dia} x={i * w + w * 0.15} y={40 - h} width={w * 0.7} height={h} fill={cor} rx="0.4">
              <title>{`${dia(p.dia)}: ${p[campo]}`}</title>
            </rect>
          );
        })}
      </svg>
      {serie.length > 0 && (
        <div className="mt-1 flex justify-between text-[11px] text-slate-500">
          <span>{dia(serie[0]!.dia)}</span>
          <span>{dia(serie.at(-1)!.dia)}</span>
        </div>
      )}
    </figure>
  );
}
