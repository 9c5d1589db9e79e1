// The spreadsheet reader/writer on its own: CSV corners of RFC 4180 and XLSX files written by other programs.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { slug } from '../../worker/domain/tabela-precos.ts';
import { numeroBr } from '../../worker/schemas/numero-br.ts';
import { AppError } from '../../worker/lib/errors.ts';
import {
  MAX_XLSX_INFLATED,
  SpreadsheetError,
  readCsv,
  readXlsx,
  writeXlsx,
  type Cell,
  type ReadOptions,
} from '../../worker/lib/planilha.ts';

const celulas = (rows: { cells: unknown[] }[]) => rows.map((r) => r.cells);
const OPCOES: ReadOptions = {
  maxRows: 10,
  messages: { tooManyRows: 'linhas demais', unclosedQuote: 'aspas', invalidXlsx: 'inválido', xlsxTooBig: 'grande' },
};

describe('readCsv', () => {
  it('splits on ; and CRLF, LF or CR, with quoted ;, "" and line breaks, and a last line without a break', () => {
    const rows = readCsv('a;b\r\n"x;y";"di ""z"""\n"1\r\n2";\r3;4', OPCOES);
    expect(celulas(rows)).toEqual([
      ['a', 'b'],
      ['x;y', 'di "z"'],
      ['1\n2', ''],
      ['3', '4'],
    ]);
    expect(rows.map((r) => r.line)).toEqual([1, 2, 3, 4]);
  });

  it('keeps a quote in the middle of an unquoted field, and names the row of an unclosed quote', () => {
    expect(celulas(readCsv('Torre 5";1', OPCOES))).toEqual([['Torre 5"', '1']]);
    let erro: unknown;
    try {
      readCsv('a\nb\n"c;d\ne', OPCOES);
    } catch (err) {
      erro = err;
    }
    expect(erro).toBeInstanceOf(SpreadsheetError);
    expect(erro).toMatchObject({ message: 'aspas', line: 3 });
  });
});

