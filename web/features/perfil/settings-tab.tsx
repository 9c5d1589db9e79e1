// Settings of every role (docs/regras.md#perfis): the profile form and the password change; a construtora's
// integrations (docs/integracoes.md); a broker's agency (docs/regras.md#imobiliárias).
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@web/components/ui/error-state.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { errorMessage } from '@web/lib/api.ts';
import type { TabPanelProps } from '@web/lib/dashboard-tab.ts';
import { ContaSection } from '@web/features/perfil/conta-section.tsx';
import { ImobiliariaSection } from './imobiliaria-section.tsx';
import { IntegracoesSection } from './integracoes-section.tsx';
import { perfilQuery } from './queries.ts';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';

export default function SettingsTab({ user }: TabPanelProps) {
  const { data, error, isPending, refetch } = useQuery(perfilQuery);
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-bold text-slate-900">Configurações</h2>
        <p className="mt-1 text-sm text-slate-600">Mantenha seus dados de contato atualizados para os parceiros.</p>
      </div>
      {isPending ? (
        <PageSpinner />
      ) : error ? (
        <ErrorState title="Erro ao buscar perfil" message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <ProfileForm key={data.id} perfil={data} />
      )}
      <PasswordForm />
      {user.userType === 'corretor' && <ImobiliariaSection />}
      {user.userType === 'construtora' && <IntegracoesSection />}
      <ContaSection />
    </div>
  );
}
