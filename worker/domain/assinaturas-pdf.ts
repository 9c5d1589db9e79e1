// The PDFs of a signature round, made in the Worker with pdf-lib (pure JavaScript, no file system: it runs on
// Workers). Text is drawn in the standard Helvetica with WinAnsi encoding, which covers Portuguese; any character
// outside it is replaced by '?' instead of failing the whole document. Dates inside the file are set from the data,
// so the same data always gives the same bytes (two Workers finishing a round at once write the same signed PDF).
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { formatBps, formatCentavos } from '../schemas/dinheiro.ts';
import { formatCpf } from '../schemas/documentos-br.ts';
import { ROTULO_LINHA, valorLinha, type LinhaPlano } from '../schemas/plano-pagamento.ts';
import { parteCaptadora, type ContratoDetalhe } from '../schemas/contratos.ts';
import type { PropostaDetalhe } from '../schemas/propostas.ts';
import { ROTULO_PAPEL, type PapelSignatario } from '../schemas/assinaturas.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const GREY = rgb(0.39, 0.45, 0.55);
const INK = rgb(0.06, 0.09, 0.16);
const NAO_INFORMADO = 'Não informado';

/** dd/mm/aaaa of a calendar date ('2027-06-30'), read in UTC so no time zone moves the day. */
function formatDateBr(value: string | null): string | null {
  if (!value) return null;
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** dd/mm/aaaa hh:mm:ss in Brasília (UTC−3, no daylight saving since 2019). */
export function formatDateTimeBr(iso: string): string {
  const t = new Date(new Date(iso).getTime() - 3 * 3600_000).toISOString();
  return `${t.slice(8, 10)}/${t.slice(5, 7)}/${t.slice(0, 4)} ${t.slice(11, 19)} (horário de Brasília)`;
}

/** Lays text out top to bottom, adding pages as it goes. */
class Sheet {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    return this.page;
  }

  /** The text with every character Helvetica cannot encode in WinAnsi replaced, so drawing never throws. */
  private encodable(text: string, font: PDFFont): string {
    const supported = new Set(font.getCharacterSet());
    return Array.from(text.normalize('NFC').replace(/\t/g, ' '))
      .map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?'))
      .join('');
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.encodable(text, font).split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const attempt = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(attempt, size) <= width || !line) {
          line = attempt;
        } else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private ensureRoom(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  text(text: string, opts: { size?: number; bold?: boolean; color?: typeof INK; indent?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const indent = opts.indent ?? 0;
    for (const l of this.wrap(text, font, size, CONTENT_WIDTH - indent)) {
      this.ensureRoom(size + 4);
      this.y -= size + 4;
      this.page.drawText(l, { x: MARGIN + indent, y: this.y, size, font, color: opts.color ?? INK });
    }
  }

  title(text: string) {
    this.text(text, { size: 18, bold: true });
    this.y -= 6;
  }

  section(text: string) {
    this.y -= 10;
    this.ensureRoom(40);
    this.text(text.toUpperCase(), { size: 10, bold: true });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 3 },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y - 3 },
      thickness: 0.5,
      color: GREY,
    });
    this.y -= 6;
  }

  rows(pairs: [string, string][]) {
    for (const [label, value] of pairs) this.text(`${label}: ${value}`);
  }

  /** Label on the left, amount right-aligned. */
  amount(label: string, value: string, bold = false) {
    const font = bold ? this.bold : this.font;
    const v = this.encodable(value, font);
    const lines = this.wrap(label, font, 10, CONTENT_WIDTH - 120);
    this.ensureRoom(14 * lines.length);
    this.y -= 14;
    this.page.drawText(v, {
      x: MARGIN + CONTENT_WIDTH - font.widthOfTextAtSize(v, 10),
      y: this.y,
      size: 10,
      font,
      color: INK,
    });
    lines.forEach((l, i) => {
      if (i > 0) this.y -= 14;
      this.page.drawText(l, { x: MARGIN, y: this.y, size: 10, font, color: INK });
    });
  }

  /** Footer on every page from `from` on (the signed PDF's copied pages keep their own). */
  footer(text: string, from = 0) {
    const pages = this.doc.getPages();
    pages.slice(from).forEach((page, i) => {
      const t = this.encodable(`${text} · página ${from + i + 1} de ${pages.length}`, this.font);
      page.drawText(t, { x: MARGIN, y: MARGIN / 2, size: 7, font: this.font, color: GREY });
    });
  }
}

