import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { contratoPdf, pdfAssinado, propostaPdf, sha256Bytes } from '../../worker/domain/assinaturas-pdf.ts';
import { CONDICOES_PADRAO } from '../../worker/schemas/plano-pagamento.ts';
import type { ContratoDetalhe } from '../../worker/schemas/contratos.ts';
import type { PropostaDetalhe } from '../../worker/schemas/propostas.ts';

const PROPOSTA: PropostaDetalhe = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'Aprovada',
  versao: 2,
  unidade: {
    id: 'u',
    torre: 'Torre A',
    numero: '101',
    andar: 1,
    tipologia: '2 quartos',
    area_privativa: 68.5,
    vagas: 1,
  },
  imovel: { id: 'i', nome: 'Residencial Ação → Pôr do Sol 😀' },
  corretor: { id: 'c', nome: 'João Corretor', creci: '12345-F' },
  construtora: { id: 't', nome: 'Construtora Ébano' },
  imobiliaria_nome: null,
  cliente_nome: 'Maria da Conceição Ŧest',
  cliente_cpf: '52998224725',
  cliente_telefone: '(41) 99999-1234',
  cliente_email: 'maria@cliente.com.br',
  preco_tabela_centavos: 50_000_000,
  preco_ofertado_centavos: 50_000_000,
  plano: [
    { tipo: 'entrada', valor_centavos: 15_000_000, vencimento: '2027-01-10' },
    { tipo: 'financiamento', valor_centavos: 35_000_000 },
  ],
  motivo_recusa: null,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: '2026-11-01T12:00:00.000Z',
  historico: [],
  condicoes: CONDICOES_PADRAO,
  resumo: { total_centavos: 50_000_000, diferenca_tabela_centavos: 0, desconto_bps: 0, violacoes: [] },
};

describe('PDFs de assinatura', () => {
  it('troca por ? o que a Helvetica (WinAnsi) não codifica, sem falhar, e guarda os acentos', async () => {
    const bytes = await propostaPdf(PROPOSTA, '2026-11-26T13:00:00.000Z');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Proposta de Compra — Residencial Ação → Pôr do Sol 😀, Torre A · 101');
    expect(doc.getPageCount()).toBe(1);
  });

  it('os mesmos dados dão os mesmos bytes (dois Workers concluindo juntos gravam o mesmo PDF)', async () => {
    const a = await propostaPdf(PROPOSTA, '2026-11-26T13:00:00.000Z');
    const b = await propostaPdf(PROPOSTA, '2026-11-26T13:00:00.000Z');
    expect(await sha256Bytes(a)).toBe(await sha256Bytes(b));
  });

  it('o PDF assinado é o original mais uma página de assinaturas', async () => {
    const contrato: ContratoDetalhe = {
      id: '00000000-0000-4000-8000-000000000002',
      status_contrato: 'Ativo',
      termos_contrato: 'Exclusividade de 12 meses.\nDivulgação em portais — “aspas” e ½.',
      comissao_percent_acordada: 4.5,
      data_inicio_validade: '2026-12-01',
      data_fim_validade: '2027-11-30',
      observacoes_construtora: null,
      observacoes_corretor: 'Sem observações 🙂',
      versao: 3,
      limite_reservas: null,
      created_at: '2026-11-01T12:00:00.000Z',
      updated_at: '2026-11-01T12:00:00.000Z',
      imovel: { id: 'i', nome: 'Residencial Sol', endereco: 'Rua das Flores, 100' },
      corretor: { id: 'c', nome: 'João', creci: '123', email: null, telefone: null },
      imobiliaria: null,
      construtora: { id: 't', nome: 'Construtora', email: null, telefone: null, cnpj: null },
      historico: [],
    };
    const original = await contratoPdf(contrato, '2026-11-26T13:00:00.000Z');
    const evidencia = {
      nome: 'João',
      nome_digitado: 'João da Silva',
      email: 'joao@x.com.br',
      cpf: null,
      cpf_conferido: null,
      ip: '2001:db8::1',
      user_agent: 'Mozilla/5.0 😀',
      assinado_em: '2026-11-26T13:05:00.000Z',
      documento_sha256: 'a'.repeat(64),
    };
    const assinado = await pdfAssinado(
      original,
      {
        documento_nome: 'Contrato',
        documento_sha256: 'a'.repeat(64),
        codigo_verificacao: 'ABCD-EFGH-JKLM',
        url_verificacao: 'http://localhost:8787/verificar/ABCD-EFGH-JKLM',
      },
      [
        { ...evidencia, papel: 'corretor' },
        { ...evidencia, papel: 'construtora', nome: 'Construtora' },
      ],
      '2026-11-26T13:05:00.000Z',
    );
    expect((await PDFDocument.load(assinado)).getPageCount()).toBe(
      (await PDFDocument.load(original)).getPageCount() + 1,
    );
  });
});
