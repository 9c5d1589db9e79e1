import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search, ShieldCheck, UserCheck, UserX } from 'lucide-react';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { Input, Select } from '@web/components/ui/input.tsx';
import { Skeleton } from '@web/components/ui/skeleton.tsx';
import { AdminPageHeader } from '@web/features/admin/admin-layout.tsx';
import { useSessionUser } from '@web/lib/session.ts';
import { CursorPager, useCursorStack } from '@web/features/admin/cursor-pager.tsx';
import type { UsuarioAdmin } from '@worker/schemas/admin.ts';
import { toggleUsuarioAtivo, useAdminMutation, usuariosQuery } from '@web/features/admin/queries.ts';
import { formatDate } from '@web/lib/format.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';
import { ListState } from '@web/components/list-state.tsx';

const TIPOS: Record<UsuarioAdmin['user_type'], string> = {
  construtora: 'Construtora',
  corretor: 'Corretor',
  imobiliaria: 'Imobiliária',
  admin: 'Admin',
};

export function Component() {
  usePageTitle('Usuários');
  const { user: eu } = useSessionUser();
  const [busca, setBusca] = useState('');
  const [q, setQ] = useState('');
  const [tipo, setTipo] = useState('');
  const pages = useCursorStack();
  const query = useQuery(usuariosQuery(q, tipo, pages.cursor));
  const { data, isFetching } = query;
  const [alvo, setAlvo] = useState<UsuarioAdmin | null>(null);
  const toggle = useAdminMutation(toggleUsuarioAtivo, { onSuccess: () => setAlvo(null) });

  return (
    <>
      <AdminPageHeader title="Usuários" description="Busque, filtre e desative contas." />
      <form
        role="search"
        className="mb-4 flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(busca.trim());
          pages.reset();
        }}
      >
        <label className="sr-only" htmlFor="busca-usuarios">
          Buscar por e-mail ou nome
        </label>
        <Input
          id="busca-usuarios"
          type="search"
          placeholder="Buscar por e-mail ou nome"
          value={busca}
          onChange={(e) => setBusca(e.target.value)}
          className="sm:max-w-sm"
        />
        <label className="sr-only" htmlFor="tipo-usuarios">
          Tipo de usuário
        </label>
        <Select
          id="tipo-usuarios"
          value={tipo}
          onChange={(e) => {
            setTipo(e.target.value);
            pages.reset();
          }}
          className="sm:w-48"
        >
          <option value="">Todos os tipos</option>
          <option value="construtora">Construtoras</option>
          <option value="corretor">Corretores</option>
          <option value="admin">Admins</option>
        </Select>
        <Button type="submit" pending={isFetching && !!q}>
          <Search aria-hidden="true" className="size-4" />
          Buscar
        </Button>
      </form>

      {data && (
        <p className="mb-2 text-sm text-slate-600" aria-live="polite">
          {data.total.toLocaleString('pt-BR')} {data.total === 1 ? 'usuário encontrado' : 'usuários encontrados'}
        </p>
      )}
      <ListState
        query={query}
        items={data?.items}
        loading={<Skeleton className="h-64" />}
        errorTitle="Erro ao carregar usuários"
        empty={
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            Nenhum usuário encontrado.
          </p>
        }
      >
        {(rows) => (
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {rows.map((u) => (
              <li key={u.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900">{u.nome ?? u.email}</p>
                  <p className="break-all text-sm text-slate-600">{u.email}</p>
                  <div className="mt-1 flex flex-wrap items-center gap-1.5">
                    <Badge tone="brand">{TIPOS[u.user_type]}</Badge>
                    <Badge tone={u.ativo ? 'green' : 'red'}>{u.ativo ? 'Ativo' : 'Desativado'}</Badge>
                    {u.totp && (
                      <Badge tone="purple">
                        <ShieldCheck aria-hidden="true" className="size-3" />
                        2FA
                      </Badge>
                    )}
                    <span className="text-xs text-slate-500">desde {formatDate(u.created_at)}</span>
                  </div>
                </div>
                {/* The server refuses an admin deactivating themself; the button is not offered. */}
                {u.id !== eu?.id && (
                  <Button
                    variant={u.ativo ? 'outline' : 'primary'}
                    size="sm"
                    className="self-start sm:self-center"
                    onClick={() => setAlvo(u)}
                    aria-label={`${u.ativo ? 'Desativar' : 'Reativar'} ${u.email}`}
                  >
                    {u.ativo ? (
                      <UserX aria-hidden="true" className="size-4" />
                    ) : (
                      <UserCheck aria-hidden="true" className="size-4" />
                    )}
                    {u.ativo ? 'Desativar' : 'Reativar'}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </ListState>
      <CursorPager pagina={pages.pagina} proximo={data?.nextCursor} onPrev={pages.prev} onNext={pages.next} />

      <ConfirmDialog
        open={!!alvo}
        onOpenChange={(o) => !o && setAlvo(null)}
        title={alvo?.ativo ? 'Desativar usuário?' : 'Reativar usuário?'}
        description={
          alvo?.ativo
            ? `${alvo.email} será desconectado(a) agora e não poderá entrar.${alvo.user_type === 'construtora' ? ' Os empreendimentos da construtora saem do site.' : ''}`
            : `${alvo?.email ?? ''} poderá entrar novamente.`
        }
        confirmLabel={alvo?.ativo ? 'Desativar' : 'Reativar'}
        variant={alvo?.ativo ? 'destructive' : 'primary'}
        pending={toggle.isPending}
        onConfirm={() => alvo && toggle.mutate(alvo)}
      />
    </>
  );
}
