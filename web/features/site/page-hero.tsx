import type { ReactNode } from 'react';

/** The dark banner that opens the institutional pages. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_30%,rgba(99,102,241,0.4),transparent_55%),radial-gradient(circle_at_90%_80%,rgba(245,158,11,0.12),transparent_50%)]"
      />
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children && <div className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{children}</div>}
      </div>
    </section>
  );
}
