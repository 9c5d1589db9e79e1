// /convite/<token>: an agency's invitation. A signed-in broker accepts it; someone without an account makes a broker
// account here with the invited address (docs/regras.md#imobiliárias).
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Button, buttonClasses } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { PageSpinner } from '@web/components/ui/spinner.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { AuthCard } from '@web/features/auth/auth-card.tsx';
import { CadastroConviteForm } from '@web/features/imobiliarias/cadastro-convite-form.tsx';
import { acceptConvite, conviteQuery } from '@web/features/imobiliarias/queries.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatDate } from '@web/lib/format.ts';
import { useSessionUser } from '@web/lib/session.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Convite de imobiliária');
  const token = useParams().token ?? '';
  const navigate = useNavigate();
  const { user, isPending: sessionPending } = useSessionUser();
  const convite = useQuery(conviteQuery(token));
  const aceitar = useMutation({
    mutationFn: () => acceptConvite(token),
    onSuccess: async ({ imobiliaria }) => {
      toast({ title: 'Convite aceito!', description: `Você agora faz parte da ${imobiliaria.nome}.` });
      await navigate('/dashboard');
    },
    onError: (error) => {
      toast({ title: 'Não foi possível aceitar', description: errorMessage(error), variant: 'destructive' });
    },
  });

  if (convite.isPending || sessionPending) return <PageSpinner />;
  if (convite.error) {
    return (
      <AuthCard title="Convite de imobiliária">
        <FormAlert>{errorMessage(convite.error)}</FormAlert>
      </AuthCard>
    );
  }
  const c = convite.data;
  return (
    <AuthCard title={`Convite da ${c.imobiliaria}`} subtitle="Entre para a equipe da imobiliária na Conecta Imóveis.">
      <div className="space-y-5">
        <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-4 text-sm text-slate-700">
          <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <p>
            Convite para <strong className="break-all">{c.email}</strong>, válido até {formatDate(c.expira_em)}. Na
            equipe, você reserva unidades e envia propostas nos empreendimentos em que a imobiliária tem contrato ativo.
            Você pode sair da equipe quando quiser.
          </p>
        </div>
        {user?.userType === 'corretor' ? (
          <Button size="lg" className="w-full" pending={aceitar.isPending} onClick={() => aceitar.mutate()}>
            Aceitar convite
          </Button>
        ) : user ? (
          <p className="rounded-xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900">
            Só corretores podem aceitar convites de imobiliárias. Saia desta conta e entre com a sua conta de corretor.
          </p>
        ) : (
          <>
            <CadastroConviteForm token={token} imobiliaria={c.imobiliaria} />
            <p className="border-t border-slate-200 pt-4 text-center text-sm text-slate-600">
              Já tem conta de corretor? Entre e abra este link de novo.{' '}
              <Link to="/login" className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-2 w-full' })}>
                Entrar
              </Link>
            </p>
          </>
        )}
      </div>
    </AuthCard>
  );
}
