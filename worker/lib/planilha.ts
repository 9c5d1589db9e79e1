// Reading and writing the two spreadsheet formats a developer exchanges with Excel: CSV (RFC 4180 with ';') and
// XLSX (a zip of XML parts: only the first sheet's cells are read; fflate unzips, the XML is scanned here, so the
// Worker carries a few kB instead of a full spreadsheet library).
import { strToU8, unzipSync, zipSync, type UnzipFileInfo } from 'fflate';

export type Celula = string | number | null;
/** One row of a sheet: its number as Excel shows it (first row = 1) and its cells by column (A = 0). */
export type LinhaPlanilha = { linha: number; celulas: Celula[] };

/** A problem with the whole file (or from one row on), with the row it was found in. */
export class ErroPlanilha extends Error {
  constructor(
    message: string,
    readonly linha = 0,
  ) {
    super(message);
  }
}

/** RFC 4180 with ';': quoted fields may hold ';', '""' and line breaks; CRLF, LF or CR end a row. */
export function readCsv(texto: string, msgAspas: string): LinhaPlanilha[] {
  const rows: LinhaPlanilha[] = [];
  let celulas: Celula[] = [];
  let campo = '';
  let inicioCampo = true;
  let aspas = false;
  let linhaAspas = 0;
  const fimLinha = () => {
    celulas.push(campo);
    rows.push({ linha: rows.length + 1, celulas });
    celulas = [];
    campo = '';
    inicioCampo = true;
  };
  for (let i = 0; i < texto.length; i++) {
    const ch = texto[i]!;
    if (aspas) {
      // A line break inside a cell is LF, as Excel keeps it.
      if (ch === '\r' && texto[i + 1] === '\n') continue;
      if (ch !== '"') campo += ch;
      else if (texto[i + 1] === '"') {
        campo += '"';
        i++;
      } else aspas = false;
    } else if (ch === '"' && inicioCampo) {
      aspas = true;
      inicioCampo = false;
      linhaAspas = rows.length + 1;
    } else if (ch === ';') {
      celulas.push(campo);
      campo = '';
      inicioCampo = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && texto[i + 1] === '\n') i++;
      fimLinha();
    } else {
      campo += ch;
      inicioCampo = false;
    }
  }
  if (aspas) throw new ErroPlanilha(msgAspas, linhaAspas);
  if (campo !== '' || celulas.length > 0) fimLinha();
  return rows;
}

