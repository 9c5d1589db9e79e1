import { AuthCard } from '@web/features/auth/auth-card.tsx';
import { LoginForm } from '@web/features/auth/login-form.tsx';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Entrar');
  return (
    <AuthCard title="Acesse sua conta" subtitle="Entre para gerenciar seus empreendimentos e captações.">
      <LoginForm />
    </AuthCard>
  );
}
