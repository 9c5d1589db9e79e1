import type { ReactNode } from 'react';
import {
  Bath,
  BedDouble,
  Building2,
  CalendarCheck,
  CalendarPlus,
  CircleDollarSign,
  Handshake,
  House,
  Percent,
  Ruler,
  Tag,
} from 'lucide-react';
import type { ImovelDetalhe } from '@worker/schemas/imoveis.ts';
import { formatAreaRange, formatDate, formatPercent, formatPrice, formatRange } from '@web/lib/format.ts';

const NEGOCIO_LABELS = { venda: 'Venda', aluguel: 'Aluguel' } as const;

/** The key numbers of a development. Icons only from 640 px: on phones the values need the room. */
export function Facts({ imovel }: { imovel: ImovelDetalhe }) {
  const facts: Array<{ icon: ReactNode; label: string; value: string }> = [
    { icon: <Building2 />, label: 'Construtora', value: imovel.construtora.nome },
    { icon: <CircleDollarSign />, label: 'Preço', value: formatPrice(imovel, 'Sob Consulta') },
    {
      icon: <Percent />,
      label: 'Comissão',
      value: imovel.comissao_percent === null ? 'Não informada' : formatPercent(imovel.comissao_percent),
    },
    { icon: <CalendarPlus />, label: 'Adicionado em', value: formatDate(imovel.created_at) ?? 'Não informado' },
    { icon: <House />, label: 'Tipo', value: imovel.tipo_imovel ?? 'Não informado' },
    { icon: <Handshake />, label: 'Negócio', value: NEGOCIO_LABELS[imovel.tipo_negocio] },
    { icon: <Tag />, label: 'Situação', value: imovel.status_imovel },
    { icon: <CalendarCheck />, label: 'Entrega', value: formatDate(imovel.data_entrega) ?? 'Não informada' },
    { icon: <BedDouble />, label: 'Quartos', value: formatRange(imovel.quartos_min, imovel.quartos_max) ?? 'N/A' },
    {
      icon: <Bath />,
      label: 'Banheiros',
      value: formatRange(imovel.banheiros_min, imovel.banheiros_max) ?? 'N/A',
    },
    { icon: <Ruler />, label: 'Área', value: formatAreaRange(imovel.area_min, imovel.area_max) ?? 'N/A' },
  ];

  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3">
      {facts.map(({ icon, label, value }) => (
        <div key={label} className="flex min-w-0 gap-3">
          <span
            aria-hidden="true"
            className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:inline-flex [&>svg]:size-4.5"
          >
            {icon}
          </span>
          <div className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="break-words text-sm font-semibold text-slate-900">{value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
