import type { ReactNode } from 'react';
import { MailCheck } from 'lucide-react';

/** The green "check your e-mail" box of sign-up, resend and password recovery screens. */
export function EmailSentNotice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
    >
      <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-2">{children}</div>
    </div>
  );
}
