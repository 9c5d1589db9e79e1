// Registry of dashboard tabs: the route composes the features' panels here (a feature never imports another, nor
// this registry). A later feature adds its tab here with the roles that may see it; the default-tab rule below
// starts preferring it as soon as it is registered. See docs/regras.md#dashboard-tabs-per-perfil.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  BarChart3,
  Bell,
  Building,
  Building2,
  CircleDollarSign,
  FileSignature,
  FileText,
  Handshake,
  Heart,
  LayoutDashboard,
  LayoutGrid,
  MessageSquare,
  PieChart,
  Settings,
  SlidersHorizontal,
  Target,
  Trophy,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { DashboardRole, TabPanelProps } from '@web/lib/dashboard-tab.ts';
import { queryClient } from '@web/lib/query-client.ts';
import { UnreadBadge } from '@web/features/notificacoes/unread-badge.tsx';
import { espelhoQuery } from '@web/features/espelho/queries.ts';
import { requestedTabId, type TabId } from '@web/routes/dashboard/tab-ids.ts';

export type DashboardTab = {
  id: TabId;
  label: string;
  icon: LucideIcon;
  roles: readonly DashboardRole[];
  /** Loaded on first open, so the dashboard only downloads the tabs a user visits. */
  Panel: LazyPanel;
  /** Starts the tab's first request from its address while the dashboard itself still loads. */
  prefetch?: (search: URLSearchParams) => void;
  /** A live count shown beside the label (unread notifications). */
  Badge?: ComponentType<{ className?: string }>;
  /** Shown only to a broker who is a current manager of an agency (the server refuses anyone else). */
  managersOnly?: true;
};

type LazyPanel = LazyExoticComponent<ComponentType<TabPanelProps>> & { preload: () => Promise<unknown> };

/** A lazy panel whose chunk can also be asked for before it renders (the dashboard's loader does, for its tab). */
function lazyPanel(load: () => Promise<{ default: ComponentType<TabPanelProps> }>): LazyPanel {
  return Object.assign(lazy(load), { preload: load });
}

const SendPropostaDialog = lazy(() =>
  import('@web/features/propostas/send-proposta-dialog.tsx').then((m) => ({ default: m.SendPropostaDialog })),
);

