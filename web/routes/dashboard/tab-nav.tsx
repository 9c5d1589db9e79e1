import { Link } from 'react-router';
import { cn } from '@web/lib/cn.ts';
import type { DashboardTab, TabId } from './tabs.tsx';

type TabNavProps = {
  tabs: DashboardTab[];
  activeId: TabId;
  /** Called after a tab is chosen (the drawer closes itself with it). */
  onSelect?: () => void;
};

/** The dashboard's tab links; choosing one replaces the `tab` query parameter instead of adding history. */
export function TabNav({ tabs, activeId, onSelect }: TabNavProps) {
  return (
    <ul className="grid gap-1">
      {tabs.map(({ id, label, icon: Icon, Badge }) => {
        const active = id === activeId;
        return (
          <li key={id}>
            <Link
              to={{ search: `?tab=${id}` }}
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
