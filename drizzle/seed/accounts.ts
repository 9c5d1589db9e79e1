// The demo accounts: fixed credentials for the three roles (listed in the README) and the other
// developers and brokers of the demo data.
import { cnpjVerifier, formatCnpj } from '../../worker/schemas/documentos-br.ts';

export const DEMO_PASSWORDS = {
  admin: 'Admin@2026',
  construtora: 'Construtora@2026',
  corretor: 'Corretor@2026',
  imobiliaria: 'Imobiliaria@2026',
  outros: 'Demo@2026',
} as const;

export const ADMIN_EMAIL = 'admin@conectaimoveis.com.br';

export type ConstrutoraSeed = { email: string; nome: string; telefone: string; cnpjBase: string; demo?: true };
export type CorretorSeed = { email: string; nome: string; telefone: string; creci: string; demo?: true };

export const CONSTRUTORAS: ConstrutoraSeed[] = [
  {
    email: 'construtora@conectaimoveis.com.br',
    nome: 'Horizonte Incorporadora',
    telefone: '(11) 3456-7800',
    cnpjBase: '12345678',
    demo: true,
  },
  {
    email: 'contato@vivaverde.com.br',
    nome: 'Viva Verde Construções',
    telefone: '(21) 3222-1100',
    cnpjBase: '23456789',
  },
  {
    email: 'comercial@pedraforte.com.br',
    nome: 'Pedra Forte Engenharia',
    telefone: '(31) 3555-2020',
    cnpjBase: '34567890',
  },
  {
    email: 'vendas@araucariaurbanismo.com.br',
    nome: 'Araucária Urbanismo',
    telefone: '(41) 3030-4040',
    cnpjBase: '45678901',
  },
  {
    email: 'contato@solnascente.com.br',
    nome: 'Sol Nascente Incorporações',
    telefone: '(71) 3344-5566',
    cnpjBase: '56789012',
  },
  {
    email: 'atendimento@marazul.com.br',
    nome: 'Mar Azul Empreendimentos',
    telefone: '(81) 3421-9090',
    cnpjBase: '67890123',
  },
  {
    email: 'contato@planaltoconstrutora.com.br',
    nome: 'Planalto Construtora',
    telefone: '(61) 3322-7788',
    cnpjBase: '78901234',
  },
  {
    email: 'vendas@ilhabelaincorp.com.br',
    nome: 'Ilha Bela Incorporadora',
    telefone: '(48) 3224-6677',
    cnpjBase: '89012345',
  },
  {
    email: 'contato@gauchaobras.com.br',
    nome: 'Gaúcha Obras e Projetos',
    telefone: '(51) 3211-3344',
    cnpjBase: '90123456',
  },
];

export const CORRETORES: CorretorSeed[] = [
  {
    email: 'corretor@conectaimoveis.com.br',
    nome: 'Ana Paula Ribeiro',
    telefone: '(11) 98765-4321',
    creci: 'CRECI-SP 123456-F',
    demo: true,
  },
  { email: 'bruno.alves@imob.com.br', nome: 'Bruno Alves', telefone: '(21) 99876-1122', creci: 'CRECI-RJ 54321-F' },
  { email: 'carla.mendes@imob.com.br', nome: 'Carla Mendes', telefone: '(31) 99123-4455', creci: 'CRECI-MG 33221-F' },
  { email: 'diego.souza@imob.com.br', nome: 'Diego Souza', telefone: '(41) 99555-6677', creci: 'CRECI-PR 44112-F' },
  { email: 'elisa.costa@imob.com.br', nome: 'Elisa Costa', telefone: '(71) 99888-7766', creci: 'CRECI-BA 22110-F' },
  { email: 'fernando.lima@imob.com.br', nome: 'Fernando Lima', telefone: '(48) 99777-5544', creci: 'CRECI-SC 66554-F' },
];

/** The demo agency: its team is the second broker (a manager) and the third (managed by the second). */
export const IMOBILIARIA = {
  email: 'imobiliaria@conectaimoveis.com.br',
  nome: 'Parceira Negócios Imobiliários Ltda',
  telefone: '(11) 3333-4455',
  cnpjBase: '11222333',
  creciJuridico: 'CRECI-SP J-30123',
} as const;

/** A CNPJ with valid check digits: 8 base digits + branch 0001 + two verifiers. */
export function cnpj(base: string): string {
  const digits = `${base}0001`.split('').map(Number);
  digits.push(cnpjVerifier(digits));
  digits.push(cnpjVerifier(digits));
  return formatCnpj(digits.join(''));
}
