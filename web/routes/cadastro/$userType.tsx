import { Link, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { SIGNUP_TYPES, type SignupType } from '@worker/schemas/auth.ts';
import { toast } from '@web/components/ui/toast-store.ts';
import { AuthCard } from '@web/features/auth/auth-card.tsx';
import { SignupForm } from '@web/features/auth/signup-form.tsx';
import { usePageTitle } from '@web/lib/use-page-title.ts';

const isSignupType = (value: string | undefined): value is SignupType =>
  (SIGNUP_TYPES as readonly string[]).includes(value ?? '');

export function loader({ params }: LoaderFunctionArgs) {
  if (!isSignupType(params.userType)) {
    toast({
      title: 'Tipo de usuário inválido.',
      description: 'Escolha se você é construtora, corretor ou imobiliária.',
      variant: 'destructive',
    });
    throw redirect('/cadastro');
  }
  return { userType: params.userType };
}

const TEXTOS: Record<SignupType, { title: string; subtitle: string }> = {
  construtora: {
    title: 'Cadastro de Construtora',
    subtitle: 'Publique seus empreendimentos para uma rede de corretores parceiros.',
  },
  corretor: { title: 'Cadastro de Corretor', subtitle: 'Encontre e capte oportunidades das melhores construtoras.' },
  imobiliaria: {
    title: 'Cadastro de Imobiliária',
    subtitle: 'Convide sua equipe e venda com um só contrato por empreendimento.',
  },
};

export function Component() {
  const { userType: type } = useLoaderData<typeof loader>();
  usePageTitle(TEXTOS[type].title);
  return (
    <AuthCard title={TEXTOS[type].title} subtitle={TEXTOS[type].subtitle}>
      <Link
        to="/cadastro"
        className="mb-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Trocar tipo de conta
      </Link>
      <SignupForm key={type} userType={type} />
    </AuthCard>
  );
}
