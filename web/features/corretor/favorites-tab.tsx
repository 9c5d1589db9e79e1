// 'Meus Favoritos': the broker's server favourites, under the same query key as the
// heart buttons so both stay in step.
import { useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import type { Favorito } from '@worker/schemas/favoritos.ts';
import { MSG_CORRETOR } from '@worker/schemas/corretor-painel.ts';
import { Card } from '@web/components/ui/card.tsx';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog.tsx';
import { toast } from '@web/components/ui/toast-store.ts';
import { FAVORITOS_QUERY_KEY } from '@web/lib/favoritos-query.ts';
import { deleteFavorito, favoritosQuery } from '@web/lib/favoritos-list.ts';
import { errorMessage } from '@web/lib/api.ts';
import { formatDate } from '@web/lib/format.ts';
import { EmptyPanel, ListSkeleton } from '@web/components/empty-panel.tsx';
import { ListState } from '@web/components/list-state.tsx';
import { LoadMore } from '@web/components/load-more.tsx';
import { REMOVIDO, RowActions } from './row-actions.tsx';
import { resumoCorretorQuery } from './queries.ts';
import { Cell, Table } from '@web/components/ui/table.tsx';

export default function FavoritesTab() {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(favoritosQuery);
  const [pending, setPending] = useState<Favorito | null>(null);

  const remove = useMutation({
    mutationFn: deleteFavorito,
    onSuccess: async () => {
      toast({ title: MSG_CORRETOR.favoritoRemovido, description: 'O imóvel saiu da sua lista de favoritos.' });
      setPending(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: FAVORITOS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: resumoCorretorQuery.queryKey }),
      ]);
    },
    onError: (err) => {
      setPending(null);
      toast({ title: MSG_CORRETOR.erroRemoverFavorito, description: errorMessage(err), variant: 'destructive' });
    },
  });

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-slate-900">Meus Favoritos</h2>

      <ListState
        query={query}
        items={query.data?.pages.flatMap((page) => page.items)}
        loading={<ListSkeleton label="Carregando favoritos..." />}
        errorTitle="Erro ao carregar favoritos"
        empty={
          <EmptyPanel
            icon={Heart}
            title="Você ainda não tem favoritos"
            text="Toque no coração de uma oportunidade para guardá-la aqui e encontrá-la depois com facilidade."
          />
        }
      >
        {(items) => (
          <>
            <Card className="hidden overflow-hidden md:block">
              <Table
                caption="Favoritos"
                columns={[
                  { header: 'Empreendimento' },
                  { header: 'Construtora' },
                  { header: 'Adicionado em' },
                  { header: 'Ações', align: 'right' },
                ]}
              >
                {items.map((f) => (
                  <tr key={f.imovel_id}>
                    <Cell>
                      <Nome favorito={f} />
                      {f.imovel && <p className="text-xs text-slate-500">{f.imovel.endereco}</p>}
                    </Cell>
                    <Cell className="text-slate-700">{f.imovel?.construtora_nome ?? '—'}</Cell>
                    <Cell className="tabular-nums text-slate-700">{formatDate(f.created_at)}</Cell>
                    <Cell>
                      <RowActions
                        imovel={f.imovel}
                        removeLabel={(nome) => `Remover ${nome} dos favoritos`}
                        onRemove={() => setPending(f)}
                      />
                    </Cell>
                  </tr>
                ))}
              </Table>
            </Card>

            <ul className="space-y-3 md:hidden" aria-label="Favoritos">
              {items.map((f) => (
                <li key={f.imovel_id}>
                  <Card className="space-y-3 p-4">
                    <div>
                      <Nome favorito={f} as="h3" />
                      <p className="text-sm text-slate-600">{f.imovel?.construtora_nome ?? '—'}</p>
                      <p className="text-xs text-slate-500">Adicionado em {formatDate(f.created_at)}</p>
                    </div>
                    <RowActions
                      imovel={f.imovel}
                      removeLabel={(nome) => `Remover ${nome} dos favoritos`}
                      onRemove={() => setPending(f)}
                    />
                  </Card>
                </li>
              ))}
            </ul>
            <LoadMore query={query} />
          </>
        )}
      </ListState>

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Remover favorito?"
        description={`"${pending?.imovel?.nome ?? REMOVIDO}" sairá da sua lista de favoritos.`}
        confirmLabel="Sim, remover"
        variant="destructive"
        pending={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending.imovel_id)}
      />
    </div>
  );
}

function Nome({ favorito, as: Tag = 'p' }: { favorito: Favorito; as?: 'p' | 'h3' }) {
  return (
    <Tag className={favorito.imovel ? 'font-semibold text-slate-900' : 'font-semibold italic text-slate-500'}>
      {favorito.imovel?.nome ?? REMOVIDO}
    </Tag>
  );
}
