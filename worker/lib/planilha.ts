// Reading and writing the two spreadsheet formats a developer exchanges with Excel: CSV (RFC 4180 with ';') and
// XLSX (a zip of XML parts: only the first sheet's cells are read). Both readers make one pass over their input,
// keep no blank rows and stop at the caller's row limit; the XLSX reader inflates only the parts it reads, under
// a budget, so a hostile file costs at most a few MB and a few milliseconds, never the Worker's time.
import { strToU8, zipSync } from 'fflate';
import { AppError } from './errors.ts';
import { scanXml, type XmlHandler } from './xml-scan.ts';
import { ZipBudgetError, ZipReader } from './zip-read.ts';

export type Cell = string | number | null;
/** One non-blank row of a sheet: its number as Excel shows it (first row = 1) and its cells by column (A = 0). */
export type SheetRow = { line: number; cells: Cell[] };

/** A problem with the whole file (or from one row on), with the row it was found in. */
export class SpreadsheetError extends Error {
  constructor(
    message: string,
    readonly line = 0,
  ) {
    super(message);
  }
}

/** The reader's limit and its messages, in the caller's words. */
export type ReadOptions = {
  /** The most non-blank rows read, the header included: one more ends the reading with `tooManyRows`. */
  maxRows: number;
  messages: { tooManyRows: string; unclosedQuote: string; invalidXlsx: string; xlsxTooBig: string };
};

/**
 * Inflated XML an .xlsx may hold in the parts read (workbook, its relationships, the first sheet, the shared
 * strings). 5,000 units as this app exports them, every text at its longest, take about 4 MB; twice that leaves
 * room for other programs' markup (tests/api/tabela-precos-planilha.test.ts reads such a file).
 */
export const MAX_XLSX_INFLATED = 8 * 1024 * 1024;
const MAX_COLUMNS = 200;

const isBlank = (cells: Cell[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));

/** Collects the non-blank rows, refusing the one past `maxRows`. */
function rowCollector(options: ReadOptions) {
  const rows: SheetRow[] = [];
  return {
    rows,
    add(line: number, cells: Cell[]) {
      if (isBlank(cells)) return;
      if (rows.length === options.maxRows) throw new SpreadsheetError(options.messages.tooManyRows);
      rows.push({ line, cells });
    },
  };
}

/** RFC 4180 with ';': quoted fields may hold ';', '""' and line breaks; CRLF, LF or CR end a row. */
export function readCsv(text: string, options: ReadOptions): SheetRow[] {
  const out = rowCollector(options);
  let line = 1;
  let cells: Cell[] = [];
  let field = '';
  let fieldStart = true;
  let quoted = false;
  let quoteLine = 0;
  const endField = () => {
    cells.push(field);
    field = '';
    fieldStart = true;
  };
  const endLine = () => {
    endField();
    out.add(line++, cells);
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      // A line break inside a cell is LF, as Excel keeps it.
      if (ch === '\r' && text[i + 1] === '\n') continue;
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
      quoteLine = line;
    } else if (ch === ';') {
      endField();
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endLine();
    } else {
      field += ch;
      fieldStart = false;
    }
  }
  if (quoted) throw new SpreadsheetError(options.messages.unclosedQuote, quoteLine);
  if (field !== '' || cells.length > 0) endLine();
  return out.rows;
}

function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref.toUpperCase()) {
    if (ch < 'A' || ch > 'Z') break;
    n = n * 26 + (ch.charCodeAt(0) - 64);
  }
  return n - 1;
}

