// The header's controls for a signed-in user, a chunk of its own: the session is read in the browser after the page
// is interactive, so a visitor's first load never carries them (nor the logout mutation).
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { LayoutDashboard, LogOut } from 'lucide-react';
import type { SessionUser } from '@worker/schemas/auth.ts';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { panelPath } from '@web/lib/session.ts';
import { useLogout } from '@web/lib/use-logout.ts';
import { cn } from '@web/lib/cn.ts';
import { firstWord } from '@web/lib/format.ts';

/** `bar`: the desktop header row, over a `solid` or transparent header; `menu`: the mobile menu's panel. */
export default function AccountActions({
  user,
  layout,
  solid = true,
  UnreadBadge,
}: {
  user: SessionUser;
  layout: 'bar' | 'menu';
  solid?: boolean;
  UnreadBadge: ComponentType;
}) {
  const logout = useLogout();
  const bar = layout === 'bar';
  return (
    <>
      {bar ? (
        <span className={cn('text-sm', solid ? 'text-slate-600' : 'text-white/90')}>
          Olá, <strong className="font-semibold">{firstWord(user.nome)}</strong>
        </span>
      ) : (
        <p className="px-1 text-sm text-slate-600">
          Olá, <strong className="font-semibold text-slate-900">{firstWord(user.nome)}</strong>
        </p>
      )}
      <Link
        to={panelPath(user)}
        className={
          bar
            ? buttonClasses({ variant: solid ? 'outline' : 'inverse', size: 'sm' })
            : buttonClasses({ variant: 'primary' })
        }
      >
        <LayoutDashboard aria-hidden="true" className="size-4" />
        Meu Painel
        <UnreadBadge />
      </Link>
      <Button
        variant={bar ? 'ghost' : 'outline'}
        size={bar ? 'sm' : undefined}
        pending={logout.isPending}
        onClick={() => logout.mutate()}
        className={bar && !solid ? 'text-white hover:bg-white/10 hover:text-white' : undefined}
      >
        {!logout.isPending && <LogOut aria-hidden="true" className="size-4" />}
        Sair
      </Button>
    </>
  );
}
