// Contact form: shared by the /contato form and POST /api/contato.
import { z } from 'zod';

export const contatoSchema = z.object({
  nome: z.string({ error: 'Informe seu nome.' }).trim().min(1, 'Informe seu nome.').max(120, 'Nome muito longo.'),
  email: z
    .string({ error: 'Informe seu e-mail.' })
    .trim()
    .min(1, 'Informe seu e-mail.')
    .max(254, 'E-mail muito longo.')
    .pipe(z.email('Informe um e-mail válido.'))
    .transform((v) => v.toLowerCase()),
  telefone: z
    .string({ error: 'Informe seu telefone.' })
    .trim()
    .min(1, 'Informe seu telefone.')
    .max(30, 'Telefone muito longo.')
    // Brazilian numbers have 10 or 11 digits with the area code; allow a +55 prefix and any punctuation.
    .refine((v) => /^(55)?\d{10,11}$/.test(v.replace(/\D/g, '')), 'Informe um telefone válido com DDD.'),
  mensagem: z
    .string({ error: 'Escreva sua mensagem.' })
    .trim()
    .min(1, 'Escreva sua mensagem.')
    .max(5000, 'Mensagem muito longa.'),
  /** The development the message is about, when sent from its page. */
  imovelId: z.uuid('Imóvel inválido.').optional(),
});
export type ContatoInput = z.input<typeof contatoSchema>;
