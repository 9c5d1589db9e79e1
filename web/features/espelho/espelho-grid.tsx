// The grid itself: counts per status (which also filter), typology and price filters, the towers to choose from,
// then one tower with floors as rows from the top; on a phone, that tower as a list. One tower at a time keeps the
// page at a few thousand elements whatever the development's size (2,000 units side by side were 20,000, and every
// tap paid for restyling them all). Cells are memoised on the cell object, which the cache replaces only when that
// unit changes, so a live frame re-renders the cells it touched and nothing else.
// Each tower is an ARIA grid with one tab stop: arrows move between cells, Enter opens the unit (docs/acessibilidade.md).
import { memo, useDeferredValue, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { STATUS_UNIDADE, type StatusUnidade } from '@worker/schemas/espelho.ts';
import { parseNumeroBr } from '@worker/schemas/dinheiro.ts';
import { FormField } from '@web/components/ui/form-field.tsx';
import { Input, Select } from '@web/components/ui/input.tsx';
import { cn } from '@web/lib/cn.ts';
import { useMediaQuery } from '@web/lib/use-media-query.ts';
import { area, naturalCompare, reais } from './format.ts';
import type { Celula, Grade } from './queries.ts';
import { STATUS_LOOK } from './status.ts';

type Filtros = { tipologia: string; precoMin: string; precoMax: string; status: StatusUnidade[] };
const SEM_FILTRO: Filtros = { tipologia: '', precoMin: '', precoMax: '', status: [] };

type Andar = { andar: number; unidades: Celula[] };
type Torre = { nome: string; andares: Andar[] };

/** One tower's floors, from the cells in the API's order (floors from the top, numbers in natural order). */
function andaresDe(celulas: Celula[], torre: string): Andar[] {
  const andares: Andar[] = [];
  for (const u of celulas) {
    if (u.torre !== torre) continue;
    const ultimo = andares[andares.length - 1];
    if (ultimo?.andar === u.andar) ultimo.unidades.push(u);
    else andares.push({ andar: u.andar, unidades: [u] });
  }
  return andares;
}

const reaisEmCentavos = (texto: string) => {
  const n = parseNumeroBr(texto);
  return typeof n === 'number' ? Math.round(n * 100) : null;
};

function passa(f: Filtros, min: number | null, max: number | null) {
  return (u: Celula) =>
    (f.status.length === 0 || f.status.includes(u.status)) &&
    (!f.tipologia || u.tipologia === f.tipologia) &&
    (min === null || (u.preco_centavos !== null && u.preco_centavos >= min)) &&
    (max === null || (u.preco_centavos !== null && u.preco_centavos <= max));
}

/**
 * Memoised: opening a unit's dialog changes state above it and must not re-render 2,000 cells. Its props change only
 * when the grid does.
 */
export const EspelhoGrid = memo(function EspelhoGrid({
  grade,
  onSelect,
}: {
  grade: Grade;
  onSelect: (chave: string) => void;
}) {
  const [filtros, setFiltros] = useState<Filtros>(SEM_FILTRO);
  const [torreEscolhida, setTorre] = useState(grade.torres[0] ?? '');
  const nomeTorre = grade.torres.includes(torreEscolhida) ? torreEscolhida : (grade.torres[0] ?? '');
  const celular = useMediaQuery('(max-width: 640px)');
  const tipologias = useMemo(
    () => [...new Set(grade.celulas.flatMap((u) => (u.tipologia ? [u.tipologia] : [])))].sort(naturalCompare),
    [grade.celulas],
  );
  // The buttons and fields answer at once; the tower redraws behind them, in a render React may interrupt, so a tap
  // paints its pressed state first (INP) whatever the number of cells.
  const filtrosAdiados = useDeferredValue(filtros);
  const torreAdiada = useDeferredValue(nomeTorre);
  const min = reaisEmCentavos(filtrosAdiados.precoMin);
  const max = reaisEmCentavos(filtrosAdiados.precoMax);
  const filtro = useMemo(() => passa(filtrosAdiados, min, max), [filtrosAdiados, min, max]);
  const ativo = filtros !== SEM_FILTRO;
  const torre = useMemo<Torre>(
    () => ({ nome: torreAdiada, andares: andaresDe(grade.celulas, torreAdiada) }),
    [grade.celulas, torreAdiada],
  );
  // Per tower, how many units pass the filters: the tower buttons say where the matches are.
  const porTorre = useMemo(() => {
    const n = new Map<string, number>(grade.torres.map((t) => [t, 0]));
    for (const u of grade.celulas) if (filtro(u)) n.set(u.torre, n.get(u.torre)! + 1);
    return n;
  }, [grade.celulas, grade.torres, filtro]);

  const toggleStatus = (s: StatusUnidade) =>
    setFiltros((f) => ({ ...f, status: f.status.includes(s) ? f.status.filter((x) => x !== s) : [...f.status, s] }));

  return (
    <div className="space-y-4">
      <div role="group" aria-label="Unidades por status" className="flex flex-wrap gap-2">
        {STATUS_UNIDADE.map((s) => {
          const { icon: Icon, badge } = STATUS_LOOK[s];
          const marcado = filtros.status.includes(s);
          return (
            <button
              key={s}
              type="button"
              aria-pressed={marcado}
              onClick={() => toggleStatus(s)}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-inset transition',
                badge,
                marcado ? 'ring-2 ring-slate-900' : filtros.status.length > 0 && 'opacity-60',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {s}
              <span className="rounded-full bg-white/70 px-1.5 tabular-nums" data-testid={`contagem-${s}`}>
                {grade.contagem[s]}
              </span>
            </button>
          );
        })}
      </div>
      {/* A reservation elsewhere changes the counts live: screen readers hear the new totals, not only a colour. */}
      <p className="sr-only" aria-live="polite" data-testid="contagem-anunciada">
        {STATUS_UNIDADE.map((s) => `${s}: ${grade.contagem[s]}`).join(', ')}
      </p>

      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem_auto] sm:items-end">
        <FormField label="Tipologia">
          {(field) => (
            <Select
              {...field}
              value={filtros.tipologia}
              onChange={(e) => setFiltros((f) => ({ ...f, tipologia: e.target.value }))}
            >
              <option value="">Todas</option>
              {tipologias.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Preço mínimo (R$)">
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              placeholder="300.000"
              value={filtros.precoMin}
              onChange={(e) => setFiltros((f) => ({ ...f, precoMin: e.target.value }))}
            />
          )}
        </FormField>
        <FormField label="Preço máximo (R$)">
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              placeholder="900.000"
              value={filtros.precoMax}
              onChange={(e) => setFiltros((f) => ({ ...f, precoMax: e.target.value }))}
            />
          )}
        </FormField>
        <button
          type="button"
          disabled={!ativo}
          onClick={() => setFiltros(SEM_FILTRO)}
          className="h-11 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-40"
        >
          Limpar filtros
        </button>
      </div>

      {grade.torres.length > 1 && (
        <div role="group" aria-label="Torres" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
          {grade.torres.map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={t === nomeTorre}
              onClick={() => setTorre(t)}
              // relative: the hidden text's absolute box stays inside the scrolling row instead of widening the page.
              className={cn(
                'relative inline-flex shrink-0 items-center gap-1.5 rounded-xl border px-3 py-2 text-sm font-semibold transition',
                t === nomeTorre
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {t}
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  t === nomeTorre ? 'bg-white/20' : 'bg-slate-100 text-slate-700',
                )}
              >
                {porTorre.get(t)}
                <span className="sr-only">{ativo ? ' no filtro' : ' unidades'}</span>
              </span>
            </button>
          ))}
        </div>
      )}

      {celular ? (
        <ListaTorre key={torre.nome} torre={torre} filtro={filtro} onSelect={onSelect} />
      ) : (
        <div className="overflow-x-auto pb-2">
          <GradeTorre key={torre.nome} torre={torre} filtro={filtro} onSelect={onSelect} />
        </div>
      )}
    </div>
  );
});

