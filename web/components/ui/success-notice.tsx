import type { ReactNode } from 'react';
import { CircleCheck, type LucideIcon } from 'lucide-react';

/** The green box of a done step: "check your e-mail", "password changed", "address confirmed". */
export function SuccessNotice({ icon: Icon = CircleCheck, children }: { icon?: LucideIcon; children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-2">{children}</div>
    </div>
  );
}
