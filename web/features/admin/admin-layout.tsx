// Admin layout: header with the sidebar toggle and 'Painel Administrativo', a bell with the real number of
// unread contact messages, the 'Minha Conta' menu, and the sidebar (a sliding drawer below 1024 px).
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import {
  Bell,
  Building2,
  ChartLine,
  ChevronDown,
  CircleUser,
  ExternalLink,
  FileText,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  Search,
  Settings,
  ShieldCheck,
  Users,
  X,
} from 'lucide-react';
import { useLogout } from '@web/lib/use-logout.ts';
import { cn } from '@web/lib/cn.ts';
import { useMediaQuery } from '@web/lib/use-media-query.ts';
import { notificacoesQuery } from './queries.ts';

export const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/usuarios', label: 'Usuários', icon: Users },
  { to: '/admin/construtoras', label: 'Construtoras', icon: Building2 },
  { to: '/admin/mensagens', label: 'Mensagens', icon: Mail },
  { to: '/admin/conteudo', label: 'Conteúdo', icon: FileText },
  { to: '/admin/seo', label: 'SEO', icon: Search },
  { to: '/admin/analytics', label: 'Analytics', icon: ChartLine },
  { to: '/admin/configuracoes', label: 'Configurações', icon: Settings },
] as const;

/** Active when the path equals the entry or, for entries other than the root, starts with it. */
export function isActive(pathname: string, to: string) {
  return pathname === to || (to !== '/admin' && pathname.startsWith(to));
}

export function AdminLayout({ email, children }: { email: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const wide = useMediaQuery('(min-width: 1024px)');
  // The drawer is open for the path it was opened on: following a link closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const [collapsed, setCollapsed] = useState(false);
  const logout = useLogout('/admin/login');
  const { data } = useQuery(notificacoesQuery);
  const novas = data?.mensagens_novas ?? 0;

  const sidebarVisible = wide ? !collapsed : open;
  const toggle = () => (wide ? setCollapsed((v) => !v) : setOpenAt(open ? null : pathname));

  return (
    <div className="min-h-dvh bg-slate-100">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:px-4">
        <button
          type="button"
          onClick={toggle}
          aria-label={sidebarVisible ? 'Fechar menu lateral' : 'Abrir menu lateral'}
          aria-expanded={sidebarVisible}
          aria-controls="admin-sidebar"
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          {sidebarVisible && !wide ? <X className="size-5" /> : <Menu className="size-5" />}
        </button>
        <h1 className="flex min-w-0 items-center gap-2 text-base font-bold text-slate-900 sm:text-lg">
          {/* Below 640 px the shield gives its room to the title, which would otherwise be cut at 360 px. */}
          <ShieldCheck aria-hidden="true" className="hidden size-6 shrink-0 text-brand-700 sm:block" />
          <span className="truncate">Painel Administrativo</span>
        </h1>
        <div className="ml-auto flex items-center gap-1">
          <Link
            to="/admin/mensagens"
            aria-label={novas ? `${novas} mensagens não lidas` : 'Nenhuma mensagem não lida'}
            className="relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <Bell aria-hidden="true" className="size-5" />
            {novas > 0 && (
              <span
                data-testid="admin-bell-count"
                className="absolute right-1 top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-5 text-white"
              >
                {novas > 99 ? '99+' : novas}
              </span>
            )}
          </Link>
          <DropdownMenu.Root>
            {/* Below 640 px the menu shows an icon, so the title keeps its room; its name stays 'Minha Conta'. */}
            <DropdownMenu.Trigger
              aria-label="Minha Conta"
              className="inline-flex h-10 items-center gap-1 whitespace-nowrap rounded-lg px-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
            >
              <CircleUser aria-hidden="true" className="size-5 sm:hidden" />
              <span className="hidden sm:inline">Minha Conta</span>
              <ChevronDown aria-hidden="true" className="size-4" />
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content
                align="end"
                sideOffset={6}
                className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
              >
                <DropdownMenu.Label className="truncate px-2 py-1.5 text-xs text-slate-500">{email}</DropdownMenu.Label>
                <MenuItem to="/admin/configuracoes" icon={<Settings className="size-4" />}>
                  Configurações
                </MenuItem>
                <MenuItem to="/" icon={<ExternalLink className="size-4" />}>
                  Ver Site
                </MenuItem>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                <DropdownMenu.Item
                  onSelect={() => logout.mutate()}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-sm text-red-700 outline-none data-[highlighted]:bg-red-50"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  Sair
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        </div>
      </header>

      {!wide && open && (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-900/40" onClick={() => setOpenAt(null)} />
      )}
      <div className="flex">
        <nav
          id="admin-sidebar"
          aria-label="Menu administrativo"
          className={cn(
            'z-40 w-64 shrink-0 border-r border-slate-200 bg-white transition-transform duration-200',
            wide
              ? cn('sticky top-16 h-[calc(100dvh-4rem)]', collapsed && 'hidden')
              : cn('fixed inset-y-0 left-0 top-16', open ? 'translate-x-0' : '-translate-x-full invisible'),
          )}
        >
          <ul className="space-y-1 p-3">
            {ADMIN_NAV.map(({ to, label, icon: Icon }) => {
              const active = isActive(pathname, to);
              return (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={to === '/admin'}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium',
                      active ? 'bg-brand-800 text-white' : 'text-slate-700 hover:bg-slate-100',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                    {label}
                    {to === '/admin/mensagens' && novas > 0 && (
                      <span
                        className={cn(
                          'ml-auto rounded-full px-2 text-xs font-bold',
                          active ? 'bg-white/20' : 'bg-red-100 text-red-800',
                        )}
                      >
                        {novas}
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="min-w-0 flex-1 px-3 py-6 sm:px-6 lg:px-8">{children}</div>
      </div>
    </div>
  );
}

function MenuItem({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <DropdownMenu.Item asChild>
      <Link
        to={to}
        className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
      >
        <span aria-hidden="true">{icon}</span>
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** Title row of an admin screen. */
export function AdminPageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {children}
    </div>
  );
}
