import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEITURA_TABELA } from '../../worker/domain/tabela-precos.ts';
import { readXlsx } from '../../worker/lib/planilha.ts';
import type { EspelhoFrame, Unidade } from '../../worker/schemas/espelho.ts';
import { signedInAdmin } from '../helpers/admin.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody, type Client } from '../helpers/http.ts';
import { openSocket } from '../helpers/sockets.ts';

type UnidadeRow = {
  id: string;
  torre: string;
  numero: string;
  andar: number;
  final: string | null;
  tipologia: string | null;
  area_privativa: number | null;
  vagas: number;
  preco_centavos: number | null;
  status: string;
  versao: number;
  seq: number;
};

const HEADER = 'torre;unidade;andar;tipologia;area_privativa;vagas;preco';
const BOM = '\uFEFF';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let dev: SignedUp;

beforeAll(async () => {
  dev = await signedUp('construtora', { nome: 'Construtora Planilha Ltda' });
});

function form(conteudo: string | Uint8Array, nome = 'tabela.csv') {
  const f = new FormData();
  f.set('arquivo', new File([conteudo as BlobPart], nome));
  return f;
}
const previa = (c: Client, imovelId: string, conteudo: string | Uint8Array, nome?: string) =>
  c.api('POST', '/api/tabela-precos/:imovelId/previa', { param: { imovelId }, form: form(conteudo, nome) });
const importCsv = (c: Client, imovelId: string, conteudo: string | Uint8Array, nome?: string) =>
  c.api('POST', '/api/tabela-precos/:imovelId', { param: { imovelId }, form: form(conteudo, nome) });

async function unidades(imovelId: string): Promise<UnidadeRow[]> {
  return withDb(async (db) => {
    const { rows } = await db.execute<UnidadeRow>(sql`
      SELECT id, torre, numero, andar, final, tipologia, area_privativa::float8 AS area_privativa, vagas,
             preco_centavos::float8 AS preco_centavos, status, versao, seq::float8 AS seq
        FROM unidades WHERE imovel_id = ${imovelId} ORDER BY torre, numero`);
    return rows;
  });
}
async function versoesNoBanco(imovelId: string) {
  return withDb(async (db) => {
    const { rows } = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tabelas_precos_versoes WHERE imovel_id = ${imovelId}`,
    );
    return rows[0]!.n;
  });
}
async function insertUnidades(imovelId: string, linhas: [string, string, number, number | null, string?][]) {
  await withDb((db) =>
    db.execute(sql`
      INSERT INTO unidades (imovel_id, torre, numero, andar, preco_centavos, status)
      SELECT ${imovelId}, v.torre, v.numero, v.andar, v.preco, coalesce(v.status, 'Disponível')
        FROM jsonb_to_recordset(${JSON.stringify(
          linhas.map(([torre, numero, andar, preco, status]) => ({ torre, numero, andar, preco, status })),
        )}::jsonb) AS v(torre text, numero text, andar int, preco bigint, status text)`),
  );
}

/**
 * An .xlsx as Excel writes it: shared strings (one with rich-text runs), numbers as numbers, styles, row spans,
 * a blank cell skipped by its reference, and two sheets where the first tab is the second file.
 */
function xlsxComoExcel(linhas: (string | number | null)[][]): Uint8Array {
  const strings: string[] = [];
  const sst = (s: string) => {
    const i = strings.indexOf(s);
    return i >= 0 ? i : strings.push(s) - 1;
  };
  const col = (i: number) => String.fromCharCode(65 + i);
  const rows = linhas
    .map((cells, r) => {
      const cs = cells
        .map((v, c) => {
          const ref = `${col(c)}${r + 1}`;
          if (v === null) return '';
          if (typeof v === 'number') return `<c r="${ref}" s="1"><v>${v}</v></c>`;
          return `<c r="${ref}" t="s"><v>${sst(v)}</v></c>`;
        })
        .join('');
      return `<row r="${r + 1}" spans="1:7" x14ac:dyDescent="0.25">${cs}</row>`;
    })
    .join('');
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const si = strings
    .map((s) =>
      s === 'Torre Ímpar & Cia'
        ? '<si><r><rPr><b/></rPr><t>Torre Ímpar</t></r><r><t xml:space="preserve"> &amp; Cia</t></r><rPh sb="0" eb="1"><t>x</t></rPh></si>'
        : `<si><t>${s.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></si>`,
    )
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Tabela" sheetId="2" r:id="rId2"/><sheet name="Rascunho" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/sharedStrings.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="${ns}" count="${strings.length}" uniqueCount="${strings.length}">${si}</sst>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>lixo</t></is></c></row></sheetData></worksheet>`,
    ),
    'xl/worksheets/sheet2.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${ns}" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac"><dimension ref="A1:G${linhas.length}"/><cols><col min="1" max="7" width="12"/></cols><sheetData>${rows}</sheetData></worksheet>`,
    ),
  });
}