const XML_ENTIDADES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeXml(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (m, e: string) => {
    if (e[0] !== '#') return XML_ENTIDADES[e.toLowerCase()] ?? m;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Attributes of one tag's text, keyed by local name (a 'r:id' is 'id'). */
function atributos(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/(?:[\w.-]+:)?([\w.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    out[m[1]!] = decodeXml(m[2] ?? m[3] ?? '');
  }
  return out;
}

// Tags may carry a namespace prefix (<x:c>) depending on the program that wrote the file.
const P = '(?:[\\w.-]+:)?';
const reTag = (nome: string, flags = 'g') =>
  new RegExp(`<${P}${nome}(?=[\\s>/])([^>]*?)(?:/>|>([\\s\\S]*?)</${P}${nome}>)`, flags);
/** The first such tag: [whole tag, attributes, content]. */
const primeiraTag = (xml: string, nome: string) => reTag(nome, '').exec(xml);

/** The text of a shared or inline string: all its runs (<t>) joined, phonetic guides (<rPh>) left out. */
function textoRico(xml: string): string {
  let out = '';
  for (const m of xml.replace(reTag('rPh'), '').matchAll(reTag('t'))) out += decodeXml(m[2] ?? '');
  return out;
}

function colunaIndice(ref: string): number {
  let n = 0;
  for (const ch of ref.toUpperCase()) {
    if (ch < 'A' || ch > 'Z') break;
    n = n * 26 + (ch.charCodeAt(0) - 64);
  }
  return n - 1;
}

function colunaLetra(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Uncompressed XML parts a table of a few thousand rows cannot need; a larger total is a zip bomb. */
const MAX_XML_DESCOMPACTADO = 64 * 1024 * 1024;
const MAX_COLUNAS = 200;

function caminhoRel(alvo: string): string {
  const limpo = alvo.replace(/\\/g, '/');
  return limpo.startsWith('/') ? limpo.slice(1) : `xl/${limpo.replace(/^\.\//, '')}`;
}

/** A cell's value by its type: shared or inline string, formula text, boolean, error, or a number. */
function valorCelula(tipo: string | undefined, corpo: string, compartilhadas: string[]): Celula {
  if (tipo === 'inlineStr') return textoRico(primeiraTag(corpo, 'is')?.[2] ?? '');
  const v = primeiraTag(corpo, 'v')?.[2];
  if (v === undefined) return null;
  if (tipo === 's') return compartilhadas[Number(v)] ?? null;
  if (tipo === 'str' || tipo === 'e' || tipo === 'd') return decodeXml(v);
  if (tipo === 'b') return v.trim() === '1' ? 'VERDADEIRO' : 'FALSO';
  const n = Number(v);
  return v.trim() !== '' && Number.isFinite(n) ? n : decodeXml(v);
}

/** The rows of the workbook's first sheet (in tab order), each cell as text or number as Excel stored it. */
export function readXlsx(bytes: Uint8Array, msgInvalido: string): LinhaPlanilha[] {
  let partes: Record<string, Uint8Array>;
  try {
    let total = 0;
    partes = unzipSync(bytes, {
      filter: (f: UnzipFileInfo) => {
        const quer = f.name === 'xl/workbook.xml' || f.name.startsWith('xl/_rels/') || /^xl\/.*\.xml$/.test(f.name);
        if (quer) total += f.originalSize;
        if (total > MAX_XML_DESCOMPACTADO) throw new ErroPlanilha(msgInvalido);
        return quer;
      },
    });
  } catch {
    throw new ErroPlanilha(msgInvalido);
  }
  const dec = new TextDecoder();
  const texto = (nome: string) => (partes[nome] ? dec.decode(partes[nome]) : null);

  const rels = new Map<string, { tipo: string; alvo: string }>();
  for (const m of (texto('xl/_rels/workbook.xml.rels') ?? '').matchAll(reTag('Relationship'))) {
    const a = atributos(m[1]!);
    if (a.Id && a.Target) rels.set(a.Id, { tipo: a.Type ?? '', alvo: caminhoRel(a.Target) });
  }
  const primeira = primeiraTag(texto('xl/workbook.xml') ?? '', 'sheet')?.[1];
  const idPrimeira = primeira ? atributos(primeira).id : undefined;
  const sheet = texto((idPrimeira && rels.get(idPrimeira)?.alvo) || 'xl/worksheets/sheet1.xml');
  if (sheet === null) throw new ErroPlanilha(msgInvalido);
  const relStrings = [...rels.values()].find((r) => r.tipo.endsWith('/sharedStrings'));
  const compartilhadas = [...(texto(relStrings?.alvo ?? 'xl/sharedStrings.xml') ?? '').matchAll(reTag('si'))].map((m) =>
    textoRico(m[2] ?? ''),
  );

  const rows: LinhaPlanilha[] = [];
  let ultima = 0;
  for (const row of sheet.matchAll(reTag('row'))) {
    const r = Number(atributos(row[1]!).r);
    const linha = Number.isInteger(r) && r > ultima ? r : ultima + 1;
    ultima = linha;
    const celulas: Celula[] = [];
    let proxima = 0;
    for (const c of (row[2] ?? '').matchAll(reTag('c'))) {
      const a = atributos(c[1]!);
      const col = a.r ? colunaIndice(a.r) : proxima;
      proxima = col + 1;
      if (col < 0 || col >= MAX_COLUNAS) continue;
      const valor = valorCelula(a.t, c[2] ?? '', compartilhadas);
      while (celulas.length < col) celulas.push(null);
      celulas[col] = valor;
    }
    rows.push({ linha, celulas });
  }
  return rows;
}

/**
 * A one-sheet workbook Excel opens without complaint: strings inline, numbers as numbers; columns listed in
 * `decimais` show with two decimals (Excel applies the reader's own separators).
 */
export function writeXlsx(nomeAba: string, linhas: Celula[][], decimais: ReadonlySet<number>): Uint8Array<ArrayBuffer> {
  const sheetRows = linhas
    .map((cells, r) => {
      const cs = cells
        .map((v, c) => {
          const ref = `${colunaLetra(c)}${r + 1}`;
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
