// Capturing an opportunity (SPEC.md §4, §5): the capture, its contract draft and the developer's
// notification are written in one transaction, so a capture never exists without its draft.
import { and, eq, sql } from 'drizzle-orm';
import { captacoes, contratosCaptacao, corretores, imoveis, construtoras, notificacoes } from '../../drizzle/schema.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import type { SessionUser } from '../schemas/auth.ts';
import { MSG_CAPTACAO, type CaptacaoCriada } from '../schemas/captacoes.ts';
import { MSG_IMOVEL_NAO_ENCONTRADO } from '../schemas/imoveis.ts';

export function capturingBroker(user: SessionUser | null) {
  if (!user) throw new AppError('unauthorized', MSG_CAPTACAO.login);
  if (user.userType !== 'corretor' || !user.perfilId) throw new AppError('forbidden', MSG_CAPTACAO.login);
  return { userId: user.id, corretorId: user.perfilId };
}

export async function isCaptured(db: Db, corretorId: string, imovelId: string) {
  const [row] = await db
    .select({ id: captacoes.id })
    .from(captacoes)
    .where(and(eq(captacoes.corretorId, corretorId), eq(captacoes.imovelId, imovelId)));
  return Boolean(row);
}

export async function captureImovel(db: Db, broker: { corretorId: string }, imovelId: string): Promise<CaptacaoCriada> {
  return db.transaction(async (tx) => {
    const [imovel] = await tx
      .select({
        id: imoveis.id,
        nome: imoveis.nome,
        comissao: imoveis.comissaoPercent,
        construtoraId: imoveis.construtoraId,
        construtoraUserId: construtoras.userId,
      })
      .from(imoveis)
      .innerJoin(construtoras, eq(construtoras.id, imoveis.construtoraId))
      .where(and(eq(imoveis.id, imovelId), eq(imoveis.ativo, true)));
    if (!imovel) throw new AppError('not_found', MSG_IMOVEL_NAO_ENCONTRADO);
    const [captacao] = await tx
      .insert(captacoes)
      .values({ corretorId: broker.corretorId, imovelId, status: 'Interesse Registrado', notificarMudancas: true })
      .onConflictDoNothing({ target: [captacoes.corretorId, captacoes.imovelId] })
      .returning();
    if (!captacao) throw new AppError('conflict', MSG_CAPTACAO.jaCaptada);
    const [contrato] = await tx
      .insert(contratosCaptacao)
      .values({
        captacaoId: captacao.id,
        imovelId,
        corretorId: broker.corretorId,
        construtoraId: imovel.construtoraId,
        comissaoPercentAcordada: imovel.comissao,
        statusContrato: 'Pendente Preenchimento Corretor',
      })
      .returning({ id: contratosCaptacao.id, status_contrato: contratosCaptacao.statusContrato });
    await tx.insert(notificacoes).values({
      userId: imovel.construtoraUserId,
      tipo: 'nova_captacao',
      imovelId,
      mensagem: sql`(SELECT nome FROM ${corretores} WHERE id = ${broker.corretorId}) || ' demonstrou interesse em ' || ${imovel.nome} || '.'`,
      linkAcao: '/dashboard?tab=received_captures',
    });
    return {
      captacao: {
        id: captacao.id,
        imovel_id: captacao.imovelId,
        status: captacao.status,
        data_captacao: captacao.dataCaptacao.toISOString(),
      },
      contrato: contrato ?? null,
    };
  });
}
