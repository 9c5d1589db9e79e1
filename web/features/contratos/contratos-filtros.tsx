// The contracts' search box and status filter.
import { Search } from 'lucide-react';
import { STATUS_CONTRATO, type StatusContrato } from '@worker/schemas/contratos.ts';
import { Input, Select } from '@web/components/ui/input.tsx';
import type { DashboardRole } from '@web/lib/dashboard-tab.ts';

export function ContratosFiltros({
  role,
  q,
  setQ,
  status,
  setStatus,
}: {
  role: DashboardRole;
  q: string;
  setQ: (q: string) => void;
  status: StatusContrato | '';
  setStatus: (status: StatusContrato | '') => void;
}) {
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_16rem]">
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          aria-label="Buscar contratos"
          placeholder={
            role === 'corretor' ? 'Buscar por empreendimento ou construtora' : 'Buscar por empreendimento ou corretor'
          }
          value={q}
          onChange={(event) => setQ(event.target.value)}
          className="pl-9"
        />
      </div>
      <Select
        aria-label="Filtrar por status"
        value={status}
        onChange={(event) => setStatus(event.target.value as StatusContrato | '')}
      >
        <option value="">Todos</option>
        {STATUS_CONTRATO.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Select>
    </div>
  );
}
