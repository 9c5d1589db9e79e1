// Input of the admin API (worker/api/admin.ts), shared with the admin screens' forms.
import * as z from 'zod';
import { pageQuery } from './page-input.ts';
import { ADMIN_PAGE_SIZE } from './admin.ts';
import { USER_TYPES } from './auth.ts';
import { PAGINAS_CONTEUDO, PAGINAS_SEO, type PaginaConteudo } from './site-conteudo.ts';

const texto = (campo: string, max: number) =>
  z
    .string({ error: `Informe ${campo}.` })
    .trim()
    .min(1, `Informe ${campo}.`)
    .max(max, `${campo[0]!.toUpperCase()}${campo.slice(1)} muito longo(a): no máximo ${max} caracteres.`);
const opcional = (max: number) => z.string().trim().max(max, `No máximo ${max} caracteres.`);

/** The admin's lists: a page of ADMIN_PAGE_SIZE unless asked for fewer. */
export const adminPageQuery = pageQuery({ padrao: ADMIN_PAGE_SIZE, max: ADMIN_PAGE_SIZE });

export const usuariosQuery = adminPageQuery.extend({
  q: z.string().trim().max(100, 'Busca muito longa.').optional(),
  tipo: z.enum(USER_TYPES, { error: 'Tipo de usuário inválido.' }).optional(),
});

export const STATUS_MENSAGEM = ['novas', 'lidas', 'arquivadas'] as const;
export type StatusMensagem = (typeof STATUS_MENSAGEM)[number];
export const mensagensQuery = adminPageQuery.extend({
  status: z.enum(STATUS_MENSAGEM, { error: 'Filtro de mensagens inválido.' }).default('novas'),
});

export const analyticsQuery = z.object({
  dias: z.enum(['30', '90'], { error: 'Período inválido: use 30 ou 90 dias.' }).default('30'),
});

export const chaveConteudoParam = z.object({
  chave: z.enum(PAGINAS_CONTEUDO, { error: 'Página de conteúdo desconhecida.' }),
});

const faqSchema = z.object({
  itens: z
    .array(
      z.object({
        secao: opcional(80),
        pergunta: texto('a pergunta', 200),
        resposta: texto('a resposta', 2000),
      }),
    )
    .min(1, 'Inclua ao menos uma pergunta.')
    .max(60, 'No máximo 60 perguntas.'),
});
const textoSchema = z.object({
  titulo: texto('o título', 160),
  paragrafos: z
    .array(texto('o parágrafo', 2000))
    .min(1, 'Inclua ao menos um parágrafo.')
    .max(12, 'No máximo 12 parágrafos.'),
});

export const conteudoSchemas = {
  faq: faqSchema,
  sobre: textoSchema,
  construtoras: textoSchema,
  corretores: textoSchema,
} satisfies Record<PaginaConteudo, z.ZodType>;

const meta = z.object({ titulo: opcional(70), descricao: opcional(200) });
export const seoSchema = z.object({
  padrao: z.object({ titulo: texto('o título padrão', 70), descricao: texto('a descrição padrão', 200) }),
  paginas: z.object(
    Object.fromEntries(PAGINAS_SEO.map((p) => [p, meta])) as Record<(typeof PAGINAS_SEO)[number], typeof meta>,
  ),
});

const email = (campo: string) =>
  z
    .string({ error: `Informe ${campo}.` })
    .trim()
    .min(1, `Informe ${campo}.`)
    .max(254, 'E-mail muito longo.')
    .pipe(z.email(`Informe ${campo} válido.`))
    .transform((v) => v.toLowerCase());
const telefone = z
  .string()
  .trim()
  .max(30, 'Telefone muito longo.')
  .regex(/^[\d\s()+-]*$/, 'Telefone inválido: use apenas números, espaços, parênteses, + e -.');
const link = (rede: string) =>
  z
    .string()
    .trim()
    .max(300, 'Link muito longo.')
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), `O link do ${rede} deve começar com https://.`);

export const configuracoesSchema = z.object({
  email_suporte: email('o e-mail de suporte'),
  email_contato: email('o e-mail de contato'),
  telefones: z.object({ principal: telefone, vendas: telefone, locacao: telefone }),
  endereco: z.object({ logradouro: opcional(160), bairro: opcional(160), cep: opcional(20) }),
  horario: opcional(120),
  redes: z.object({
    instagram: link('Instagram'),
    facebook: link('Facebook'),
    linkedin: link('LinkedIn'),
    youtube: link('YouTube'),
  }),
});

export const codigoTotpSchema = z.object({
  codigo: z
    .string({ error: 'Informe o código de 6 dígitos.' })
    .trim()
    .regex(/^\d{6}$/, 'Informe o código de 6 dígitos do aplicativo autenticador.'),
});

/** The second step of an admin login: the 6-digit code or one recovery code. */
export const segundoFatorSchema = z.object({
  desafio: z.string({ error: 'Desafio ausente. Faça login novamente.' }).min(10).max(100),
  codigo: z
    .string({ error: 'Informe o código.' })
    .trim()
    .min(6, 'Informe o código de 6 dígitos ou um código de recuperação.')
    .max(40, 'Código inválido.'),
});

/** The admin's form of a text page: paragraphs typed in one box, separated by a blank line. */
export const conteudoTextoForm = z
  .object({ titulo: z.string(), texto: z.string() })
  .transform((v) => ({
    titulo: v.titulo,
    paragrafos: v.texto
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  }))
  .pipe(conteudoSchemas.sobre);
