import { beforeAll, describe, expect, it } from 'vitest';
import type { ImovelPage } from '../../worker/schemas/imoveis.ts';
import { insertImovel, signedUp } from '../helpers/factories.ts';
import { client, errorBody } from '../helpers/http.ts';

// Every development here carries a token in its name, so the searches see only this file's data.
const token = `tk${crypto.randomUUID().slice(0, 8)}`;
const ids: Record<string, string> = {};

async function list(params: Record<string, string>) {
  const res = await client().api('GET', '/api/oportunidades', { query: { q: token, ...params } });
  expect(res.status).toBe(200);
  return res.json();
}
const names = (page: ImovelPage) => page.items.map((i) => i.nome.replace(` ${token}`, ''));

beforeAll(async () => {
  const construtora = await signedUp('construtora', { nome: `Construtora Ação Sul ${token}` });
  const base = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
  const rows: [string, Record<string, string | number | boolean | null>][] = [
    [
      'Alfa',
      {
        tipo_imovel: 'Apartamento',
        tipo_negocio: 'venda',
        preco_min: 250000,
        preco_max: 280000,
        quartos_min: 2,
        quartos_max: 3,
        banheiros_min: 1,
        banheiros_max: 2,
        area_min: 60,
        area_max: 90,
        status: 'Lançamento',
        endereco: 'Av. Paulista, 900 - Bela Vista, São Paulo - SP',
        created_at: base(1),
      },
    ],
    [
      'Beta',
      {
        tipo_imovel: 'Casa',
        tipo_negocio: 'venda',
        preco_min: 650000,
        preco_max: 900000,
        quartos_min: 3,
        quartos_max: 4,
        banheiros_min: 3,
        banheiros_max: 4,
        area_min: 150,
        area_max: 190,
        status: 'Em construção',
        created_at: base(2),
      },
    ],
    [
      'Gama',
      {
        tipo_imovel: 'Apartamento',
        tipo_negocio: 'aluguel',
        preco_min: 3500,
        preco_max: 4200,
        quartos_min: 1,
        quartos_max: 1,
        banheiros_min: 1,
        banheiros_max: 1,
        area_min: 35,
        area_max: 45,
        status: 'Pronto para Morar',
        created_at: base(3),
      },
    ],
    [
      'Delta',
      {
        tipo_imovel: 'Terreno',
        tipo_negocio: 'venda',
        preco_min: 1200000,
        preco_max: 2500000,
        area_min: 600,
        area_max: 1200,
        status: 'Lançamento',
        created_at: base(4),
      },
    ],
    [
      'Épsilon',
      {
        tipo_imovel: 'Comercial',
        tipo_negocio: 'venda',
        preco_min: null,
        preco_max: null,
        status: 'Em obras',
        descricao: 'Salas comerciais com vista para o Guaíba',
        created_at: base(5),
      },
    ],
    [
      'Zeta',
      {
        tipo_imovel: 'Rural',
        tipo_negocio: 'venda',
        preco_min: 350000,
        preco_max: 480000,
        quartos_min: 5,
        quartos_max: 5,
        banheiros_min: 4,
        banheiros_max: 4,
        status: 'Na planta',
        created_at: base(6),
      },
    ],
    [
      'Inativo',
      { tipo_imovel: 'Apartamento', ativo: false, preco_min: 260000, preco_max: 270000, created_at: base(7) },
    ],
  ];
  for (const [nome, values] of rows)
    ids[nome] = await insertImovel(construtora.perfilId, { nome: `${nome} ${token}`, ...values });
});

