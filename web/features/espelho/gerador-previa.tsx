// The generator's preview: the units it would create, the numbers that already exist in the tower, 'Criar unidades'.
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { Cell, Table } from '@web/components/ui/table.tsx';
import { area, precoM2, reais } from './format.ts';
import type { Previa } from './queries.ts';

/** The preview shows this many units; the count covers all of them. */
const PREVIA_LINHAS = 200;

export function GeradorPrevia({
  torre,
  resultado,
  criando,
  onCriar,
}: {
  torre: string;
  resultado: Previa;
  criando: boolean;
  onCriar: () => void;
}) {
  const linhas = resultado.unidades;
  const conflitos = resultado.conflitos;
  return (
    <section aria-label="Pré-visualização" className="space-y-3 rounded-xl border border-slate-200 p-3">
      <p className="text-sm font-semibold text-slate-900">
        {linhas.length} unidades serão criadas na {torre}.
      </p>
      {conflitos.length > 0 && (
        <FormAlert>Já existem nesta torre: {conflitos.join(', ')}. Mude a torre ou os andares.</FormAlert>
      )}
      <Table
        caption="Unidades da pré-visualização"
        look="plain"
        className="max-h-80 overflow-y-auto"
        stickyHeader
        headClassName="bg-white"
        columns={['Unidade', 'Andar', 'Tipologia', 'Área', 'Vagas', 'Preço', 'R$/m²'].map((header) => ({ header }))}
      >
        {linhas.slice(0, PREVIA_LINHAS).map((u) => (
          <tr key={u.numero} className={conflitos.includes(u.numero) ? 'bg-red-50' : undefined}>
            <Cell className="font-semibold tabular-nums">{u.numero}</Cell>
            <Cell className="tabular-nums">{u.andar}</Cell>
            <Cell>{u.tipologia ?? '—'}</Cell>
            <Cell>{area(u.area_privativa) ?? '—'}</Cell>
            <Cell className="tabular-nums">{u.vagas}</Cell>
            <Cell className="whitespace-nowrap">{reais(u.preco_centavos)}</Cell>
            <Cell className="whitespace-nowrap">{precoM2(u) ?? '—'}</Cell>
          </tr>
        ))}
      </Table>
      {linhas.length > PREVIA_LINHAS && (
        <p className="text-xs text-slate-500">
          Mostrando {PREVIA_LINHAS} de {linhas.length} unidades.
        </p>
      )}
      <div className="flex justify-end">
        <Button onClick={onCriar} pending={criando} disabled={conflitos.length > 0}>
          Criar unidades
        </Button>
      </div>
    </section>
  );
}
