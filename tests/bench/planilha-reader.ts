// The price-table readers on their own (no server): time per file for an honest 5,000-unit table (XLSX at the
// longest texts, and CSV) and for the hostile shapes of tests/api/tabela-precos-hostil.test.ts, median of
// BENCH_RUNS runs each. The time should grow with the file's size only: the 80,000-character shapes about twice
// the 40,000 ones.
// `npm exec -- node --import tsx tests/bench/planilha-reader.ts`
import { strToU8, zipSync } from 'fflate';
import { LEITURA_TABELA } from '../../worker/domain/tabela-precos.ts';
import { readCsv, readXlsx, writeXlsx, type Cell } from '../../worker/lib/planilha.ts';
import { COLUNAS_TABELA } from '../../worker/schemas/tabela-precos.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const sheet = (data: string) =>
  zipSync({ 'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${data}</sheetData></worksheet>`) });
const texto = (n: number) => 'Ç&<'.repeat(n).slice(0, n);
const linhas: Cell[][] = [[...COLUNAS_TABELA]];
for (let i = 0; i < 5000; i++)
  linhas.push(['Torre ' + texto(34), String(i).padEnd(20, 'Ç'), 199, texto(80), 1, 20, 1e9]);
const csv = linhas.map((l) => l.map((c) => `"${String(c ?? '').replace(/"/g, '""')}"`).join(';')).join('\r\n');
const row = '<row><c><v>1</v></c></row>';

const xlsx = (bytes: Uint8Array) => () => readXlsx(bytes, LEITURA_TABELA);
// Files built before any timing: only the reading is measured.
const cases: [string, () => unknown][] = [
  ['XLSX, 5,000 units at the longest texts', xlsx(writeXlsx('Tabela', linhas, new Set()))],
  ['CSV, 5,000 units at the longest texts', () => readCsv(csv, LEITURA_TABELA)],
  ['row tag, 40,000-character attribute run', xlsx(sheet(`<row ${'a'.repeat(40_000)}>`))],
  ['row tag, 80,000-character attribute run', xlsx(sheet(`<row ${'a'.repeat(80_000)}>`))],
  ['20,000 unclosed row tags', xlsx(sheet('<row>'.repeat(20_000)))],
  ['40,000 unclosed row tags', xlsx(sheet('<row>'.repeat(40_000)))],
  ['zip bomb, 60 MB of rows', xlsx(sheet(row.repeat((60 * 1024 * 1024) / row.length)))],
];

console.log(`median of ${RUNS} runs`);
for (const [name, run] of cases) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    try {
      run();
    } catch {
      // A refusal is the expected answer for the hostile shapes: only its time counts here.
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(44)} ${times[Math.floor(RUNS / 2)]!.toFixed(1).padStart(8)} ms`);
}
