import { Link } from 'react-router';
import { Search, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '@web/components/ui/button.tsx';

/** The empty state of the broker's lists sends the broker to /oportunidades. */
export function EmptyPanel({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon aria-hidden="true" className="size-10 text-slate-400" />
      <h3 className="text-lg font-semibold text-slate-800">{title}</h3>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
      <Link to="/oportunidades" className={buttonClasses({ className: 'mt-2' })}>
        <Search aria-hidden="true" className="size-4" />
        Explorar oportunidades
      </Link>
    </div>
  );
}

/** Loading placeholder shared by the broker's tables. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="space-y-3">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="h-20 w-full animate-pulse rounded-2xl bg-slate-200" />
      ))}
    </div>
  );
}