function columnLetters(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function relationshipPath(target: string): string {
  const clean = target.replace(/\\/g, '/');
  return clean.startsWith('/') ? clean.slice(1) : `xl/${clean.replace(/^\.\//, '')}`;
}

/**
 * The text of shared or inline strings: all runs (<t>) of one <si> or <is> joined, phonetic guides (<rPh>) left
 * out. `done` gets each string when its element closes.
 */
function richTextHandler(element: 'si' | 'is', done: (text: string) => void): XmlHandler {
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  return {
    open(name, _a, selfClosing) {
      if (name === element) {
        if (selfClosing) done('');
        else current = '';
      } else if (name === 'rPh' && !selfClosing) phonetic++;
      else if (name === 't' && !selfClosing) inText = current !== null && phonetic === 0;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic = Math.max(0, phonetic - 1);
      else if (name === element && current !== null) {
        done(current);
        current = null;
      }
    },
    text(t) {
      if (inText) current += t;
    },
  };
}

/** A cell's value by its type: shared or inline string, formula text, boolean, error, or a number. */
function cellValue(type: string | undefined, v: string | null, inline: string | null, shared: string[]): Cell {
  if (type === 'inlineStr') return inline ?? '';
  if (v === null) return null;
  if (type === 's') return shared[Number(v)] ?? null;
  if (type === 'str' || type === 'e' || type === 'd') return v;
  if (type === 'b') return v.trim() === '1' ? 'VERDADEIRO' : 'FALSO';
  const n = Number(v);
  return v.trim() !== '' && Number.isFinite(n) ? n : v;
}

/** The sheet's rows, cell by cell; a row or cell left open ends where the next one starts. */
function sheetHandler(shared: string[], out: ReturnType<typeof rowCollector>): XmlHandler & { finish(): void } {
  let row: { line: number; cells: Cell[]; next: number } | null = null;
  let lastLine = 0;
  let cell: { col: number; type: string | undefined; v: string | null; inline: string | null } | null = null;
  let inV = false;
  const inline = richTextHandler('is', (text) => {
    if (cell) cell.inline = text;
  });
  const endCell = () => {
    if (row && cell && cell.col >= 0 && cell.col < MAX_COLUMNS) {
      while (row.cells.length < cell.col) row.cells.push(null);
      row.cells[cell.col] = cellValue(cell.type, cell.v, cell.inline, shared);
    }
    cell = null;
    inV = false;
  };
  const endRow = () => {
    endCell();
    if (row) out.add(row.line, row.cells);
    row = null;
  };
  return {
    open(name, a, selfClosing) {
      if (name === 'row') {
        endRow();
        const r = Number(a.r);
        lastLine = Number.isInteger(r) && r > lastLine ? r : lastLine + 1;
        row = { line: lastLine, cells: [], next: 0 };
        if (selfClosing) endRow();
      } else if (name === 'c' && row) {
        endCell();
        const col = a.r ? columnIndex(a.r) : row.next;
        row.next = col + 1;
        cell = { col, type: a.t, v: null, inline: null };
        if (selfClosing) endCell();
      } else if (name === 'v' && cell && cell.v === null) {
        cell.v = '';
        inV = !selfClosing;
      } else if (cell) inline.open?.(name, a, selfClosing);
    },
    close(name) {
      if (name === 'row') endRow();
      else if (name === 'c') endCell();
      else if (name === 'v') inV = false;
      else if (cell) inline.close?.(name);
    },
    text(t) {
      if (inV && cell) cell.v += t;
      else if (cell) inline.text?.(t);
    },
    finish: endRow,
  };
}

/** The rows of the workbook's first sheet (in tab order), each cell as text or number as Excel stored it. */
export function readXlsx(bytes: Uint8Array, options: ReadOptions): SheetRow[] {
  const { invalidXlsx, xlsxTooBig } = options.messages;
  try {
    const zip = new ZipReader(bytes, MAX_XLSX_INFLATED);
    const utf8 = new TextDecoder();
    const part = (name: string) => {
      const data = zip.read(name);
      return data ? utf8.decode(data) : null;
    };

    const rels = new Map<string, { type: string; target: string }>();
    scanXml(part('xl/_rels/workbook.xml.rels') ?? '', {
      open(name, a) {
        if (name === 'Relationship' && a.Id && a.Target) {
          rels.set(a.Id, { type: a.Type ?? '', target: relationshipPath(a.Target) });
        }
      },
    });
    let firstSheetId: string | undefined;
    let sawSheet = false;
    scanXml(part('xl/workbook.xml') ?? '', {
      open(name, a) {
        if (name === 'sheet' && !sawSheet) {
          sawSheet = true;
          firstSheetId = a.id;
        }
      },
    });
    const sheet = part((firstSheetId && rels.get(firstSheetId)?.target) || 'xl/worksheets/sheet1.xml');
    if (sheet === null) throw new SpreadsheetError(invalidXlsx);

    const sharedRel = [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'));
    const shared: string[] = [];
    scanXml(
      part(sharedRel?.target ?? 'xl/sharedStrings.xml') ?? '',
      richTextHandler('si', (text) => shared.push(text)),
    );

    const out = rowCollector(options);
    const handler = sheetHandler(shared, out);
    scanXml(sheet, handler);
    handler.finish();
    return out.rows;
  } catch (err) {
    if (err instanceof ZipBudgetError) throw new AppError('payload_too_large', xlsxTooBig);
    if (err instanceof SpreadsheetError || err instanceof AppError) throw err;
    // XmlError, ZipError or fflate's own: not a workbook this reader can read.
    throw new SpreadsheetError(invalidXlsx);
  }
}

/**
 * A one-sheet workbook Excel opens without complaint: strings inline, numbers as numbers; columns listed in
 * `decimais` show with two decimals (Excel applies the reader's own separators).
 */
export function writeXlsx(nomeAba: string, linhas: Cell[][], decimais: ReadonlySet<number>): Uint8Array<ArrayBuffer> {
  const sheetRows = linhas
    .map((cells, r) => {
      const cs = cells
        .map((v, c) => {
          const ref = `${columnLetters(c)}${r + 1}`;
          if (v === null || v === '') return '';
          if (typeof v === 'number') return `<c r="${ref}"${decimais.has(c) && r > 0 ? ' s="1"' : ''}><v>${v}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(v)}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cs}</row>`;
    })
    .join('');
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const nsR = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  const files: Record<string, string> = {
    '[Content_Types].xml':
      `${head}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
    '_rels/.rels':
      `${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${head}<workbook xmlns="${ns}" xmlns:r="${nsR}"><sheets>` +
      `<sheet name="${escapeXml(nomeAba.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${head}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${rel}/styles" Target="styles.xml"/></Relationships>`,
    'xl/styles.xml':
      `${head}<styleSheet xmlns="${ns}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
      '<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>' +
      '</styleSheet>',
    'xl/worksheets/sheet1.xml': `${head}<worksheet xmlns="${ns}"><sheetData>${sheetRows}</sheetData></worksheet>`,
  };
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])), { level: 6 });
  return new Uint8Array(zip);
}