describe('POST /api/tabela-precos/:imovelId (CSV)', () => {
  it('imports a UTF-8 CSV with BOM, CRLF, quoted fields and pt-BR numbers, and keeps a version', async () => {
    const imovel = await insertImovel(dev.perfilId);
    const csv =
      BOM +
      [
        HEADER,
        'Torre A;101;1;"2 dorms; suíte";68,5;1;450.000,00',
        'Torre A;102;1;"3 dorms ""garden""";1.234,56;2;R$ 1.234.567,89',
        'Torre B;1502;15;Studio;32;0;R$ 299.900',
        ';;;;;;',
        'Torre B;T1;0;;;;',
      ].join('\r\n') +
      '\r\n';
    const p = await previa(dev.client, imovel, csv);
    expect(p.status).toBe(200);
    expect(p.headers.get('cache-control')).toBe('private, no-store');
    const pj = await p.json();
    expect(pj).toMatchObject({ arquivo_nome: 'tabela.csv', criar: 4, alterar: 0, sem_mudanca: 0, erros: [] });
    expect(pj.linhas.map((l) => l.linha)).toEqual([2, 3, 4, 6]);
    expect(await unidades(imovel)).toEqual([]);

    const res = await importCsv(dev.client, imovel, csv);
    expect(res.status).toBe(201);
    const { versao } = await res.json();
    expect(versao).toMatchObject({
      autor: 'Construtora Planilha Ltda',
      arquivo_nome: 'tabela.csv',
      unidades_criadas: 4,
      unidades_alteradas: 0,
    });
    const rows = await unidades(imovel);
    expect(
      rows.map((u) => [u.torre, u.numero, u.andar, u.final, u.tipologia, u.area_privativa, u.vagas, u.preco_centavos]),
    ).toEqual([
      ['Torre A', '101', 1, '1', '2 dorms; suíte', 68.5, 1, 45_000_000],
      ['Torre A', '102', 1, '2', '3 dorms "garden"', 1234.56, 2, 123_456_789],
      ['Torre B', '1502', 15, '2', 'Studio', 32, 0, 29_990_000],
      ['Torre B', 'T1', 0, null, null, null, 0, null],
    ]);
    expect(rows.every((u) => u.status === 'Disponível' && u.versao === 1)).toBe(true);
    // The statement trigger derives the development's counts and price range from its units.
    const [im] = await withDb(
      async (db) =>
        (
          await db.execute<{ t: number; d: number; min: number; max: number }>(
            sql`SELECT unidades_total AS t, unidades_disponiveis AS d, preco_min::float8 AS min, preco_max::float8 AS max
                  FROM imoveis WHERE id = ${imovel}`,
          )
        ).rows,
    );
    expect(im).toEqual({ t: 4, d: 4, min: 299_900, max: 1_234_567.89 });
  });

  it('reads the header without regard to case, accents or column order, and LF files without BOM', async () => {
    const imovel = await insertImovel(dev.perfilId);
    const csv = 'PREÇO;Unidade;Torre;Andar;Área Privativa;VAGAS;Tipologia\n500.000,00;201;Torre C;2;70,00;1;2 dorms\n';
    const res = await importCsv(dev.client, imovel, csv);
    expect(res.status).toBe(201);
    expect((await unidades(imovel)).map((u) => [u.torre, u.numero, u.preco_centavos, u.area_privativa])).toEqual([
      ['Torre C', '201', 50_000_000, 70],
    ]);
  });

  it('changes only the units whose values differ, bumping versao and seq of those alone, blocked ones too', async () => {
    const imovel = await insertImovel(dev.perfilId);
    await insertUnidades(imovel, [
      ['Torre A', '101', 1, 40_000_000],
      ['Torre A', '102', 1, 41_000_000],
      ['Torre A', '103', 1, 42_000_000, 'Bloqueada'],
      ['Torre A', '104', 1, 43_000_000],
    ]);
    const antes = await unidades(imovel);
    const csv = [
      HEADER,
      'Torre A;101;1;;;0;400.000,00', // same
      'Torre A;102;1;;;0;410.500,00', // price
      'Torre A;103;1;;;0;450.000,00', // price of a blocked unit
      'Torre A;104;2;;;0;430.000,00', // floor
      'Torre A;105;1;;;0;500.000,00', // new
    ].join('\n');
    const pj = await (await previa(dev.client, imovel, csv)).json();
    expect(pj).toMatchObject({ criar: 1, alterar: 3, sem_mudanca: 1, erros: [] });
    expect(pj.linhas.find((l) => l.unidade === '102')).toEqual({
      linha: 3,
      torre: 'Torre A',
      unidade: '102',
      acao: 'alterar',
      status: 'Disponível',
      mudancas: [{ campo: 'preco_centavos', de: 41_000_000, para: 41_050_000 }],
    });

    const res = await importCsv(dev.client, imovel, csv);
    expect(res.status).toBe(201);
    expect((await res.json()).versao).toMatchObject({
      unidades_criadas: 1,
      unidades_alteradas: 3,
    });
    const depois = new Map((await unidades(imovel)).map((u) => [u.numero, u]));
    const maxSeqAntes = Math.max(...antes.map((u) => u.seq));
    // 101 is unchanged: untouched. Every other unit moved on once, after everything before the import.
    const igual = antes.find((u) => u.numero === '101')!;
    const mudadas = antes.filter((u) => u !== igual);
    expect(depois.get('101')).toMatchObject({ versao: 1, seq: igual.seq });
    expect(mudadas).toHaveLength(antes.length - 1);
    for (const u of mudadas) {
      const d = depois.get(u.numero)!;
      expect(d.versao, u.numero).toBe(2);
      expect(d.seq, u.numero).toBeGreaterThan(maxSeqAntes);
    }
    expect(depois.get('103')).toMatchObject({ status: 'Bloqueada', preco_centavos: 45_000_000 });
    expect(depois.get('104')!.andar).toBe(2);
    expect(depois.get('105')).toMatchObject({ preco_centavos: 50_000_000, versao: 1 });
  });

  it('refuses every line that would change a unit under sale, and the whole file with them; equal lines pass', async () => {
    const imovel = await insertImovel(dev.perfilId);
    await insertUnidades(imovel, [
      ['Torre A', '101', 10, 40_000_000, 'Reservada'],
      ['Torre A', '102', 10, 41_000_000, 'Em Proposta'],
      ['Torre A', '103', 10, 42_000_000, 'Vendida'],
      ['Torre A', '104', 10, 43_000_000, 'Vendida'],
      ['Torre A', '105', 10, 44_000_000],
    ]);
    const antes = await unidades(imovel);
    const csv = [
      HEADER,
      'Torre A;101;10;;;0;1,00', // price of a held unit
      'Torre A;102;99;;;0;410.000,00', // floor of a unit under proposal
      'Torre A;103;10;mudou;10;0;', // typology, area and price of a sold unit
      'Torre A;104;10;;;0;430.000,00', // a sold unit, unchanged
      'Torre A;105;10;;;0;1,00', // an available unit
    ].join('\n');
    const pj = await (await previa(dev.client, imovel, csv)).json();
    expect(pj).toMatchObject({ criar: 0, alterar: 1, sem_mudanca: 1 });
    expect(pj.linhas.map((l) => l.unidade)).toEqual(['105']);
    expect(pj.erros).toEqual([
      { linha: 2, motivo: 'A unidade 101 da torre Torre A está Reservada: os dados dela não podem ser alterados.' },
      { linha: 3, motivo: 'A unidade 102 da torre Torre A está Em Proposta: os dados dela não podem ser alterados.' },
      { linha: 4, motivo: 'A unidade 103 da torre Torre A está Vendida: os dados dela não podem ser alterados.' },
    ]);

    const res = await importCsv(dev.client, imovel, csv);
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.issues).toHaveLength(3);
    expect(await unidades(imovel)).toEqual(antes);
    expect(await versoesNoBanco(imovel)).toBe(0);

    // Export and import back: the sold units' lines change nothing, so the file applies.
    const exportado = await dev.client.request(`/api/tabela-precos/${imovel}/exportar`);
    expect((await importCsv(dev.client, imovel, await exportado.text())).status).toBe(201);
    expect(await unidades(imovel)).toEqual(antes);
  });
});

