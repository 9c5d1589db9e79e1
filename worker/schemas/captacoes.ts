export const MSG_CAPTACAO = {
  login: 'Faça login como corretor para captar oportunidades.',
  jaCaptada: 'Você já demonstrou interesse neste imóvel.',
  muitas: (minutos: number) =>
    `Você registrou muitas captações na última hora. Tente novamente em ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`,
} as const;

/** POST /api/captacoes → 201 { captacao, contrato } (the contract draft starts in the same transaction). */
export type CaptacaoCriada = {
  captacao: { id: string; imovel_id: string; status: string; data_captacao: string };
  contrato: { id: string; status_contrato: string } | null;
};
