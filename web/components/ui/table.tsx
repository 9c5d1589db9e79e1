// The one way to draw a table of records: a real <table> with a caption and column headers (scope="col"), inside a
// wrapper that scrolls sideways when the columns do not fit (360 px phones), so the page itself never does.
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@web/lib/cn.ts';

/**
 * panel: the dashboards' lists (tinted header, roomy cells); dense: the same with narrower gaps for many columns;
 * compact: tinted header, short rows of figures; plain: a short table inside a sheet or a preview (no tint).
 */
export type TableLook = 'panel' | 'dense' | 'compact' | 'plain';

export type TableColumn = {
  header: ReactNode;
  align?: 'left' | 'right';
  /** Read by screen readers only (a column of buttons needs a name, not a visible one). */
  srOnly?: boolean;
  className?: string;
};

const TINTED_HEAD = 'border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500';
const HEAD: Record<TableLook, string> = {
  panel: TINTED_HEAD,
  dense: TINTED_HEAD,
  compact: TINTED_HEAD,
  plain: 'border-b border-slate-300 text-xs uppercase tracking-wide text-slate-500',
};
const HEADER_CELL: Record<TableLook, string> = {
  panel: 'px-4 py-3 font-semibold',
  dense: 'px-3 py-3 font-semibold',
  compact: 'px-4 py-2 font-semibold',
  plain: 'py-1.5 pr-3 font-medium last:pr-0',
};
const CELL: Record<TableLook, string> = {
  panel: 'px-4 py-3',
  dense: 'px-3 py-3',
  compact: 'px-4 py-1.5',
  plain: 'py-1.5 pr-3 last:pr-0',
};
const BODY: Record<TableLook, string> = {
  panel: 'divide-y divide-slate-100',
  dense: 'divide-y divide-slate-100',
  compact: 'divide-y divide-slate-100',
  plain: 'divide-y divide-slate-200',
};

const LookContext = createContext<TableLook>('panel');

type TableProps = {
  /** Names the table for screen readers (visually hidden). */
  caption: ReactNode;
  columns: TableColumn[];
  look?: TableLook;
  /** Keeps the header visible while the wrapper scrolls down (a tall list in a box of fixed height). */
  stickyHeader?: boolean;
  /** Classes of the scrolling wrapper: its border, height or visibility at each width. */
  className?: string;
  /** The header's background when it sticks over rows of another colour. */
  headClassName?: string;
  bodyClassName?: string;
  children: ReactNode;
};

export function Table({
  caption,
  columns,
  look = 'panel',
  stickyHeader,
  className,
  headClassName,
  bodyClassName,
  children,
}: TableProps) {
  return (
    <LookContext.Provider value={look}>
      <div className={cn('overflow-x-auto', className)}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className={cn(HEAD[look], stickyHeader && 'sticky top-0', headClassName)}>
            <tr>
              {columns.map((column, i) => (
                <th
                  key={i}
                  scope="col"
                  className={cn(HEADER_CELL[look], column.align === 'right' && 'text-right', column.className)}
                >
                  {column.srOnly ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={cn(BODY[look], bodyClassName)}>{children}</tbody>
        </table>
      </div>
    </LookContext.Provider>
  );
}

/** A data cell with the table's padding; `align="right"` for numbers and actions. */
export function Cell({ align, className, ...props }: ComponentProps<'td'> & { align?: 'left' | 'right' }) {
  const look = useContext(LookContext);
  return <td className={cn(CELL[look], align === 'right' && 'text-right', className)} {...props} />;
}

/** The first cell of a row when it names the row (a date, a unit): a header for the cells beside it. */
export function RowHeader({ className, ...props }: ComponentProps<'th'>) {
  const look = useContext(LookContext);
  return <th scope="row" className={cn(CELL[look], 'text-left font-normal', className)} {...props} />;
}