describe('live grid', () => {
  it('an applied table reaches the open grids with exactly the units it created or changed', async () => {
    const imovel = await insertImovel(dev.perfilId);
    await insertUnidades(imovel, [
      ['Torre A', '101', 1, 40_000_000],
      ['Torre A', '102', 1, 41_000_000],
    ]);
    const grid = await openSocket(dev.client, `/api/espelho/${imovel}/ws`);
    try {
      const csv = [HEADER, 'Torre A;101;1;;;0;400.000,00', 'Torre A;102;1;;;0;420.000,00', 'Torre A;103;1;;;0;1'];
      expect((await importCsv(dev.client, imovel, csv.join('\n'))).status).toBe(201);
      const frame = await grid.next<Extract<EspelhoFrame, { type: 'unidades' }>>((f) => f.type === 'unidades');
      const recebidas = frame.unidades.map((u: Unidade) => [u.numero, u.preco_centavos, u.versao]).sort();
      expect(recebidas).toEqual([
        ['102', 42_000_000, 2],
        ['103', 100, 1],
      ]);
      expect(frame.contagem['Disponível']).toBe(3);
    } finally {
      grid.ws.close();
    }
  });
});

describe('refusals', () => {
  it('refuses every bad line with its line number and reason (header = line 1)', async () => {
    const imovel = await insertImovel(dev.perfilId);
    const csv = [
      HEADER,
      ';101;1;;;;100.000,00', // 2: no tower
      'Torre A;;1;;;;100.000,00', // 3: no unit number
      'Torre A;103;3,5;;;;100.000,00', // 4: floor not an integer
      'Torre A;104;um;;;;100.000,00', // 5: floor not a number
      'Torre A;105;1;;;;-10,00', // 6: negative price
      'Torre A;106;1;;;;0', // 7: zero price
      'Torre A;107;1;;abc;;100.000,00', // 8: area not a number
      'Torre A;108;1;;;1,5;100.000,00', // 9: parking not an integer
      'Torre A;109;1;"2 dorms', // 10-11 of the text, row 10 in Excel: a quoted line break stays in its cell
      'suíte";;;100.000,00',
      'Torre A;101;1;;;;100.000,00', // 11: fine
      'Torre A;101;1;;;;200.000,00', // 12: duplicate of 11
      'Torre A;110;1;;;;mil reais', // 13: price not a number
      'Torre A;105;1;;;;100.000,00', // 14: repeats line 6, itself refused
    ].join('\r\n');
    const pj = await (await previa(dev.client, imovel, csv)).json();
    expect(pj.erros).toEqual([
      { linha: 2, motivo: 'Informe a torre.' },
      { linha: 3, motivo: 'Informe o número da unidade.' },
      { linha: 4, motivo: 'Andar: informe um número inteiro.' },
      { linha: 5, motivo: 'Andar: informe um número inteiro.' },
      { linha: 6, motivo: 'O preço deve ser maior que zero.' },
      { linha: 7, motivo: 'O preço deve ser maior que zero.' },
      { linha: 8, motivo: 'Área privativa: informe um número (ex.: 68,50).' },
      { linha: 9, motivo: 'Vagas: informe um número inteiro.' },
      { linha: 12, motivo: 'A unidade 101 da torre Torre A já aparece na linha 11.' },
      { linha: 13, motivo: 'Preço: informe um valor em reais (ex.: 450.000,00).' },
      { linha: 14, motivo: 'A unidade 105 da torre Torre A já aparece na linha 6.' },
    ]);
    expect(pj.linhas.map((l) => l.linha)).toEqual([10, 11]);
    expect(pj.linhas[0]!.mudancas).toContainEqual({ campo: 'tipologia', de: null, para: '2 dorms\nsuíte' });

    const res = await importCsv(dev.client, imovel, csv);
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.message).toBe(
      'A tabela tem erros: nada foi aplicado. Corrija as linhas indicadas e envie de novo.',
    );
    expect(body.error.issues).toContainEqual({ path: ['linha', 2], message: 'Informe a torre.' });
    expect(body.error.issues).toHaveLength(11);
    expect(await unidades(imovel)).toEqual([]);
  });

  it('applies nothing when only the LAST line is bad: no unit, no change, no version', async () => {
    const imovel = await insertImovel(dev.perfilId);
    await insertUnidades(imovel, [['Torre A', '101', 1, 40_000_000]]);
    const antes = await unidades(imovel);
    const linhas = [HEADER, 'Torre A;101;1;;;0;999.999,00'];
    for (let i = 2; i <= 40; i++) linhas.push(`Torre A;${100 + i};1;;;0;300.000,00`);
    linhas.push('Torre A;999;1;;;0;-5');
    const res = await importCsv(dev.client, imovel, linhas.join('\n'));
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.error.message).toBe('O preço deve ser maior que zero.');
    expect(body.error.issues).toEqual([{ path: ['linha', 42], message: 'O preço deve ser maior que zero.' }]);
    expect(await unidades(imovel)).toEqual(antes);
    expect(await versoesNoBanco(imovel)).toBe(0);
  });

  it('refuses files it cannot read, with the reason in Portuguese', async () => {
    const imovel = await insertImovel(dev.perfilId);
    const casos: [string | Uint8Array, string][] = [
      ['', 'O arquivo está vazio.'],
      [
        'torre;unidade;andar;Área Privativa;vagas;preco\nA;1;1;;;1',
        'Coluna obrigatória ausente no cabeçalho: tipologia.',
      ],
      [
        'nome,preco\nA,1',
        'A primeira linha deve ser o cabeçalho: torre;unidade;andar;tipologia;area_privativa;vagas;preco.',
      ],
      [HEADER + '\n', 'O arquivo não tem nenhuma unidade abaixo do cabeçalho.'],
      [`${HEADER}\nTorre A;"101;1;;;;1`, 'Há aspas abertas que não foram fechadas até o fim do arquivo.'],
      [
        new Uint8Array([0x74, 0x6f, 0x72, 0x72, 0x65, 0xe7, 0x3b]),
        'O arquivo CSV não está em UTF-8: no Excel, salve como "CSV UTF-8 (Delimitado por vírgulas)".',
      ],
      [
        new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]),
        'Arquivos .xls (Excel 97-2003) não são aceitos: salve como .xlsx ou CSV.',
      ],
      [
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
        'Não foi possível ler a planilha .xlsx: o arquivo está corrompido ou não é uma planilha do Excel.',
      ],
      // Only the whole zip signature makes a file XLSX: a text whose fourth byte is the signature's last is CSV.
      [
        new Uint8Array([0x6e, 0x6f, 0x6d, 0x04, 0x2c, 0x70, 0x72, 0x65, 0x63, 0x6f]),
        'A primeira linha deve ser o cabeçalho: torre;unidade;andar;tipologia;area_privativa;vagas;preco.',
      ],
      [`${HEADER}\nTorre\u0000A;1;1;;;;1`, 'A linha contém caracteres inválidos.'],
    ];
    for (const [conteudo, motivo] of casos) {
      const pj = await (await previa(dev.client, imovel, conteudo)).json();
      expect(
        pj.erros.map((e) => e.motivo),
        motivo,
      ).toEqual([motivo]);
      const res = await importCsv(dev.client, imovel, conteudo);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error.message).toBe(motivo);
    }
    expect(await versoesNoBanco(imovel)).toBe(0);
  });

  it('caps a file at 5,000 units and the development at 5,000 units in total', async () => {
    const imovel = await insertImovel(dev.perfilId);
    const linhas = [HEADER];
    for (let i = 1; i <= 5001; i++) linhas.push(`T;${i};1;;;;1`);
    const res = await importCsv(dev.client, imovel, linhas.join('\n'));
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error).toMatchObject({
      message: 'O arquivo tem mais de 5.000 unidades; o máximo é 5.000.',
      issues: [{ path: ['arquivo'], message: 'O arquivo tem mais de 5.000 unidades; o máximo é 5.000.' }],
    });
    await insertUnidades(
      imovel,
      Array.from({ length: 4999 }, (_, i) => ['Velha', String(i + 1), 1, 100] as [string, string, number, number]),
    );
    const dois = [HEADER, 'Nova;1;1;;;;1', 'Nova;2;1;;;;1'].join('\n');
    const pj = await (await previa(dev.client, imovel, dois)).json();
    expect(pj.erros).toEqual([
      { linha: 0, motivo: 'Com esta tabela o empreendimento ficaria com 5.001 unidades; o máximo é 5.000.' },
    ]);
    expect((await importCsv(dev.client, imovel, dois)).status).toBe(400);
    expect((await importCsv(dev.client, imovel, [HEADER, 'Nova;1;1;;;;1'].join('\n'))).status).toBe(201);
  });

  it('refuses a request without a file, with two files, or with a file over 2 MB', async () => {
    const imovel = await insertImovel(dev.perfilId);
    const semArquivo = await dev.client.request(`/api/tabela-precos/${imovel}/previa`, { method: 'POST', json: {} });
    expect(semArquivo.status).toBe(400);
    expect((await errorBody(semArquivo)).error).toMatchObject({
      message: 'Envie o arquivo da tabela de preços (.csv ou .xlsx).',
      issues: [{ path: ['arquivo'] }],
    });
    const dois = form('a');
    dois.append('arquivo', new File(['b'], 'b.csv'));
    expect((await dev.client.request(`/api/tabela-precos/${imovel}`, { method: 'POST', body: dois })).status).toBe(400);
    const grande = `${HEADER}\n${'x'.repeat(2 * 1024 * 1024)}`;
    for (const path of [`/api/tabela-precos/${imovel}/previa`, `/api/tabela-precos/${imovel}`]) {
      const res = await dev.client.request(path, { method: 'POST', body: form(grande) });
      expect(res.status).toBe(413);
      expect((await errorBody(res)).error.message).toBe('O arquivo deve ter no máximo 2 MB.');
    }
    expect(await versoesNoBanco(imovel)).toBe(0);
  });
});

