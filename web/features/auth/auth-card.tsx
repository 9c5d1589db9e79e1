import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card.tsx';

/** The centred card the login and signup screens sit in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10 sm:py-16">
      <Card className="mx-auto w-full max-w-lg p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
