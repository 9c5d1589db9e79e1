// Upload messages the API answers with. No zod here.

export const MSG_UPLOAD = {
  arquivoObrigatorio: 'Selecione uma imagem para enviar.',
  miniaturaInvalida: 'Envie no máximo uma miniatura por imagem.',
  cotaEsgotada: (mb: number) =>
    `Você atingiu o limite de armazenamento da sua conta (${mb} MB). Remova imagens que não usa mais para enviar novas.`,
  muitosEnvios: (minutos: number) =>
    `Você enviou muitas imagens nas últimas 24 horas. Tente novamente em ${minutos} minuto${minutos === 1 ? '' : 's'}.`,
} as const;