describe('XLSX', () => {
  it('imports the first sheet of an Excel-made workbook (shared strings, rich text, numbers, gaps)', async () => {
    const imovel = await insertImovel(dev.perfilId);
    const bytes = xlsxComoExcel([
      ['Torre', 'Unidade', 'Andar', 'Tipologia', 'Área privativa', 'Vagas', 'Preço'],
      ['Torre Ímpar & Cia', 101, 1, '2 dorms', 68.5, 1, 450000],
      ['Torre Ímpar & Cia', '102', 1, null, 100.125, null, 'R$ 1.234.567,89'],
      [null, null, null, null, null, null, null],
      ['Torre 2', 1501, 15, 'Cobertura <duplex>', 210, 3, 2500000.5],
    ]);
    const pj = await (await previa(dev.client, imovel, bytes, 'tabela.xlsx')).json();
    expect(pj).toMatchObject({ arquivo_nome: 'tabela.xlsx', criar: 3, erros: [] });
    expect(pj.linhas.map((l) => l.linha)).toEqual([2, 3, 5]);
    expect((await importCsv(dev.client, imovel, bytes, 'tabela.xlsx')).status).toBe(201);
    expect(
      (await unidades(imovel)).map((u) => [
        u.torre,
        u.numero,
        u.andar,
        u.tipologia,
        u.area_privativa,
        u.vagas,
        u.preco_centavos,
      ]),
    ).toEqual([
      ['Torre 2', '1501', 15, 'Cobertura <duplex>', 210, 3, 250_000_050],
      ['Torre Ímpar & Cia', '101', 1, '2 dorms', 68.5, 1, 45_000_000],
      ['Torre Ímpar & Cia', '102', 1, null, 100.13, 0, 123_456_789],
    ]);
  });

  it('refuses bad XLSX lines with the row number Excel shows', async () => {
    const imovel = await insertImovel(dev.perfilId);
    const bytes = xlsxComoExcel([
      ['torre', 'unidade', 'andar', 'tipologia', 'area_privativa', 'vagas', 'preco'],
      ['A', 1, 1, null, null, null, 100],
      [null, null, null, null, null, null, null],
      ['A', 2, 1.5, null, null, null, 100],
      ['A', 3, 1, null, null, null, 0],
    ]);
    const res = await importCsv(dev.client, imovel, bytes, 'tabela.xlsx');
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.issues).toEqual([
      { path: ['linha', 4], message: 'Andar: informe um número inteiro.' },
      { path: ['linha', 5], message: 'O preço deve ser maior que zero.' },
    ]);
    expect(await unidades(imovel)).toEqual([]);
  });
});