describe('GET /api/oportunidades', () => {
  it('lists active developments only, newest first, with card fields and no gallery', async () => {
    const page = await list({});
    expect(names(page)).toEqual(['Zeta', 'Épsilon', 'Delta', 'Gama', 'Beta', 'Alfa']);
    expect(page.nextCursor).toBeNull();
    const alfa = page.items.find((i) => i.id === ids.Alfa)!;
    expect(alfa).toMatchObject({
      preco_min: 250000,
      preco_max: 280000,
      quartos_min: 2,
      construtora_nome: `Construtora Ação Sul ${token}`,
    });
    expect(Object.keys(alfa)).not.toContain('imagens_urls');
    expect(Object.keys(alfa)).not.toContain('descricao');
  });

  it('never shows an inactive development, not even by name', async () => {
    expect((await list({ q: `Inativo ${token}` })).items).toEqual([]);
  });

  it('searches ignoring accents and case, over name, address, description and developer', async () => {
    expect(names(await list({ q: `SAO PAULO ${token}` }))).toEqual(['Alfa']);
    expect(names(await list({ q: `epsilon ${token}` }))).toEqual(['Épsilon']);
    expect(names(await list({ q: `guaiba ${token}` }))).toEqual(['Épsilon']);
    expect(names(await list({ q: `construtora acao ${token}`, ordenar: 'oldest' }))).toEqual([
      'Alfa',
      'Beta',
      'Gama',
      'Delta',
      'Épsilon',
      'Zeta',
    ]);
    expect((await list({ q: `100% ${token}` })).items).toEqual([]);
  });

  it('filters by tipo, categoria and status', async () => {
    expect(names(await list({ tipo: 'aluguel' }))).toEqual(['Gama']);
    expect(names(await list({ categoria: 'apartamento' }))).toEqual(['Gama', 'Alfa']);
    expect(names(await list({ categoria: 'Casa' }))).toEqual(['Beta']);
    expect(names(await list({ status_empreendimento: 'Lançamento' }))).toEqual(['Delta', 'Alfa']);
  });

  it('applies price and area bands as min >= low and max <= high', async () => {
    expect(names(await list({ preco: '100000-300000' }))).toEqual(['Alfa']);
    expect(names(await list({ preco: '300000-500000' }))).toEqual(['Zeta']);
    expect(names(await list({ preco: '1000000-999999999' }))).toEqual(['Delta']);
    expect(names(await list({ preco: '0-100000' }))).toEqual(['Gama']);
    expect(names(await list({ area: '51-100' }))).toEqual(['Alfa']);
    expect(names(await list({ area: '501-9999999' }))).toEqual(['Delta']);
  });

  it('treats rooms and bathrooms as minimums, and combines filters', async () => {
    expect(names(await list({ quartos: '3' }))).toEqual(['Zeta', 'Beta']);
    expect(names(await list({ banheiros: '4' }))).toEqual(['Zeta']);
    expect(names(await list({ quartos: '2', tipo: 'venda', preco: '100000-300000' }))).toEqual(['Alfa']);
    expect(names(await list({ quartos: '2', categoria: 'terreno' }))).toEqual([]);
  });

  it('sorts by price both ways, developments without a price last', async () => {
    expect(names(await list({ ordenar: 'priceAsc' }))).toEqual(['Gama', 'Alfa', 'Zeta', 'Beta', 'Delta', 'Épsilon']);
    expect(names(await list({ ordenar: 'priceDesc' }))).toEqual(['Delta', 'Beta', 'Zeta', 'Alfa', 'Gama', 'Épsilon']);
  });

  for (const sort of ['newest', 'oldest', 'priceAsc', 'priceDesc']) {
    it(`pages with a keyset cursor (${sort}) without gaps or repeats`, async () => {
      const all = names(await list({ ordenar: sort }));
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: ImovelPage = await list({ ordenar: sort, limit: '4', ...(cursor ? { cursor } : {}) });
        seen.push(...names(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all);
    });
  }

  const bad: [Record<string, string>, string][] = [
    [{ preco: 'barato' }, 'Faixa de preço inválida. Use o formato mínimo-máximo.'],
    [{ preco: '500-100' }, 'Faixa de preço inválida: o mínimo é maior que o máximo.'],
    [{ area: '10-' }, 'Faixa de área inválida. Use o formato mínimo-máximo.'],
    [{ quartos: 'muitos' }, 'Número de quartos inválido.'],
    [{ banheiros: '-1' }, 'Número de banheiros inválido.'],
    [{ tipo: 'permuta' }, 'Tipo inválido. Use venda ou aluguel.'],
    [{ categoria: 'castelo' }, 'Categoria inválida.'],
    [{ ordenar: 'random' }, 'Ordenação inválida.'],
    [{ status_empreendimento: 'Demolido' }, 'Status do empreendimento inválido.'],
    [{ cursor: 'nao-e-cursor' }, 'Cursor de paginação inválido.'],
    [{ limit: '1000' }, 'Limite inválido.'],
    [{ q: 'x'.repeat(121) }, 'Busca muito longa (máximo de 120 caracteres).'],
  ];
  for (const [params, message] of bad) {
    it(`answers 400 in Portuguese for ${JSON.stringify(params).slice(0, 40)}`, async () => {
      const res = await client().request(`/api/oportunidades?${new URLSearchParams(params)}`);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error.message).toBe(message);
    });
  }

  it('ignores empty parameters, as a cleared filter sends them', async () => {
    expect(names(await list({ tipo: '', preco: '', quartos: '', ordenar: '' }))).toHaveLength(6);
  });

  it('a cursor made for another sort is refused', async () => {
    const page = await list({ limit: '2' });
    const res = await client().request(`/api/oportunidades?q=${token}&ordenar=priceAsc&cursor=${page.nextCursor}`);
    expect(res.status).toBe(400);
  });
});

