// The admin's second factor in Configurações: generate a secret, add it to an authenticator app (otpauth link and
// the secret as text), confirm with a code, then see the ten recovery codes once.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { FormAlert } from '@web/components/ui/form-alert.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { errorMessage } from '@web/lib/api.ts';
import { meQuery } from '@web/lib/session.ts';
import { disableTotp, enableTotp, startTotp, totpQuery, useAdminMutation } from './queries.ts';

export function TotpSettings() {
  const { data } = useQuery(totpQuery);
  const client = useQueryClient();
  const [segredo, setSegredo] = useState<{ segredo: string; uri: string } | null>(null);
  const [codigo, setCodigo] = useState('');
  const [codigos, setCodigos] = useState<string[] | null>(null);
  const start = useAdminMutation(startTotp, {
    onSuccess: setSegredo,
  });
  const enable = useAdminMutation(enableTotp, {
    sucesso: 'Verificação em duas etapas ativada',
    onSuccess: (r) => {
      setCodigos(r.codigos_recuperacao);
      setSegredo(null);
      setCodigo('');
      // The session was replaced by a new one; the cached user stays the same person.
      void client.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
  const disable = useAdminMutation(disableTotp, {
    sucesso: 'Verificação em duas etapas desativada',
    onSuccess: () => setCodigo(''),
  });

  return (
    <section aria-labelledby="dois-fatores" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="dois-fatores" className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        Verificação em duas etapas
        {data && <Badge tone={data.ativo ? 'green' : 'gray'}>{data.ativo ? 'Ativa' : 'Desativada'}</Badge>}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Além da senha, o login administrativo pede um código de 6 dígitos de um aplicativo autenticador.
      </p>
      {!data ? (
        <Skeleton className="mt-3 h-20" />
      ) : codigos ? (
        <div className="mt-4 space-y-3">
          <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            Guarde estes códigos de recuperação em local seguro. Cada um vale uma vez e eles não serão mostrados de
            novo.
          </p>
          <ul data-testid="codigos-recuperacao" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
            {codigos.map((c) => (
              <li key={c} className="rounded-lg bg-slate-100 px-2 py-1.5 text-center">
                {c}
              </li>
            ))}
          </ul>
          <Button variant="outline" size="sm" onClick={() => setCodigos(null)}>
            Já guardei os códigos
          </Button>
        </div>
      ) : data.ativo ? (
        <form
          className="mt-4 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            disable.mutate(codigo);
          }}
        >
          <p className="text-sm text-slate-700">{data.codigos_restantes} códigos de recuperação restantes.</p>
          <label htmlFor="codigo-desativar" className="block text-sm font-medium text-slate-800">
            Para desativar, informe um código atual
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="codigo-desativar"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
              className="sm:max-w-48"
            />
            <Button type="submit" variant="destructive" pending={disable.isPending}>
              <ShieldOff aria-hidden="true" className="size-4" />
              Desativar
            </Button>
          </div>
        </form>
      ) : segredo ? (
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            enable.mutate(codigo.trim());
          }}
        >
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
            <li>
              No celular, abra o aplicativo autenticador e{' '}
              <a href={segredo.uri} className="font-semibold text-brand-700">
                adicione esta conta
              </a>{' '}
              ou digite a chave:
              <code
                data-testid="totp-segredo"
                className="mt-1 block break-all rounded-lg bg-slate-100 px-2 py-1.5 font-mono"
              >
                {segredo.segredo}
              </code>
            </li>
            <li>Informe o código de 6 dígitos que o aplicativo mostra.</li>
          </ol>
          <label htmlFor="codigo-ativar" className="sr-only">
            Código de 6 dígitos
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="codigo-ativar"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="000000"
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
              className="sm:max-w-48"
            />
            <Button type="submit" pending={enable.isPending}>
              Confirmar e ativar
            </Button>
          </div>
          {enable.isError && <FormAlert>{errorMessage(enable.error)}</FormAlert>}
        </form>
      ) : (
        <Button className="mt-4" onClick={() => start.mutate(undefined)} pending={start.isPending}>
          <KeyRound aria-hidden="true" className="size-4" />
          Configurar verificação em duas etapas
        </Button>
      )}
    </section>
  );
}
