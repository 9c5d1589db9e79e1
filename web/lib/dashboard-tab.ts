// What a dashboard tab's panel receives; the registry (web/routes/dashboard/tabs.tsx) and the features' panels both
// depend on this, not on each other.
import type { SessionUser } from '@worker/schemas/auth.ts';

export type DashboardRole = 'construtora' | 'corretor' | 'imobiliaria';

export type TabPanelProps = { user: SessionUser & { userType: DashboardRole } };
