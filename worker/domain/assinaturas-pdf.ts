// The PDFs of a signature round, made in the Worker with pdf-lib (pure JavaScript, no file system: it runs on
// Workers). Text is drawn in the standard Helvetica with WinAnsi encoding, which covers Portuguese; any character
// outside it is replaced by '?' instead of failing the whole document. Dates inside the file are set from the data,
// so the same data always gives the same bytes (two Workers finishing a round at once write the same signed PDF).
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';
import { formatBps, formatCentavos } from '../schemas/dinheiro.ts';
import { formatCpf } from '../schemas/documentos-br.ts';
import { ROTULO_LINHA, valorLinha, type LinhaPlano } from '../schemas/plano-pagamento.ts';
import type { ContratoDetalhe } from '../schemas/contratos.ts';
import type { PropostaDetalhe } from '../schemas/propostas.ts';
import { ROTULO_PAPEL, type PapelSignatario } from '../schemas/assinaturas.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGEM = 50;
const LARGURA = A4[0] - 2 * MARGEM;
const CINZA = rgb(0.39, 0.45, 0.55);
const PRETO = rgb(0.06, 0.09, 0.16);
const NAO_INFORMADO = 'Não informado';

/** dd/mm/aaaa of a calendar date ('2027-06-30'), read in UTC so no time zone moves the day. */
function dataBr(value: string | null): string | null {
  if (!value) return null;
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** dd/mm/aaaa hh:mm:ss in Brasília (UTC−3, no daylight saving since 2019). */
export function dataHoraBr(iso: string): string {
  const t = new Date(new Date(iso).getTime() - 3 * 3600_000).toISOString();
  return `${t.slice(8, 10)}/${t.slice(5, 7)}/${t.slice(0, 4)} ${t.slice(11, 19)} (horário de Brasília)`;
}

/** Lays text out top to bottom, adding pages as it goes. */
class Folha {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = this.novaPagina();
  }

  private novaPagina(): PDFPage {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGEM;
    return this.page;
  }

  /** The text with every character Helvetica cannot encode in WinAnsi replaced, so drawing never throws. */
  private seguro(text: string, font: PDFFont): string {
    const suportados = new Set(font.getCharacterSet());
    return Array.from(text.normalize('NFC').replace(/\t/g, ' '))
      .map((ch) => (suportados.has(ch.codePointAt(0)!) ? ch : '?'))
      .join('');
  }

  private quebrar(text: string, font: PDFFont, size: number, largura: number): string[] {
    const linhas: string[] = [];
    for (const paragrafo of this.seguro(text, font).split(/\r?\n/)) {
      let atual = '';
      for (const palavra of paragrafo.split(' ')) {
        const tentativa = atual ? `${atual} ${palavra}` : palavra;
        if (font.widthOfTextAtSize(tentativa, size) <= largura || !atual) {
          atual = tentativa;
        } else {
          linhas.push(atual);
          atual = palavra;
        }
      }
      linhas.push(atual);
    }
    return linhas;
  }

  private espaco(altura: number) {
    if (this.y - altura < MARGEM) this.novaPagina();
  }

  texto(text: string, opts: { size?: number; bold?: boolean; cor?: typeof PRETO; recuo?: number } = {}) {
    const size = opts.size ?? 10;
    const font = opts.bold ? this.bold : this.font;
    const recuo = opts.recuo ?? 0;
    for (const linha of this.quebrar(text, font, size, LARGURA - recuo)) {
      this.espaco(size + 4);
      this.y -= size + 4;
      this.page.drawText(linha, { x: MARGEM + recuo, y: this.y, size, font, color: opts.cor ?? PRETO });
    }
  }

  titulo(text: string) {
    this.texto(text, { size: 18, bold: true });
    this.y -= 6;
  }

  secao(text: string) {
    this.y -= 10;
    this.espaco(40);
    this.texto(text.toUpperCase(), { size: 10, bold: true });
    this.page.drawLine({
      start: { x: MARGEM, y: this.y - 3 },
      end: { x: MARGEM + LARGURA, y: this.y - 3 },
      thickness: 0.5,
      color: CINZA,
    });
    this.y -= 6;
  }

  linhas(pares: [string, string][]) {
    for (const [rotulo, valor] of pares) this.texto(`${rotulo}: ${valor}`);
  }

  /** Label on the left, amount right-aligned. */
  valor(rotulo: string, valor: string, bold = false) {
    const font = bold ? this.bold : this.font;
    const v = this.seguro(valor, font);
    const linhas = this.quebrar(rotulo, font, 10, LARGURA - 120);
    this.espaco(14 * linhas.length);
    this.y -= 14;
    this.page.drawText(v, {
      x: MARGEM + LARGURA - font.widthOfTextAtSize(v, 10),
      y: this.y,
      size: 10,
      font,
      color: PRETO,
    });
    linhas.forEach((linha, i) => {
      if (i > 0) this.y -= 14;
      this.page.drawText(linha, { x: MARGEM, y: this.y, size: 10, font, color: PRETO });
    });
  }

  /** Footer on every page from `desde` on (the signed PDF's copied pages keep their own). */
  rodape(text: string, desde = 0) {
    const pages = this.doc.getPages();
    pages.slice(desde).forEach((page, i) => {
      const t = this.seguro(`${text} · página ${desde + i + 1} de ${pages.length}`, this.font);
      page.drawText(t, { x: MARGEM, y: MARGEM / 2, size: 7, font: this.font, color: CINZA });
    });
  }
}

