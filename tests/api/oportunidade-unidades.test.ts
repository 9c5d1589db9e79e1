// The public side of the sales grid: the detail (and so the page and the sheet) carries the available count and the
// lowest available prices, overall and per typology, read from the units; nothing for a development without units.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp } from '../helpers/factories.ts';
import { client } from '../helpers/http.ts';

let comUnidades = '';
let semUnidades = '';

const detalhe = async (id: string) => {
  const res = await client().api('GET', '/api/oportunidades/:id', { param: { id } });
  expect(res.status).toBe(200);
  return (await res.json()).imovel;
};

beforeAll(async () => {
  const construtora = await signedUp('construtora', { nome: 'Construtora Espelho Público' });
  comUnidades = await insertImovel(construtora.perfilId, { nome: 'Torres do Espelho', preco_min: 1, preco_max: 2 });
  semUnidades = await insertImovel(construtora.perfilId, { nome: 'Sem Espelho', preco_min: 300000 });
  // status, tipologia, price in cents: the cheapest unit overall is sold, the cheapest 3-bedroom one is reserved.
  const linhas: [string, string, string | null, number | null][] = [
    ['101', 'Vendida', '2 dorms', 30_000_000],
    ['102', 'Disponível', '2 dorms', 45_000_000],
    ['103', 'Disponível', '2 dorms', 41_000_000],
    ['201', 'Reservada', '3 dorms', 50_000_000],
    ['202', 'Disponível', '3 dorms', 72_000_000],
    ['203', 'Bloqueada', '3 dorms', 60_000_000],
    ['301', 'Disponível', null, null],
  ];
  await withDb(async (db) => {
    for (const [numero, status, tipologia, preco] of linhas) {
      await db.execute(sql`
        INSERT INTO unidades (imovel_id, torre, numero, andar, tipologia, preco_centavos, status)
        VALUES (${comUnidades}, 'Torre A', ${numero}, ${Number(numero.slice(0, 1))}, ${tipologia}, ${preco}, ${status})`);
    }
  });
  // Sign-up hashes the password twice (scrypt): slow when the machine is shared.
}, 180_000);

describe('GET /api/oportunidades/:id — units summary', () => {
  it('counts the available units and gives the lowest available price, overall and per typology', async () => {
    const imovel = await detalhe(comUnidades);
    expect(imovel.unidades).toEqual({
      total: 7,
      disponiveis: 4,
      preco_min_disponivel: 410000,
      tipologias: [
        { tipologia: '2 dorms', disponiveis: 2, preco_min: 410000 },
        { tipologia: '3 dorms', disponiveis: 1, preco_min: 720000 },
        { tipologia: 'Outras', disponiveis: 1, preco_min: null },
      ],
    });
  });

  it('follows a reservation: the unit leaves the count and the lowest price moves up', async () => {
    await withDb((db) =>
      db.execute(sql`UPDATE unidades SET status = 'Reservada' WHERE imovel_id = ${comUnidades} AND numero = '103'`),
    );
    const imovel = await detalhe(comUnidades);
    expect(imovel.unidades).toMatchObject({ total: 7, disponiveis: 3, preco_min_disponivel: 450000 });
    expect(imovel.unidades?.tipologias[0]).toEqual({ tipologia: '2 dorms', disponiveis: 1, preco_min: 450000 });
  });

  it('is null for a development without units, which keeps its own price range', async () => {
    const imovel = await detalhe(semUnidades);
    expect(imovel.unidades).toBeNull();
    expect(imovel.preco_min).toBe(300000);
  });
});
