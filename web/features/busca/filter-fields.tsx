import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/cn.ts';
import {
  areaLabel,
  BANHEIROS,
  CATEGORIAS,
  categoriaLabel,
  FAIXAS_AREA,
  FAIXAS_PRECO,
  minimoLabel,
  ORDENACOES,
  SORT_LABELS,
  precoLabel,
  QUARTOS,
  STATUS_EMPREENDIMENTO,
  TIPO_LABELS,
  TIPOS_NEGOCIO,
} from './filter-options.ts';
import type { FilterKey, Filters } from './search-params.ts';

export type SelectKey = Exclude<FilterKey, 'q'>;

type Option = { value: string; label: string };
type SelectSpec = { label: string; anyLabel: string | null; options: Option[] };

function toOptions<T extends string>(values: readonly T[], label: (value: T) => string): Option[] {
  return values.map((value) => ({ value, label: label(value) }));
}

const SPECS: Record<SelectKey, SelectSpec> = {
  tipo: { label: 'Tipo', anyLabel: 'Todos', options: toOptions(TIPOS_NEGOCIO, (v) => TIPO_LABELS[v]) },
  categoria: { label: 'Categoria', anyLabel: 'Todas', options: toOptions(CATEGORIAS, categoriaLabel) },
  preco: { label: 'Preço', anyLabel: 'Qualquer', options: toOptions(FAIXAS_PRECO, precoLabel) },
  quartos: { label: 'Quartos', anyLabel: 'Qualquer', options: toOptions(QUARTOS, minimoLabel) },
  banheiros: { label: 'Banheiros', anyLabel: 'Qualquer', options: toOptions(BANHEIROS, minimoLabel) },
  area: { label: 'Área', anyLabel: 'Qualquer', options: toOptions(FAIXAS_AREA, areaLabel) },
  status_empreendimento: { label: 'Status', anyLabel: 'Todos', options: toOptions(STATUS_EMPREENDIMENTO, (v) => v) },
  // Sorting always has a value: newest is the default.
  ordenar: { label: 'Ordenar por', anyLabel: null, options: toOptions(ORDENACOES, (v) => SORT_LABELS[v]) },
};

/** Labels for values a shared link may carry that the select does not list (a 'loft' category, a custom range). */
const EXTRA_LABEL: Partial<Record<SelectKey, (value: string) => string>> = {
  categoria: categoriaLabel,
  preco: precoLabel,
  area: areaLabel,
  quartos: minimoLabel,
  banheiros: minimoLabel,
};

type FilterFieldsProps = {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  keys: readonly SelectKey[];
  className?: string;
};

/** The filter selects, in the order given. Native selects: light, accessible, and the phone's own picker. */
export function FilterFields({ filters, onChange, keys, className }: FilterFieldsProps) {
  return (
    <div className={className}>
      {keys.map((key) => (
        <FilterSelect key={key} name={key} value={filters[key]} onChange={(value) => onChange({ [key]: value })} />
      ))}
    </div>
  );
}

function FilterSelect({
  name,
  value,
  onChange,
}: {
  name: SelectKey;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const spec = SPECS[name];
  const extra = EXTRA_LABEL[name];
  const listed = value === '' || spec.options.some((option) => option.value === value);
  const options = listed || !extra ? spec.options : [...spec.options, { value, label: extra(value) }];

  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {spec.label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'block h-11 w-full appearance-none truncate rounded-xl border border-slate-300 bg-white pl-3.5 pr-9',
            'text-base text-slate-900 shadow-xs transition-colors sm:text-sm',
            'focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-200',
          )}
        >
          {spec.anyLabel !== null && <option value="">{spec.anyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
      </div>
    </div>
  );
}