export const TABS: readonly DashboardTab[] = [
  {
    id: 'visao-geral',
    label: 'Visão Geral',
    icon: LayoutDashboard,
    roles: ['construtora', 'corretor'],
    Panel: lazyPanel(() => import('@web/features/dashboard/overview-tab.tsx')),
  },
  {
    id: 'empreendimentos',
    label: 'Meus Empreendimentos',
    icon: Building2,
    roles: ['construtora'],
    Panel: lazyPanel(() => import('@web/features/empreendimentos/listings-tab.tsx')),
  },
  {
    id: 'espelho',
    label: 'Espelho de Vendas',
    icon: LayoutGrid,
    roles: ['construtora', 'corretor'],
    // The grid's unit dialog offers the proposals feature's 'Enviar Proposta', loaded when it is asked for.
    Panel: lazyPanel(async () => {
      const { default: EspelhoTab } = await import('@web/features/espelho/espelho-tab.tsx');
      return { default: (props: TabPanelProps) => <EspelhoTab {...props} PropostaDialog={SendPropostaDialog} /> };
    }),
    prefetch: (search) => {
      const imovelId = search.get('imovel');
      if (imovelId) void queryClient.prefetchQuery(espelhoQuery(imovelId));
    },
  },
  {
    id: 'equipe',
    label: 'Equipe',
    icon: Users,
    roles: ['imobiliaria'],
    Panel: lazyPanel(() => import('@web/features/imobiliarias/team-tab.tsx')),
  },
  {
    id: 'empreendimentos-para-captar',
    label: 'Empreendimentos',
    icon: Building,
    roles: ['imobiliaria'],
    Panel: lazyPanel(() => import('@web/features/imobiliarias/developments-tab.tsx')),
  },
  {
    id: 'captacoes-recebidas',
    label: 'Captações Recebidas',
    icon: Handshake,
    roles: ['construtora'],
    Panel: lazyPanel(() => import('@web/features/captacoes-recebidas/received-captures-tab.tsx')),
  },
  {
    id: 'captacoes',
    label: 'Minhas Captações',
    icon: Target,
    roles: ['corretor'],
    Panel: lazyPanel(() => import('@web/features/corretor/captured-tab.tsx')),
  },
  {
    id: 'contratos',
    label: 'Contratos',
    icon: FileSignature,
    roles: ['construtora', 'corretor', 'imobiliaria'],
    Panel: lazyPanel(() => import('@web/features/contratos/contracts-tab.tsx')),
  },
  {
    id: 'propostas',
    label: 'Propostas',
    icon: FileText,
    roles: ['construtora', 'corretor'],
    Panel: lazyPanel(() => import('@web/features/propostas/propostas-tab.tsx')),
  },
  {
    id: 'comissoes',
    label: 'Comissões',
    icon: CircleDollarSign,
    roles: ['construtora', 'corretor', 'imobiliaria'],
    Panel: lazyPanel(() => import('@web/features/propostas/comissoes-tab.tsx')),
  },
  {
    id: 'vendas-equipe',
    label: 'Vendas da Equipe',
    icon: Trophy,
    roles: ['imobiliaria'],
    Panel: lazyPanel(() => import('@web/features/vendas-equipe/vendas-equipe-tab.tsx')),
  },
  {
    id: 'minha-equipe',
    label: 'Minha Equipe',
    icon: UsersRound,
    roles: ['corretor'],
    managersOnly: true,
    Panel: lazyPanel(() => import('@web/features/vendas-equipe/minha-equipe-tab.tsx')),
  },
  {
    id: 'divisao-comissao',
    label: 'Divisão da Comissão',
    icon: PieChart,
    roles: ['imobiliaria'],
    Panel: lazyPanel(() => import('@web/features/vendas-equipe/divisao-tab.tsx')),
  },
  {
    id: 'chat',
    label: 'Chat',
    icon: MessageSquare,
    roles: ['construtora', 'corretor'],
    Panel: lazyPanel(() => import('@web/features/chat/chat-tab.tsx')),
  },
  {
    id: 'favoritos',
    label: 'Favoritos',
    icon: Heart,
    roles: ['corretor'],
    Panel: lazyPanel(() => import('@web/features/corretor/favorites-tab.tsx')),
  },
  {
    id: 'relatorios',
    label: 'Relatórios',
    icon: BarChart3,
    roles: ['construtora'],
    Panel: lazyPanel(() => import('@web/features/relatorios/reports-tab.tsx')),
  },
  {
    id: 'notificacoes',
    label: 'Notificações',
    icon: Bell,
    roles: ['construtora', 'corretor', 'imobiliaria'],
    Panel: lazyPanel(() => import('@web/features/notificacoes/notifications-tab.tsx')),
    Badge: UnreadBadge,
  },
  {
    id: 'preferencias',
    label: 'Preferências',
    icon: SlidersHorizontal,
    roles: ['corretor'],
    Panel: lazyPanel(() => import('@web/features/preferencias/preferences-tab.tsx')),
  },
  {
    id: 'configuracoes',
    label: 'Configurações',
    icon: Settings,
    roles: ['construtora', 'corretor', 'imobiliaria'],
    Panel: lazyPanel(() => import('@web/features/perfil/settings-tab.tsx')),
  },
];

/** Empreendimentos for construtora, captações for corretor, the team for an imobiliária, else the overview. */
const PREFERRED_DEFAULT: Record<DashboardRole, TabId> = {
  construtora: 'empreendimentos',
  corretor: 'captacoes',
  imobiliaria: 'equipe',
};

/** The tabs of a role; `manager` says the broker is a current manager of an agency. */
export function tabsFor(role: DashboardRole, manager: boolean): DashboardTab[] {
  return TABS.filter((tab) => tab.roles.includes(role) && (!tab.managersOnly || manager));
}

export function defaultTabId(role: DashboardRole): TabId {
  const preferred = PREFERRED_DEFAULT[role];
  return tabsFor(role, false).some((tab) => tab.id === preferred) ? preferred : 'visao-geral';
}

/** The tab to show for a `tab` query value: the requested one if this user may see it, else the default. */
export function resolveTab(role: DashboardRole, manager: boolean, requested: string | null): DashboardTab {
  const tabs = tabsFor(role, manager);
  const fallback = defaultTabId(role);
  const id = requestedTabId(requested);
  const tab = tabs.find((t) => t.id === id) ?? tabs.find((t) => t.id === fallback);
  if (!tab) throw new Error(`Nenhuma aba do painel registrada para ${role}.`);
  return tab;
}