describe('readXlsx', () => {
  it('reads a workbook with namespace prefixes, inline strings, booleans, formulas, entities and a broken link', () => {
    const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
    const bytes = zipSync({
      'xl/workbook.xml': strToU8(
        `<x:workbook xmlns:x="${ns}"><x:sheets><x:sheet name="A" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        // A relationship with no target (some generators write one) is skipped, not followed.
        '<Relationships><Relationship Target="worksheets/planilha.xml" Id="rId1" Type="x/worksheet"/>' +
          '<Relationship Id="rId2" Type="x/hyperlink"/></Relationships>',
      ),
      'xl/worksheets/planilha.xml': strToU8(
        `<x:worksheet xmlns:x="${ns}"><x:sheetData>` +
          '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>Torre &#x41;&#X31; &amp; &#66;</x:t></x:is></x:c><x:c r="C1" t="b"><x:v>1</x:v></x:c></x:row>' +
          '<x:row r="3"><x:c r="B3"><x:f>1+1</x:f><x:v>2</x:v></x:c><x:c r="D3" t="str"><x:f>"a"</x:f><x:v>a</x:v></x:c><x:c r="E3" s="2"/></x:row>' +
          '</x:sheetData></x:worksheet>',
      ),
    });
    expect(readXlsx(bytes, OPCOES)).toEqual([
      { line: 1, cells: ['Torre A1 & B', null, 'VERDADEIRO'] },
      { line: 3, cells: [null, 2, null, 'a', null] },
    ]);
  });

  it('refuses what is not a workbook, a DTD (no external entities), and a zip that inflates past the cap', () => {
    expect(() => readXlsx(zipSync({ 'a.txt': strToU8('oi') }), OPCOES)).toThrowError('inválido');
    const xxe =
      '<!DOCTYPE w [<!ENTITY e SYSTEM "file:///etc/passwd">]><worksheet><sheetData><row><c t="str"><v>&e;</v></c></row></sheetData></worksheet>';
    expect(() => readXlsx(zipSync({ 'xl/worksheets/sheet1.xml': strToU8(xxe) }), OPCOES)).toThrowError('inválido');
    // 9 MB of zeros in 9 kB: the budget (8 MB) ends the inflating, whatever the entry's header claims.
    const bomba = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(MAX_XLSX_INFLATED + 1024 * 1024) });
    expect(bomba.length).toBeLessThan(20 * 1024);
    let erro: unknown;
    try {
      readXlsx(bomba, OPCOES);
    } catch (err) {
      erro = err;
    }
    expect(erro).toBeInstanceOf(AppError);
    expect(erro).toMatchObject({ code: 'payload_too_large', message: 'grande' });
  });

  it('reads comments, processing instructions, CDATA, single quotes and ">" inside attribute values', () => {
    const sheet =
      '<?xml version="1.0"?><!-- <row><c><v>9</v></c></row> --><worksheet><sheetData>' +
      "<row r='2' x14ac:dyDescent=\"a>b\"><c r='B2' t='str'><v><![CDATA[<Torre> & 1]]></v></c><c t=\"s\"><v>0</v></c></row>" +
      '</sheetData></worksheet>';
    const sst = '<sst><si><t>um</t><rPh><t>fonética</t></rPh><r><t> dois</t></r></si><si/></sst>';
    const bytes = zipSync({
      'xl/worksheets/sheet1.xml': strToU8(sheet),
      'xl/sharedStrings.xml': strToU8(sst),
    });
    expect(readXlsx(bytes, OPCOES)).toEqual([{ line: 2, cells: [null, '<Torre> & 1', 'um dois'] }]);
  });

  it('reads 5,000 units at the longest texts the table allows within the inflated cap', () => {
    const texto = (n: number) => 'Ç&<'.repeat(n).slice(0, n);
    const linhas = [['torre', 'unidade', 'andar', 'tipologia', 'area_privativa', 'vagas', 'preco']] as Cell[][];
    for (let i = 0; i < 5000; i++)
      linhas.push([texto(40), String(i).padEnd(20, 'Ç'), 199, texto(80), 99_999.99, 20, 1e9]);
    const rows = readXlsx(writeXlsx('Tabela', linhas, new Set([4, 6])), { ...OPCOES, maxRows: 5001 });
    expect(rows).toHaveLength(5001);
    expect(rows[5000]!.cells).toEqual(linhas[5000]);
  });

  it('keeps no blank rows and stops at the row past the limit, CSV and XLSX alike', () => {
    const csv = 'a;b\n\n;;\n  ;\nc;d\n';
    expect(readCsv(csv, OPCOES)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 5, cells: ['c', 'd'] },
    ]);
    const duas = { ...OPCOES, maxRows: 2 };
    expect(readCsv(csv, duas)).toHaveLength(2);
    expect(() => readCsv(`${csv}e;f`, duas)).toThrowError('linhas demais');
    const linhas = [['a'], [null], [''], ['b'], ['c']];
    expect(readXlsx(writeXlsx('T', linhas.slice(0, 4), new Set()), duas)).toEqual([
      { line: 1, cells: ['a'] },
      { line: 4, cells: ['b'] },
    ]);
    expect(() => readXlsx(writeXlsx('T', linhas, new Set()), duas)).toThrowError('linhas demais');
  });

  it('reads back what writeXlsx writes', () => {
    const linhas = [
      ['torre', 'preco'],
      ['<Torre "A">', 1234.56],
      [null, 0.1],
    ];
    expect(celulas(readXlsx(writeXlsx('Tabela', linhas, new Set([1])), OPCOES))).toEqual([
      ['torre', 'preco'],
      ['<Torre "A">', 1234.56],
      [null, 0.1],
    ]);
  });
});

describe('formatting', () => {
  it('writes pt-BR numbers without the runtime locale, and file-name slugs', () => {
    expect(numeroBr(1234567.891, 2, 2)).toBe('1.234.567,89');
    expect(numeroBr(68.5, 0, 2)).toBe('68,5');
    expect(numeroBr(70, 0, 2)).toBe('70');
    expect(numeroBr(999.999, 2, 2)).toBe('1.000,00');
    expect(slug('Residencial Águas Claras — Torre 1!')).toBe('residencial-aguas-claras-torre-1');
    expect(slug('***')).toBe('empreendimento');
  });
});