async function documentoVazio(titulo: string, data: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(titulo);
  doc.setAuthor('Conecta Imóveis');
  doc.setProducer('Conecta Imóveis');
  doc.setCreator('Conecta Imóveis');
  doc.setCreationDate(new Date(data));
  doc.setModificationDate(new Date(data));
  return doc;
}

async function folhaDe(doc: PDFDocument) {
  return new Folha(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));
}

async function novoDocumento(titulo: string, data: string) {
  const doc = await documentoVazio(titulo, data);
  return { doc, folha: await folhaDe(doc) };
}

function condicaoDaLinha(l: LinhaPlano): string {
  switch (l.tipo) {
    case 'entrada':
    case 'intermediaria':
      return dataBr(l.vencimento) ?? l.vencimento;
    case 'mensais':
      return `${l.quantidade}x de ${formatCentavos(l.valor_centavos)} a partir de ${dataBr(l.primeiro_vencimento) ?? l.primeiro_vencimento}`;
    case 'chaves':
      return 'Na entrega das chaves';
    case 'financiamento':
      return 'Financiamento bancário';
  }
}

export const nomeDocumentoProposta = (p: Pick<PropostaDetalhe, 'imovel' | 'unidade'>) =>
  `Proposta de Compra — ${p.imovel.nome}, ${p.unidade.torre} · ${p.unidade.numero}`;

export const nomeDocumentoContrato = (c: Pick<ContratoDetalhe, 'imovel' | 'corretor'>) =>
  `Contrato de Captação — ${c.imovel.nome}, ${c.corretor.nome}`;

/** The approved proposal, with what its print page shows: the unit, the client, the plan, the conditions, the parties. */
export async function propostaPdf(p: PropostaDetalhe, geradoEm: string): Promise<Uint8Array> {
  const { doc, folha } = await novoDocumento(nomeDocumentoProposta(p), geradoEm);
  folha.titulo('Proposta de Compra');
  folha.texto(`Proposta ${p.id} · status ${p.status}`, { size: 8, cor: CINZA });

  folha.secao('Unidade');
  const area = p.unidade.area_privativa === null ? '—' : `${String(p.unidade.area_privativa).replace('.', ',')} m²`;
  const desconto = p.resumo.desconto_bps ? ` (desconto de ${formatBps(p.resumo.desconto_bps)})` : '';
  folha.linhas([
    ['Empreendimento', p.imovel.nome],
    ['Torre / Unidade', `${p.unidade.torre} · ${p.unidade.numero}`],
    ['Tipologia', p.unidade.tipologia ?? '—'],
    ['Área privativa', area],
    ['Preço de tabela', formatCentavos(p.preco_tabela_centavos)],
    ['Preço proposto', `${formatCentavos(p.preco_ofertado_centavos)}${desconto}`],
  ]);

  folha.secao('Cliente');
  folha.linhas([
    ['Nome', p.cliente_nome],
    ['CPF', formatCpf(p.cliente_cpf)],
    ['Telefone', p.cliente_telefone],
    ['E-mail', p.cliente_email],
  ]);

  folha.secao('Plano de pagamento');
  for (const l of p.plano)
    folha.valor(`${ROTULO_LINHA[l.tipo]} — ${condicaoDaLinha(l)}`, formatCentavos(valorLinha(l)));
  folha.valor('Total', formatCentavos(p.resumo.total_centavos), true);

  folha.secao('Condições do empreendimento');
  folha.linhas([
    ['Entrada mínima', formatBps(p.condicoes.entrada_min_bps)],
    ['Parcelas mensais (máximo)', String(p.condicoes.mensais_max)],
    ['Parcelas intermediárias (máximo)', String(p.condicoes.intermediarias_max)],
    ['Chaves + financiamento (máximo)', formatBps(p.condicoes.chaves_financiamento_max_bps)],
    ['Desconto máximo', formatBps(p.condicoes.desconto_max_bps)],
  ]);

  folha.secao('Partes');
  folha.linhas([
    ['Construtora', p.construtora.nome],
    ['Corretor', `${p.corretor.nome}${p.corretor.creci ? ` · CRECI ${p.corretor.creci}` : ''}`],
  ]);
  folha.rodape(`Conecta Imóveis · ${nomeDocumentoProposta(p)}`);
  return doc.save();
}