async function emptyDocument(titulo: string, data: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(titulo);
  doc.setAuthor('Conecta Imóveis');
  doc.setProducer('Conecta Imóveis');
  doc.setCreator('Conecta Imóveis');
  doc.setCreationDate(new Date(data));
  doc.setModificationDate(new Date(data));
  return doc;
}

async function sheetOf(doc: PDFDocument) {
  return new Sheet(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
}

async function newDocument(titulo: string, data: string) {
  const doc = await emptyDocument(titulo, data);
  return { doc, sheet: await sheetOf(doc) };
}

function lineCondition(l: LinhaPlano): string {
  switch (l.tipo) {
    case 'entrada':
    case 'intermediaria':
      return formatDateBr(l.vencimento) ?? l.vencimento;
    case 'mensais':
      return `${l.quantidade}x de ${formatCentavos(l.valor_centavos)} a partir de ${formatDateBr(l.primeiro_vencimento) ?? l.primeiro_vencimento}`;
    case 'chaves':
      return 'Na entrega das chaves';
    case 'financiamento':
      return 'Financiamento bancário';
  }
}

export const nomeDocumentoProposta = (p: Pick<PropostaDetalhe, 'imovel' | 'unidade'>) =>
  `Proposta de Compra — ${p.imovel.nome}, ${p.unidade.torre} · ${p.unidade.numero}`;

export const nomeDocumentoContrato = (c: Pick<ContratoDetalhe, 'imovel' | 'corretor' | 'imobiliaria'>) =>
  `Contrato de Captação — ${c.imovel.nome}, ${parteCaptadora(c).nome}`;

/** The approved proposal, with what its print page shows: the unit, the client, the plan, the conditions, the parties. */
export async function propostaPdf(p: PropostaDetalhe, geradoEm: string): Promise<Uint8Array> {
  const { doc, sheet } = await newDocument(nomeDocumentoProposta(p), geradoEm);
  sheet.title('Proposta de Compra');
  sheet.text(`Proposta ${p.id} · status ${p.status}`, { size: 8, color: GREY });

  sheet.section('Unidade');
  const area = p.unidade.area_privativa === null ? '—' : `${String(p.unidade.area_privativa).replace('.', ',')} m²`;
  const desconto = p.resumo.desconto_bps ? ` (desconto de ${formatBps(p.resumo.desconto_bps)})` : '';
  sheet.rows([
    ['Empreendimento', p.imovel.nome],
    ['Torre / Unidade', `${p.unidade.torre} · ${p.unidade.numero}`],
    ['Tipologia', p.unidade.tipologia ?? '—'],
    ['Área privativa', area],
    ['Preço de tabela', formatCentavos(p.preco_tabela_centavos)],
    ['Preço proposto', `${formatCentavos(p.preco_ofertado_centavos)}${desconto}`],
  ]);

  sheet.section('Cliente');
  sheet.rows([
    ['Nome', p.cliente_nome],
    ['CPF', formatCpf(p.cliente_cpf)],
    ['Telefone', p.cliente_telefone],
    ['E-mail', p.cliente_email],
  ]);

  sheet.section('Plano de pagamento');
  for (const l of p.plano) sheet.amount(`${ROTULO_LINHA[l.tipo]} — ${lineCondition(l)}`, formatCentavos(valorLinha(l)));
  sheet.amount('Total', formatCentavos(p.resumo.total_centavos), true);

  sheet.section('Condições do empreendimento');
  sheet.rows([
    ['Entrada mínima', formatBps(p.condicoes.entrada_min_bps)],
    ['Parcelas mensais (máximo)', String(p.condicoes.mensais_max)],
    ['Parcelas intermediárias (máximo)', String(p.condicoes.intermediarias_max)],
    ['Chaves + financiamento (máximo)', formatBps(p.condicoes.chaves_financiamento_max_bps)],
    ['Desconto máximo', formatBps(p.condicoes.desconto_max_bps)],
  ]);

  sheet.section('Partes');
  sheet.rows([
    ['Construtora', p.construtora.nome],
    ['Corretor', `${p.corretor.nome}${p.corretor.creci ? ` · CRECI ${p.corretor.creci}` : ''}`],
  ]);
  sheet.footer(`Conecta Imóveis · ${nomeDocumentoProposta(p)}`);
  return doc.save();
}

/** The Ativo capture contract, with what its print page shows: the parties, commission, validity, terms, notes. */
export async function contratoPdf(c: ContratoDetalhe, geradoEm: string): Promise<Uint8Array> {
  const { doc, sheet } = await newDocument(nomeDocumentoContrato(c), geradoEm);
  sheet.title('Contrato de Captação');
  sheet.text(`Contrato ${c.id} · status ${c.status_contrato}`, { size: 8, color: GREY });

  sheet.section('Construtora');
  sheet.rows([
    ['Nome', c.construtora.nome],
    ['CNPJ', c.construtora.cnpj ?? NAO_INFORMADO],
    ['E-mail', c.construtora.email ?? NAO_INFORMADO],
    ['Telefone', c.construtora.telefone ?? NAO_INFORMADO],
  ]);
  const captadora = parteCaptadora(c);
  sheet.section(captadora.titulo);
  sheet.rows([
    ['Nome', captadora.nome],
    [captadora.registro[0], captadora.registro[1]],
    ['E-mail', captadora.email ?? NAO_INFORMADO],
    ['Telefone', captadora.telefone ?? NAO_INFORMADO],
  ]);
  sheet.section('Empreendimento');
  sheet.rows([
    ['Nome', c.imovel.nome],
    ['Endereço', c.imovel.endereco],
  ]);

  const inicio = formatDateBr(c.data_inicio_validade);
  const fim = formatDateBr(c.data_fim_validade);
  const vigencia =
    inicio && fim ? `${inicio} a ${fim}` : inicio ? `A partir de ${inicio}` : fim ? `Até ${fim}` : NAO_INFORMADO;
  sheet.section('Comissão e vigência');
  sheet.rows([
    [
      'Comissão acordada',
      c.comissao_percent_acordada === null
        ? NAO_INFORMADO
        : `${String(c.comissao_percent_acordada).replace('.', ',')}%`,
    ],
    ['Vigência', vigencia],
  ]);

  sheet.section('Termos do Contrato');
  sheet.text(c.termos_contrato ?? NAO_INFORMADO);
  if (c.observacoes_corretor) {
    sheet.section('Observações do Corretor');
    sheet.text(c.observacoes_corretor);
  }
  if (c.observacoes_construtora) {
    sheet.section('Observações da Construtora');
    sheet.text(c.observacoes_construtora);
  }
  sheet.footer(`Conecta Imóveis · ${nomeDocumentoContrato(c)}`);
  return doc.save();
}

export type Evidencia = {
  papel: PapelSignatario;
  nome: string;
  nome_digitado: string;
  email: string;
  cpf: string | null;
  cpf_conferido: boolean | null;
  ip: string;
  user_agent: string;
  assinado_em: string;
  documento_sha256: string;
};

/**
 * The signed PDF: the frozen original's pages, then a signature page with each signer's evidence, the original's
 * hash and the verification code.
 */
export async function pdfAssinado(
  original: Uint8Array,
  r: { documento_nome: string; documento_sha256: string; codigo_verificacao: string; url_verificacao: string },
  evidencias: Evidencia[],
  concluidaEm: string,
): Promise<Uint8Array> {
  const doc = await emptyDocument(r.documento_nome, concluidaEm);
  const fonte = await PDFDocument.load(original);
  for (const page of await doc.copyPages(fonte, fonte.getPageIndices())) doc.addPage(page);
  const signatures = await sheetOf(doc);
  signatures.title('Página de assinaturas');
  signatures.text(
    'Documento assinado eletronicamente entre as partes (MP 2.200-2/2001, art. 10, parágrafo 2º; Lei 14.063/2020), ' +
      'cada signatário identificado por um código enviado ao seu e-mail.',
    { size: 9, color: GREY },
  );
  signatures.section('Documento');
  signatures.rows([
    ['Documento', r.documento_nome],
    ['SHA-256 do documento', r.documento_sha256],
    ['Código de verificação', r.codigo_verificacao],
    ['Verifique em', r.url_verificacao],
    ['Concluído em', formatDateTimeBr(concluidaEm)],
  ]);
  for (const e of evidencias) {
    signatures.section(`${ROTULO_PAPEL[e.papel]}: ${e.nome}`);
    signatures.rows([
      ['Assinou como', e.nome_digitado],
      ['E-mail verificado por código', e.email],
      ...(e.cpf
        ? [
            ['CPF', `${formatCpf(e.cpf)} (${e.cpf_conferido ? 'conferido pelo signatário' : 'não conferido'})`] as [
              string,
              string,
            ],
          ]
        : []),
      ['Data e hora do servidor', formatDateTimeBr(e.assinado_em)],
      ['IP', e.ip],
      ['Navegador', e.user_agent],
      ['SHA-256 assinado', e.documento_sha256],
    ]);
  }
  signatures.footer(`Conecta Imóveis · verificação ${r.codigo_verificacao}`, fonte.getPageCount());
  return doc.save();
}

export async function sha256Bytes(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