describe('filters at their exact bounds', () => {
  // Three developments per bound: one sitting exactly on it, one just past the upper side, one just past the
  // lower side; a filter that compares the wrong column or uses < for <= picks the wrong ones.
  const edge = `tk${crypto.randomUUID().slice(0, 8)}`;
  const edgeList = async (params: Record<string, string>) => {
    const res = await client().api('GET', '/api/oportunidades', { query: { q: edge, ordenar: 'oldest', ...params } });
    expect(res.status).toBe(200);
    return (await res.json()).items.map((i) => i.nome.replace(` ${edge}`, ''));
  };

  beforeAll(async () => {
    const construtora = await signedUp('construtora', { nome: `Construtora Limites ${edge}` });
    const day = (n: number) => new Date(Date.UTC(2026, 1, n)).toISOString();
    const fixtures: [string, Record<string, number | string>][] = [
      [
        'Exato',
        {
          preco_min: 250000,
          preco_max: 280000,
          area_min: 60,
          area_max: 90,
          quartos_min: 3,
          quartos_max: 3,
          banheiros_min: 2,
          banheiros_max: 2,
        },
      ],
      [
        'Acima',
        {
          preco_min: 250000,
          preco_max: 280001,
          area_min: 60,
          area_max: 91,
          quartos_min: 2,
          quartos_max: 4,
          banheiros_min: 1,
          banheiros_max: 3,
        },
      ],
      [
        'Abaixo',
        {
          preco_min: 249999,
          preco_max: 280000,
          area_min: 59,
          area_max: 90,
          quartos_min: 4,
          quartos_max: 4,
          banheiros_min: 3,
          banheiros_max: 3,
        },
      ],
    ];
    for (const [i, [nome, values]] of fixtures.entries()) {
      await insertImovel(construtora.perfilId, { nome: `${nome} ${edge}`, created_at: day(i + 1), ...values });
    }
  });

  it('price band: preco_min >= low and preco_max <= high, both inclusive', async () => {
    expect(await edgeList({ preco: '250000-280000' })).toEqual(['Exato']);
    expect(await edgeList({ preco: '249999-280001' })).toEqual(['Exato', 'Acima', 'Abaixo']);
    expect(await edgeList({ preco: '250000-280001' })).toEqual(['Exato', 'Acima']);
    expect(await edgeList({ preco: '249999-280000' })).toEqual(['Exato', 'Abaixo']);
  });

  it('area band: area_min >= low and area_max <= high, both inclusive', async () => {
    expect(await edgeList({ area: '60-90' })).toEqual(['Exato']);
    expect(await edgeList({ area: '59-91' })).toEqual(['Exato', 'Acima', 'Abaixo']);
    expect(await edgeList({ area: '60-91' })).toEqual(['Exato', 'Acima']);
  });

  it('rooms and bathrooms: the minimum of the development reaches the filter, inclusive', async () => {
    expect(await edgeList({ quartos: '3' })).toEqual(['Exato', 'Abaixo']);
    expect(await edgeList({ quartos: '4' })).toEqual(['Abaixo']);
    expect(await edgeList({ banheiros: '2' })).toEqual(['Exato', 'Abaixo']);
    expect(await edgeList({ banheiros: '3' })).toEqual(['Abaixo']);
  });
});