/** The Ativo capture contract, with what its print page shows: the parties, commission, validity, terms, notes. */
export async function contratoPdf(c: ContratoDetalhe, geradoEm: string): Promise<Uint8Array> {
  const { doc, folha } = await novoDocumento(nomeDocumentoContrato(c), geradoEm);
  folha.titulo('Contrato de Captação');
  folha.texto(`Contrato ${c.id} · status ${c.status_contrato}`, { size: 8, cor: CINZA });

  folha.secao('Construtora');
  folha.linhas([
    ['Nome', c.construtora.nome],
    ['CNPJ', c.construtora.cnpj ?? NAO_INFORMADO],
    ['E-mail', c.construtora.email ?? NAO_INFORMADO],
    ['Telefone', c.construtora.telefone ?? NAO_INFORMADO],
  ]);
  folha.secao('Corretor');
  folha.linhas([
    ['Nome', c.corretor.nome],
    ['CRECI', c.corretor.creci],
    ['E-mail', c.corretor.email ?? NAO_INFORMADO],
    ['Telefone', c.corretor.telefone ?? NAO_INFORMADO],
  ]);
  folha.secao('Empreendimento');
  folha.linhas([
    ['Nome', c.imovel.nome],
    ['Endereço', c.imovel.endereco],
  ]);

  const inicio = dataBr(c.data_inicio_validade);
  const fim = dataBr(c.data_fim_validade);
  const vigencia =
    inicio && fim ? `${inicio} a ${fim}` : inicio ? `A partir de ${inicio}` : fim ? `Até ${fim}` : NAO_INFORMADO;
  folha.secao('Comissão e vigência');
  folha.linhas([
    [
      'Comissão acordada',
      c.comissao_percent_acordada === null
        ? NAO_INFORMADO
        : `${String(c.comissao_percent_acordada).replace('.', ',')}%`,
    ],
    ['Vigência', vigencia],
  ]);

  folha.secao('Termos do Contrato');
  folha.texto(c.termos_contrato ?? NAO_INFORMADO);
  if (c.observacoes_corretor) {
    folha.secao('Observações do Corretor');
    folha.texto(c.observacoes_corretor);
  }
  if (c.observacoes_construtora) {
    folha.secao('Observações da Construtora');
    folha.texto(c.observacoes_construtora);
  }
  folha.rodape(`Conecta Imóveis · ${nomeDocumentoContrato(c)}`);
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
  const doc = await documentoVazio(r.documento_nome, concluidaEm);
  const fonte = await PDFDocument.load(original);
  for (const page of await doc.copyPages(fonte, fonte.getPageIndices())) doc.addPage(page);
  const pagina = await folhaDe(doc);
  pagina.titulo('Página de assinaturas');
  pagina.texto(
    'Documento assinado eletronicamente entre as partes (MP 2.200-2/2001, art. 10, § 2º; Lei 14.063/2020), ' +
      'cada signatário identificado por um código enviado ao seu e-mail.',
    { size: 9, cor: CINZA },
  );
  pagina.secao('Documento');
  pagina.linhas([
    ['Documento', r.documento_nome],
    ['SHA-256 do documento', r.documento_sha256],
    ['Código de verificação', r.codigo_verificacao],
    ['Verifique em', r.url_verificacao],
    ['Concluído em', dataHoraBr(concluidaEm)],
  ]);
  for (const e of evidencias) {
    pagina.secao(`${ROTULO_PAPEL[e.papel]}: ${e.nome}`);
    pagina.linhas([
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
      ['Data e hora do servidor', dataHoraBr(e.assinado_em)],
      ['IP', e.ip],
      ['Navegador', e.user_agent],
      ['SHA-256 assinado', e.documento_sha256],
    ]);
  }
  pagina.rodape(`Conecta Imóveis · verificação ${r.codigo_verificacao}`, fonte.getPageCount());
  return doc.save();
}

export async function sha256Bytes(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
