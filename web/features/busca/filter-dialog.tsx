import { Button } from '@web/components/ui/button.tsx';
import { Dialog, DialogContent } from '@web/components/ui/dialog.tsx';
import { FilterFields, type SelectKey } from './filter-fields.tsx';
import type { Filters } from './search-params.ts';

type FilterDialogProps = {
  onClose: () => void;
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  keys: readonly SelectKey[];
};

/**
 * The mobile 'Opções de Filtro' window. Loaded only when opened (see its lazy import), so the Radix dialog code
 * stays out of the list page's first download. Filters apply as they change; the footer button just closes it.
 */
export default function FilterDialog({ onClose, filters, onChange, keys }: FilterDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Opções de Filtro">
        <FilterFields filters={filters} onChange={onChange} keys={keys} className="grid gap-4 p-5" />
        <div className="sticky bottom-0 border-t border-slate-200 bg-white p-4">
          <Button className="w-full" onClick={onClose}>
            Ver resultados
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