type TorreProps = { torre: Torre; filtro: (u: Celula) => boolean; onSelect: (chave: string) => void };

/** The cell an arrow key leads to from row `r`, column `c`; rows may differ in length. */
function destino(key: string, ctrl: boolean, r: number, c: number, larguras: number[]): [number, number] | null {
  const ultima = larguras.length - 1;
  const fim = (linha: number) => larguras[linha]! - 1;
  switch (key) {
    case 'ArrowRight':
      return c < fim(r) ? [r, c + 1] : null;
    case 'ArrowLeft':
      return c > 0 ? [r, c - 1] : null;
    case 'ArrowDown':
      return r < ultima ? [r + 1, Math.min(c, fim(r + 1))] : null;
    case 'ArrowUp':
      return r > 0 ? [r - 1, Math.min(c, fim(r - 1))] : null;
    case 'Home':
      return ctrl ? [0, 0] : [r, 0];
    case 'End':
      return ctrl ? [ultima, fim(ultima)] : [r, fim(r)];
    default:
      return null;
  }
}

const GradeTorre = memo(function GradeTorre({ torre, filtro, onSelect }: TorreProps) {
  const tituloId = useId();
  // Roving tabindex: one cell of the tower is in the tab order, the one last moved to.
  const [ativa, setAtiva] = useState<[number, number]>([0, 0]);
  const larguras = torre.andares.map((a) => a.unidades.length);
  const [linhaAtiva, colunaAtiva] = ativa[0] < larguras.length ? ativa : [0, 0];

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const celula = (event.target as HTMLElement).closest<HTMLElement>('[data-linha]');
    if (!celula) return;
    const alvo = destino(
      event.key,
      event.ctrlKey,
      Number(celula.dataset.linha),
      Number(celula.dataset.coluna),
      larguras,
    );
    if (!alvo) return;
    event.preventDefault();
    setAtiva(alvo);
    event.currentTarget.querySelector<HTMLElement>(`[data-linha="${alvo[0]}"][data-coluna="${alvo[1]}"]`)?.focus();
  };

  return (
    <section
      aria-labelledby={tituloId}
      className="inline-block rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
      data-testid="torre"
    >
      <h3 id={tituloId} className="mb-2 text-sm font-bold text-slate-900">
        {torre.nome}
      </h3>
      <div role="grid" aria-labelledby={tituloId} onKeyDown={move} className="space-y-1">
        {torre.andares.map((a, linha) => (
          <div
            key={a.andar}
            role="row"
            className="flex items-stretch gap-1 [contain-intrinsic-block-size:auto_2.75rem] [content-visibility:auto]"
          >
            <span
              role="rowheader"
              className="flex w-10 shrink-0 items-center justify-end pr-1 text-xs font-medium text-slate-600"
            >
              {a.andar === 0 ? 'Térreo' : `${a.andar}º`}
            </span>
            {a.unidades.map((u, coluna) => (
              <span key={u.chave} role="gridcell" className="flex">
                <CelulaGrade
                  unidade={u}
                  apagada={!filtro(u)}
                  linha={linha}
                  coluna={coluna}
                  ativa={linha === linhaAtiva && coluna === colunaAtiva}
                  onSelect={onSelect}
                />
              </span>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
});

type CelulaProps = {
  unidade: Celula;
  apagada: boolean;
  linha: number;
  coluna: number;
  ativa: boolean;
  onSelect: (chave: string) => void;
};

const CelulaGrade = memo(function CelulaGrade({ unidade: u, apagada, linha, coluna, ativa, onSelect }: CelulaProps) {
  const { icon: Icon, cell, curto } = STATUS_LOOK[u.status];
  return (
    <button
      type="button"
      tabIndex={ativa ? 0 : -1}
      onClick={() => onSelect(u.chave)}
      data-status={u.status}
      data-unidade={u.numero}
      data-linha={linha}
      data-coluna={coluna}
      className={cn(
        'relative flex w-16 flex-col items-center rounded-lg border px-1 py-1 text-center leading-tight transition',
        cell,
        u.minha && 'ring-2 ring-brand-700 ring-offset-1',
        apagada && 'opacity-25',
      )}
    >
      {/* The name is the visible text plus hidden context ('Unidade 101, Torre A: Livre (Disponível)'), so what a
          screen reader says and what voice control hears on screen agree. */}
      <span className="text-sm font-bold tabular-nums">
        <span className="sr-only">Unidade </span>
        {u.numero}
        <span className="sr-only">, {u.torre}: </span>
      </span>
      <span className="flex items-center gap-0.5 text-[0.65rem] font-semibold">
        <Icon aria-hidden="true" className="size-3" />
        {curto}
        <span className="sr-only">
          {' '}
          ({u.status}){u.minha && ', sua reserva'}
          {apagada && ', fora do filtro'}
        </span>
      </span>
    </button>
  );
});

const ListaTorre = memo(function ListaTorre({ torre, filtro, onSelect }: TorreProps) {
  const unidades = torre.andares.flatMap((a) => a.unidades).filter(filtro);
  return (
    <section aria-label={torre.nome} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h3 className="border-b border-slate-200 px-4 py-2.5 text-sm font-bold text-slate-900">
        {torre.nome} <span className="font-normal text-slate-500">· {unidades.length} unidades</span>
      </h3>
      <ul className="divide-y divide-slate-100">
        {unidades.map((u) => (
          <LinhaUnidade key={u.chave} unidade={u} onSelect={onSelect} />
        ))}
      </ul>
    </section>
  );
});

const LinhaUnidade = memo(function LinhaUnidade({ unidade: u, onSelect }: Pick<CelulaProps, 'unidade' | 'onSelect'>) {
  const { icon: Icon, badge } = STATUS_LOOK[u.status];
  const detalhes = [u.tipologia, area(u.area_privativa)].filter(Boolean).join(' · ');
  return (
    // Rows off screen skip style and layout (content-visibility): opening a unit restyles the page, and the rows a
    // phone cannot see were most of it.
    <li className="[contain-intrinsic-block-size:auto_4rem] [content-visibility:auto]">
      <button
        type="button"
        onClick={() => onSelect(u.chave)}
        data-status={u.status}
        data-unidade={u.numero}
        className={cn(
          'flex w-full items-center gap-3 px-4 py-2.5 text-left hover:bg-slate-50',
          u.minha && 'bg-brand-50',
        )}
      >
        <span className="w-14 shrink-0 text-base font-bold tabular-nums text-slate-900">{u.numero}</span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm text-slate-700">{detalhes || `${u.andar}º andar`}</span>
          <span className="block text-sm font-semibold text-slate-900">{reais(u.preco_centavos)}</span>
        </span>
        <span
          className={cn(
            'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
            badge,
          )}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {u.status}
        </span>
      </button>
    </li>
  );
});
