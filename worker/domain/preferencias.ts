// A broker's alert preferences (docs/regras.md#notificações): one row per broker, saved as an upsert. A city
// chosen from the list is stored as its coordinates and recognised again by them.
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { preferenciasCorretores } from '../../drizzle/schema.ts';
import type { Db } from '../lib/env.ts';
import { AppError } from '../lib/errors.ts';
import { cidadeEm, findCidade, cidadeLabel, MSG_CIDADE_DESCONHECIDA } from '../schemas/cidades.ts';
import type { Preferencias } from '../schemas/corretor-painel.ts';
import type { preferenciasSchema } from '../schemas/preferencias-input.ts';
const columns = {
  raio_km: preferenciasCorretores.raioKm,
  latitude: preferenciasCorretores.latitude,
  longitude: preferenciasCorretores.longitude,
  tipos_imoveis: preferenciasCorretores.tiposImoveis,
  faixa_preco_min: preferenciasCorretores.faixaPrecoMin,
  faixa_preco_max: preferenciasCorretores.faixaPrecoMax,
  notificar_novos: preferenciasCorretores.notificarNovos,
  notificar_vendidos_reservados: preferenciasCorretores.notificarVendidosReservados,
  updated_at: preferenciasCorretores.updatedAt,
};

type Row = Omit<Preferencias, 'cidade' | 'updated_at'> & { updated_at: Date };

function toPreferencias(row: Row): Preferencias {
  const cidade = cidadeEm(row.latitude, row.longitude);
  return {
    ...row,
    cidade: cidade ? cidadeLabel(cidade) : null,
    faixa_preco_min: row.faixa_preco_min === null ? null : Number(row.faixa_preco_min),
    faixa_preco_max: row.faixa_preco_max === null ? null : Number(row.faixa_preco_max),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function getPreferencias(db: Db, corretorId: string): Promise<Preferencias | null> {
  const [row] = await db
    .select(columns)
    .from(preferenciasCorretores)
    .where(eq(preferenciasCorretores.corretorId, corretorId));
  return row ? toPreferencias(row) : null;
}

/** Insert or update on corretor_id: created_at is set once, updated_at on every save. */
export async function savePreferencias(
  db: Db,
  corretorId: string,
  input: z.output<typeof preferenciasSchema>,
): Promise<Preferencias> {
  let { latitude, longitude } = input;
  if (input.cidade !== null) {
    const cidade = findCidade(input.cidade);
    if (!cidade) {
      throw new AppError('validation_failed', MSG_CIDADE_DESCONHECIDA, [
        { path: ['cidade'], message: MSG_CIDADE_DESCONHECIDA },
      ]);
    }
    ({ latitude, longitude } = cidade);
  }
  const values = {
    raioKm: input.raio_km,
    latitude,
    longitude,
    tiposImoveis: input.tipos_imoveis,
    faixaPrecoMin: input.faixa_preco_min,
    faixaPrecoMax: input.faixa_preco_max,
    notificarNovos: input.notificar_novos,
    notificarVendidosReservados: input.notificar_vendidos_reservados,
  };
  const [row] = await db
    .insert(preferenciasCorretores)
    .values({ corretorId, ...values })
    .onConflictDoUpdate({ target: preferenciasCorretores.corretorId, set: { ...values, updatedAt: sql`now()` } })
    .returning(columns);
  return toPreferencias(row!);
}
