import { useQuery } from '@tanstack/react-query';
import { useSessionUser } from '@web/lib/session.ts';
import { cn } from '@web/lib/cn.ts';
import { naoLidasQuery } from './unread-queries.ts';

/** The count of unread notifications (header 'Meu Painel', the dashboard's Notificações tab); nothing at zero. */
export function UnreadBadge({ className }: { className?: string }) {
  const { user } = useSessionUser();
  const { data: total = 0 } = useQuery({ ...naoLidasQuery, enabled: Boolean(user && user.userType !== 'admin') });
  if (!total) return null;
  return (
    <span
      data-testid="badge-nao-lidas"
      className={cn(
        'inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold leading-5 text-white',
        className,
      )}
    >
      <span aria-hidden="true">{total > 99 ? '99+' : total}</span>
      <span className="sr-only">{total === 1 ? '1 notificação não lida' : `${total} notificações não lidas`}</span>
    </span>
  );
}
