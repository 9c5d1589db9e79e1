// The two ways to switch between views of one screen:
// - Tabs: the view lives in the screen's state; a tablist of buttons with one tab stop (roving tabindex), arrows,
//   Home and End move and select, aria-selected marks the chosen one and TabPanel is what it controls.
// - TabLinks: each view has its own address (the dashboard's ?tab=); plain links, the current one aria-current, so
//   the back button, a shared link and a reload keep the view.
import { useRef, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { cn } from '@web/lib/cn.ts';

export type TabItem<T extends string> = { id: T; label: ReactNode };

type TabsProps<T extends string> = {
  /** The accessible name of the strip. */
  label: string;
  items: TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Tabs share the width equally instead of keeping their own. */
  fill?: boolean;
  /** Shared with the TabPanel below (one useId for both). */
  idBase: string;
  className?: string;
};

const tabId = (idBase: string, id: string) => `${idBase}-tab-${id}`;
const panelId = (idBase: string) => `${idBase}-panel`;

export function Tabs<T extends string>({ label, items, value, onChange, fill, idBase, className }: TabsProps<T>) {
  const strip = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const tabs = [...(strip.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const focused = tabs.indexOf(event.target as HTMLElement);
    const index = focused >= 0 ? focused : items.findIndex((item) => item.id === value);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(items[next]!.id);
    tabs[next]?.focus();
  };

  return (
    <div
      ref={strip}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cn('flex gap-1 overflow-x-auto rounded-xl bg-white p-1 shadow-sm', className)}
    >
      {items.map((item) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            id={tabId(idBase, item.id)}
            role="tab"
            type="button"
            aria-selected={selected}
            aria-controls={panelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
            className={cn(
              'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium',
              fill && 'flex-1',
              selected ? 'bg-brand-800 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** What the selected tab shows; named by that tab. */
export function TabPanel({ idBase, value, children }: { idBase: string; value: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idBase)} aria-labelledby={tabId(idBase, value)}>
      {children}
    </div>
  );
}

export type TabLink<T extends string> = {
  id: T;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  Badge?: ComponentType<{ className?: string }>;
};

type TabLinksProps<T extends string> = {
  items: TabLink<T>[];
  activeId: T;
  to: (id: T) => To;
  /** Called after a tab is chosen (a drawer closes itself with it). */
  onSelect?: () => void;
};

/** A vertical list of view links; choosing one replaces the address instead of adding history. */
export function TabLinks<T extends string>({ items, activeId, to, onSelect }: TabLinksProps<T>) {
  return (
    <ul className="grid gap-1">
      {items.map(({ id, label, icon: Icon, Badge }) => {
        const active = id === activeId;
        return (
          <li key={id}>
            <Link
              to={to(id)}
              replace
              onClick={onSelect}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                active ? 'bg-brand-800 text-white shadow-sm' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              {label}
              {Badge && <Badge className="ml-auto" />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
