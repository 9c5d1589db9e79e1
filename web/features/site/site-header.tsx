import { useEffect, useState, type ComponentType } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LayoutDashboard, LogOut, Menu, X } from 'lucide-react';
import type { SessionUser } from '@worker/schemas/auth.ts';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { panelPath, useSessionUser } from '@web/lib/session.ts';
import { useLogout } from '@web/lib/use-logout.ts';
import { cn } from '@web/lib/cn.ts';
import { firstWord } from '@web/lib/format.ts';
import { Logo } from './logo.tsx';
import { useScrolled } from './use-scrolled.ts';

const NAV_LINKS = [
  { to: '/', label: 'Início' },
  { to: '/oportunidades', label: 'Oportunidades' },
  { to: '/imoveis', label: 'Imóveis' },
  { to: '/planos', label: 'Planos' },
];

/** The header turns white after 10 px of scroll on the home page. */
const SCROLL_THRESHOLD = 10;

/** `UnreadBadge`: the notifications feature's live count, handed in by the layout that composes both. */
export function SiteHeader({ UnreadBadge }: { UnreadBadge: ComponentType }) {
  const location = useLocation();
  const isHome = location.pathname === '/';
  const scrolled = useScrolled(SCROLL_THRESHOLD);
  const { user, isPending } = useSessionUser();
  const logout = useLogout();

  // The menu belongs to the location it was opened at, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenAt(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const solid = !isHome || scrolled || menuOpen;
  const showGuestButtons = !isHome || scrolled;

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-200',
        // Over the home hero the header takes the hero's own colour: its white logo always has a dark backdrop.
        solid ? 'border-b border-slate-200 bg-white shadow-sm' : 'bg-brand-950',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo tone={solid ? 'dark' : 'light'} />

        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                      solid
                        ? isActive
                          ? 'bg-brand-50 text-brand-800'
                          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
                        : isActive
                          ? 'bg-white/15 text-white'
                          : 'text-white/85 hover:bg-white/10 hover:text-white',
                    )
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          {user ? (
            <>
              <span className={cn('text-sm', solid ? 'text-slate-600' : 'text-white/90')}>
                Olá, <strong className="font-semibold">{firstWord(user.nome)}</strong>
              </span>
              <Link
                to={panelPath(user)}
                className={buttonClasses({ variant: solid ? 'outline' : 'inverse', size: 'sm' })}
              >
                <LayoutDashboard aria-hidden="true" className="size-4" />
                Meu Painel
                <UnreadBadge />
              </Link>
              <Button
                variant="ghost"
                size="sm"
                pending={logout.isPending}
                onClick={() => logout.mutate()}
                className={solid ? undefined : 'text-white hover:bg-white/10 hover:text-white'}
              >
                {!logout.isPending && <LogOut aria-hidden="true" className="size-4" />}
                Sair
              </Button>
            </>
          ) : (
            !isPending &&
            showGuestButtons && (
              <>
                <Link to="/login" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  Entrar
                </Link>
                <Link to="/cadastro" className={buttonClasses({ variant: 'accent', size: 'sm' })}>
                  Cadastrar
                </Link>
              </>
            )
          )}
        </div>

        <button
          type="button"
          className={cn(
            'inline-flex size-10 items-center justify-center rounded-lg md:hidden',
            solid ? 'text-slate-800 hover:bg-slate-100' : 'text-white hover:bg-white/10',
          )}
          aria-expanded={menuOpen}
          aria-controls="menu-mobile"
          aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
        >
          {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        </button>
      </div>

      {menuOpen && (
        <MobileMenu
          user={user}
          onLogout={() => logout.mutate()}
          logoutPending={logout.isPending}
          UnreadBadge={UnreadBadge}
        />
      )}
    </header>
  );
}

function MobileMenu({
  user,
  onLogout,
  logoutPending,
  UnreadBadge,
}: {
  user: SessionUser | null;
  onLogout: () => void;
  logoutPending: boolean;
  UnreadBadge: ComponentType;
}) {
  return (
    <div
      id="menu-mobile"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white md:hidden"
    >
      <nav aria-label="Menu móvel" className="px-4 py-3">
        <ul className="grid gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.to === '/'}
                className={({ isActive }) =>
                  cn(
                    'block rounded-lg px-3 py-3 text-base font-medium',
                    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100',
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-2 border-t border-slate-200 px-4 py-4">
        {user ? (
          <>
            <p className="px-1 text-sm text-slate-600">
              Olá, <strong className="font-semibold text-slate-900">{firstWord(user.nome)}</strong>
            </p>
            <Link to={panelPath(user)} className={buttonClasses({ variant: 'primary' })}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              Meu Painel
              <UnreadBadge />
            </Link>
            <Button variant="outline" pending={logoutPending} onClick={onLogout}>
              {!logoutPending && <LogOut aria-hidden="true" className="size-4" />}
              Sair
            </Button>
          </>
        ) : (
          <>
            <Link to="/login" className={buttonClasses({ variant: 'outline' })}>
              Entrar
            </Link>
            <Link to="/cadastro" className={buttonClasses({ variant: 'accent' })}>
              Cadastrar Gratuitamente
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