describe('GET /api/tabela-precos/:imovelId/exportar', () => {
  let imovel = '';
  beforeAll(async () => {
    imovel = await insertImovel(dev.perfilId, { nome: 'Residencial Águas Claras!' });
    const csv = [
      HEADER,
      'Torre B;201;2;"Giardino; 3 dorms";1.234,5;2;1.234.567,89',
      'Torre A;1001;10;=SOMA(1);68;1;450.000,00',
      'Torre A;101;1;;;0;',
      'Torre A;91;0;Térreo;45,25;0;299.999,99',
    ].join('\n');
    expect((await importCsv(dev.client, imovel, csv)).status).toBe(201);
  });

  it('exports the current table as CSV for Excel pt-BR (BOM, ;, pt-BR numbers, formulas neutralised)', async () => {
    const res = await dev.client.request(`/api/tabela-precos/${imovel}/exportar?formato=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="tabela-residencial-aguas-claras.csv"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      [
        HEADER,
        'Torre A;91;0;Térreo;45,25;0;299.999,99',
        'Torre A;101;1;;;0;',
        "Torre A;1001;10;'=SOMA(1);68;1;450.000,00",
        'Torre B;201;2;"Giardino; 3 dorms";1.234,5;2;1.234.567,89',
        '',
      ].join('\r\n'),
    );
  });

  it('a CSV or XLSX export re-imported unchanged previews 0 changes', async () => {
    for (const formato of ['csv', 'xlsx'] as const) {
      const res = await dev.client.request(`/api/tabela-precos/${imovel}/exportar?formato=${formato}`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const pj = await (await previa(dev.client, imovel, bytes, `tabela.${formato}`)).json();
      expect(pj, formato).toMatchObject({ criar: 0, alterar: 0, sem_mudanca: 4, linhas: [], erros: [] });
    }
  });

  it('exports an XLSX whose first sheet holds the table with numbers as numbers', async () => {
    const res = await dev.client.request(`/api/tabela-precos/${imovel}/exportar?formato=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="tabela-residencial-aguas-claras.xlsx"');
    const rows = readXlsx(new Uint8Array(await res.arrayBuffer()), LEITURA_TABELA);
    expect(rows.map((r) => r.cells)).toEqual([
      ['torre', 'unidade', 'andar', 'tipologia', 'area_privativa', 'vagas', 'preco'],
      ['Torre A', '91', 0, 'Térreo', 45.25, 0, 299_999.99],
      ['Torre A', '101', 1, null, null, 0], // a row ends at its last filled cell
      ['Torre A', '1001', 10, '=SOMA(1)', 68, 1, 450_000],
      ['Torre B', '201', 2, 'Giardino; 3 dorms', 1234.5, 2, 1_234_567.89],
    ]);
  });

  it('refuses an unknown format in Portuguese', async () => {
    const res = await dev.client.request(`/api/tabela-precos/${imovel}/exportar?formato=pdf`);
    expect(res.status).toBe(400);
    expect((await errorBody(res)).error.message).toBe('Formato inválido: use csv ou xlsx.');
  });
});

describe('GET /api/tabela-precos/:imovelId/versoes', () => {
  it('lists every import newest first: when, who, the file and how many units it created or changed', async () => {
    const imovel = await insertImovel(dev.perfilId);
    expect((await importCsv(dev.client, imovel, `${HEADER}\nA;1;1;;;;1\nA;2;1;;;;1`, 'primeira.csv')).status).toBe(201);
    expect((await importCsv(dev.client, imovel, `${HEADER}\nA;1;1;;;;2\nA;3;1;;;;1`, 'segunda.csv')).status).toBe(201);
    const res = await dev.client.api('GET', '/api/tabela-precos/:imovelId/versoes', { param: { imovelId: imovel } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { versoes } = await res.json();
    expect(versoes.map((v) => [v.arquivo_nome, v.autor, v.unidades_criadas, v.unidades_alteradas])).toEqual([
      ['segunda.csv', 'Construtora Planilha Ltda', 1, 1],
      ['primeira.csv', 'Construtora Planilha Ltda', 2, 0],
    ]);
    expect(new Date(versoes[0]!.created_at).toISOString()).toBe(versoes[0]!.created_at);
  });
});

describe('Idempotency-Key', () => {
  it('a repeated import with the same key answers the first result and applies the file once', async () => {
    const imovel = await insertImovel(dev.perfilId);
    const chave = crypto.randomUUID();
    const csv = `${HEADER}\nTorre A;101;1;;;0;100.000,00`;
    const send = () =>
      dev.client.api('POST', '/api/tabela-precos/:imovelId', {
        param: { imovelId: imovel },
        form: form(csv),
        idempotencyKey: chave,
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await a.json()).versao.id).toBe((await b.json()).versao.id);
    expect(await versoesNoBanco(imovel)).toBe(1);
  });
});

describe('concurrency', () => {
  it('two imports of the same new units at the same instant: both succeed one after the other, no unit twice', async () => {
    const imovel = await insertImovel(dev.perfilId);
    const linhas = [HEADER];
    for (let i = 1; i <= 50; i++) linhas.push(`Torre A;${i};1;;;;100.000,00`);
    const csv = linhas.join('\n');
    const results = await Promise.all([1, 2, 3].map(() => importCsv(dev.client, imovel, csv)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    const versoes = await Promise.all(results.map(async (r) => (await r.json()).versao));
    expect(versoes.map((v) => v.unidades_criadas).sort()).toEqual([0, 0, 50]);
    expect(await unidades(imovel)).toHaveLength(50);
  });
});

describe('authorization', () => {
  let imovel = '';
  let outra: SignedUp;
  let corretor: SignedUp;
  let admin: Client;
  beforeAll(async () => {
    imovel = await insertImovel(dev.perfilId);
    await insertUnidades(imovel, [['Torre A', '101', 1, 40_000_000]]);
    outra = await signedUp('construtora');
    corretor = await signedUp('corretor');
    admin = (await signedInAdmin()).client;
  });
  const csv = `${HEADER}\nTorre A;101;1;;;0;1,00`;
  const chamadas = (id: string): [string, (c: Client) => Promise<Response>][] => [
    ['previa', (c) => previa(c, id, csv)],
    ['importar', (c) => importCsv(c, id, csv)],
    ['exportar', (c) => c.request(`/api/tabela-precos/${id}/exportar?formato=csv`)],
    ['versoes', (c) => c.request(`/api/tabela-precos/${id}/versoes`)],
  ];

  it('refuses a visitor (401), a broker and an admin (403), another developer (404); the price never changes', async () => {
    for (const [nome, call] of chamadas(imovel)) {
      expect((await call(client())).status, `${nome} visitante`).toBe(401);
      for (const [quem, c] of [
        ['corretor', corretor.client],
        ['admin', admin],
      ] as const) {
        const res = await call(c);
        expect(res.status, `${nome} ${quem}`).toBe(403);
        expect((await errorBody(res)).error.message).toBe('Acesso negado.');
      }
      const res = await call(outra.client);
      expect(res.status, `${nome} outra construtora`).toBe(404);
      expect((await errorBody(res)).error.message).toBe('Empreendimento não encontrado.');
    }
    expect((await unidades(imovel))[0]!.preco_centavos).toBe(40_000_000);
    expect(await versoesNoBanco(imovel)).toBe(0);
  });

  it('checks the development is the caller’s before reading the upload: another developer without a file gets 404', async () => {
    for (const rota of ['previa', '']) {
      const res = await outra.client.request(`/api/tabela-precos/${imovel}${rota ? `/${rota}` : ''}`, {
        method: 'POST',
        body: new FormData(),
      });
      expect(res.status, rota || 'importar').toBe(404);
      expect((await errorBody(res)).error.message).toBe('Empreendimento não encontrado.');
    }
  });

  it('answers 404 for a removed (archived) development, like its grid: nothing imported, nothing exported', async () => {
    const arquivado = await insertImovel(dev.perfilId);
    await insertUnidades(arquivado, [['Torre A', '101', 1, 40_000_000]]);
    await withDb((db) =>
      db.execute(sql`UPDATE imoveis SET removido_em = now(), ativo = false WHERE id = ${arquivado}`),
    );
    for (const [nome, call] of chamadas(arquivado)) {
      const res = await call(dev.client);
      expect(res.status, nome).toBe(404);
      expect((await errorBody(res)).error.message).toBe('Empreendimento não encontrado.');
    }
    expect(await unidades(arquivado)).toMatchObject([{ numero: '101', preco_centavos: 40_000_000 }]);
    expect(await versoesNoBanco(arquivado)).toBe(0);
  });

  it('answers 404 for an unknown or malformed development id', async () => {
    for (const id of [crypto.randomUUID(), 'nao-e-uuid']) {
      for (const [nome, call] of chamadas(id)) {
        const res = await call(dev.client);
        expect(res.status, `${nome} ${id}`).toBe(404);
        expect((await errorBody(res)).error.message).toBe('Empreendimento não encontrado.');
      }
    }
  });
});
