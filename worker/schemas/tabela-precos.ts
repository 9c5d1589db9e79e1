// The price table ("tabela de preços") of a development's sales grid: its columns, limits, messages and the
// preview the SPA shows before an import is applied. The line schema (zod) is in tabela-precos-input.ts.
import type { StatusUnidade } from './espelho.ts';

/** Columns of the CSV/XLSX file, in export order; the header row names them (case and accents ignored). */
export const COLUNAS_TABELA = ['torre', 'unidade', 'andar', 'tipologia', 'area_privativa', 'vagas', 'preco'] as const;
export type ColunaTabela = (typeof COLUNAS_TABELA)[number];

/** The largest file an import accepts. */
export const MAX_ARQUIVO_TABELA_BYTES = 2 * 1024 * 1024;

export const MSG_TABELA = {
  arquivoObrigatorio: 'Envie o arquivo da tabela de preços (.csv ou .xlsx).',
  arquivoGrande: 'O arquivo deve ter no máximo 2 MB.',
  arquivoVazio: 'O arquivo está vazio.',
  formatoXls: 'Arquivos .xls (Excel 97-2003) não são aceitos: salve como .xlsx ou CSV.',
  naoUtf8: 'O arquivo CSV não está em UTF-8: no Excel, salve como "CSV UTF-8 (Delimitado por vírgulas)".',
  xlsxInvalido: 'Não foi possível ler a planilha .xlsx: o arquivo está corrompido ou não é uma planilha do Excel.',
  xlsxGrande:
    'A planilha .xlsx descompactada passa de 8 MB, mais do que 5.000 unidades ocupam: envie só a aba da tabela de preços.',
  aspasAbertas: 'Há aspas abertas que não foram fechadas até o fim do arquivo.',
  semCabecalho: `A primeira linha deve ser o cabeçalho: ${COLUNAS_TABELA.join(';')}.`,
  colunaAusente: (coluna: string) => `Coluna obrigatória ausente no cabeçalho: ${coluna}.`,
  colunaRepetida: (coluna: string) => `A coluna ${coluna} aparece mais de uma vez no cabeçalho.`,
  semLinhas: 'O arquivo não tem nenhuma unidade abaixo do cabeçalho.',
  linhasDemais: (max: number) =>
    `O arquivo tem mais de ${max.toLocaleString('pt-BR')} unidades; o máximo é ${max.toLocaleString('pt-BR')}.`,
  unidadesDemais: (n: number, max: number) =>
    `Com esta tabela o empreendimento ficaria com ${n.toLocaleString('pt-BR')} unidades; o máximo é ${max.toLocaleString('pt-BR')}.`,
  duplicada: (unidade: string, torre: string, linha: number) =>
    `A unidade ${unidade} da torre ${torre} já aparece na linha ${linha}.`,
  caracteresInvalidos: 'A linha contém caracteres inválidos.',
  naoEditavel: (unidade: string, torre: string, status: string) =>
    `A unidade ${unidade} da torre ${torre} está ${status}: os dados dela não podem ser alterados.`,
  invalida: 'A tabela tem erros: nada foi aplicado. Corrija as linhas indicadas e envie de novo.',
  aplicada: 'Tabela de preços aplicada.',
  naoEncontrado: 'Empreendimento não encontrado.',
} as const;

/** The fields of a unit a price table sets (torre + unidade identify it). */
export const CAMPOS_TABELA = ['andar', 'tipologia', 'area_privativa', 'vagas', 'preco_centavos'] as const;
export type CampoTabela = (typeof CAMPOS_TABELA)[number];

export type MudancaCampo = { campo: CampoTabela; de: string | number | null; para: string | number | null };

/** One line of the file that creates or changes a unit (lines that change nothing are only counted). */
export type LinhaPrevia = {
  linha: number;
  torre: string;
  unidade: string;
  acao: 'criar' | 'alterar';
  /** The unit's current status (null for a new one). */
  status: StatusUnidade | null;
  mudancas: MudancaCampo[];
};

/** A refused line (or the whole file, as line 1 or 0) and why, in Portuguese. */
export type ErroLinha = { linha: number; motivo: string };

/** POST /api/tabela-precos/:imovelId/previa: what the file would do, and everything wrong with it. */
export type PreviaTabela = {
  arquivo_nome: string;
  criar: number;
  alterar: number;
  sem_mudanca: number;
  linhas: LinhaPrevia[];
  /** Every refused line, among them those that would change a unit under sale (not Disponível or Bloqueada). */
  erros: ErroLinha[];
};
