// Hostile price tables: XML shapes that made a backtracking reader take seconds (and the Worker with it), and zip
// bombs. The time bounds are the finding itself: each shape took 1.4 to 23 s before the reader became one pass,
// and is answered in milliseconds now; a second leaves room for a slow machine.
import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PreviaTabela } from '../../worker/schemas/tabela-precos.ts';
import { withDb } from '../helpers/db.ts';
import { insertImovel, signedUp, type SignedUp } from '../helpers/factories.ts';
import { client, errorBody, type ErrorBody } from '../helpers/http.ts';

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const HEADER_ROW =
  '<row r="1">' +
  ['torre', 'unidade', 'andar', 'tipologia', 'area_privativa', 'vagas', 'preco']
    .map((h) => `<c t="inlineStr"><is><t>${h}</t></is></c>`)
    .join('') +
  '</row>';
const XLSX_INVALIDO =
  'Não foi possível ler a planilha .xlsx: o arquivo está corrompido ou não é uma planilha do Excel.';
const GRANDE =
  'A planilha .xlsx descompactada passa de 8 MB, mais do que 5.000 unidades ocupam: envie só a aba da tabela de preços.';

/** A workbook whose only part is the first sheet, holding `sheetData` as given. */
const xlsx = (sheetData: string) =>
  zipSync(
    { 'xl/worksheets/sheet1.xml': strToU8(`<worksheet xmlns="${NS}"><sheetData>${sheetData}</sheetData></worksheet>`) },
    { level: 9 },
  );

let dev: SignedUp;
beforeAll(async () => {
  dev = await signedUp('construtora', { nome: 'Construtora Hostil Ltda' });
});

function send(path: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set('arquivo', new File([bytes as BlobPart], 'tabela.xlsx'));
  return dev.client.request(path, { method: 'POST', body: form });
}

/** The answer and how long it took. */
async function timed(path: string, bytes: Uint8Array) {
  const started = Date.now();
  const res = await send(path, bytes);
  const body: unknown = await res.json();
  return { status: res.status, body, ms: Date.now() - started };
}

async function written(imovel: string) {
  return withDb(async (db) => {
    const { rows } = await db.execute<{ unidades: number; versoes: number }>(sql`
      SELECT (SELECT count(*)::int FROM unidades WHERE imovel_id = ${imovel}) AS unidades,
             (SELECT count(*)::int FROM tabelas_precos_versoes WHERE imovel_id = ${imovel}) AS versoes`);
    return rows[0]!;
  });
}

describe('hostile XML shapes are read in one pass', () => {
  const invalido = { linha: 0, motivo: XLSX_INVALIDO };
  const shapes: [string, Uint8Array, { linha: number; motivo: string }][] = [
    ['a row tag with a 40,000-character attribute run', xlsx(`<row r="1" ${'a'.repeat(40_000)}></row>`), invalido],
    ['a row tag with an 80,000-character attribute run', xlsx(`<row r="1" ${'a'.repeat(80_000)}></row>`), invalido],
    ['an 80,000-character attribute value', xlsx(`<row r="1" x="${'a'.repeat(80_000)}"></row>`), invalido],
    [
      '40,000 unclosed row tags',
      xlsx('<row>'.repeat(40_000)),
      {
        linha: 1,
        motivo: 'A primeira linha deve ser o cabeçalho: torre;unidade;andar;tipologia;area_privativa;vagas;preco.',
      },
    ],
    [
      '40,000 unclosed cell tags',
      xlsx(`${HEADER_ROW}<row r="2">${'<c t="inlineStr"><is><t>x'.repeat(40_000)}</row>`),
      { linha: 1, motivo: 'O arquivo não tem nenhuma unidade abaixo do cabeçalho.' },
    ],
  ];

  it.each(shapes)('%s: the preview answers within a second, with the reason in Portuguese', async (_, bytes, erro) => {
    expect(bytes.length).toBeLessThan(5_000);
    const imovel = await insertImovel(dev.perfilId);
    const { status, body, ms } = await timed(`/api/tabela-precos/${imovel}/previa`, bytes);
    expect(status).toBe(200);
    expect((body as PreviaTabela).erros).toEqual([erro]);
    expect(ms).toBeLessThan(1_000);
  });

  it('keeps /api/health answering while hostile previews run', async () => {
    const imovel = await insertImovel(dev.perfilId);
    const hostile = xlsx(`<row r="1" ${'a'.repeat(80_000)}></row>`);
    let running = true;
    const previews = Promise.all(
      Array.from({ length: 3 }, () => send(`/api/tabela-precos/${imovel}/previa`, hostile).then((r) => r.json())),
    ).finally(() => {
      running = false;
    });
    const waits: number[] = [];
    const probe = client();
    while (running) {
      const started = Date.now();
      expect((await probe.request('/api/health')).status).toBe(200);
      waits.push(Date.now() - started);
    }
    await previews;
    expect(Math.max(...waits)).toBeLessThan(1_000);
  });
});

describe('zip bombs stop at the inflated cap', () => {
  // A row that repeats compresses about 1,000 to 1: 150 kB of zip, 60 MB of rows once inflated.
  const row = '<row><c t="inlineStr"><is><t>Torre A</t></is></c><c><v>101</v></c><c><v>1</v></c></row>';
  const bomba = xlsx(HEADER_ROW + row.repeat(Math.ceil((60 * 1024 * 1024) / row.length)));

  it('refuses a 60 MB sheet with 413 within a second, on preview and import, writing nothing', async () => {
    expect(bomba.length).toBeLessThan(2 * 1024 * 1024);
    const imovel = await insertImovel(dev.perfilId);
    for (const path of [`/api/tabela-precos/${imovel}/previa`, `/api/tabela-precos/${imovel}`]) {
      const { status, body, ms } = await timed(path, bomba);
      expect(status).toBe(413);
      expect((body as ErrorBody).error).toMatchObject({ code: 'payload_too_large', message: GRANDE });
      expect(ms).toBeLessThan(1_000);
    }
    expect(await written(imovel)).toEqual({ unidades: 0, versoes: 0 });
  });

  it('stops reading rows at the 5,001st unit of a sheet under the cap', async () => {
    // 7 MB of one-cell rows: 280,000 units, each an error of its own if the reader went on.
    const curta = '<row><c><v>1</v></c></row>';
    const muitas = xlsx(HEADER_ROW + curta.repeat(Math.floor((7 * 1024 * 1024) / curta.length)));
    const imovel = await insertImovel(dev.perfilId);
    const motivo = 'O arquivo tem mais de 5.000 unidades; o máximo é 5.000.';
    const previa = await timed(`/api/tabela-precos/${imovel}/previa`, muitas);
    expect(previa.status).toBe(200);
    expect((previa.body as PreviaTabela).erros).toEqual([{ linha: 0, motivo }]);
    expect(previa.ms).toBeLessThan(1_000);
    const importa = await send(`/api/tabela-precos/${imovel}`, muitas);
    expect(importa.status).toBe(400);
    expect((await errorBody(importa)).error.message).toBe(motivo);
    expect(await written(imovel)).toEqual({ unidades: 0, versoes: 0 });
  });
});
