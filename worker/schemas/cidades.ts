// Cities a broker may choose for the alert preferences instead of the device location: the state capitals and the
// largest other markets, with the coordinates of their centres (the radius is measured from there). The same list
// and coordinates as the preferences form offers. No zod here.

export type CidadePreferencia = { nome: string; uf: string; latitude: number; longitude: number };

export const CIDADES_PREFERENCIA: readonly CidadePreferencia[] = [
  { nome: 'Aracaju', uf: 'SE', latitude: -10.9472, longitude: -37.0731 },
  { nome: 'Belém', uf: 'PA', latitude: -1.4558, longitude: -48.4902 },
  { nome: 'Belo Horizonte', uf: 'MG', latitude: -19.9167, longitude: -43.9345 },
  { nome: 'Boa Vista', uf: 'RR', latitude: 2.8235, longitude: -60.6758 },
  { nome: 'Brasília', uf: 'DF', latitude: -15.7939, longitude: -47.8828 },
  { nome: 'Campinas', uf: 'SP', latitude: -22.9099, longitude: -47.0626 },
  { nome: 'Campo Grande', uf: 'MS', latitude: -20.4697, longitude: -54.6201 },
  { nome: 'Cuiabá', uf: 'MT', latitude: -15.6014, longitude: -56.0979 },
  { nome: 'Curitiba', uf: 'PR', latitude: -25.4284, longitude: -49.2733 },
  { nome: 'Florianópolis', uf: 'SC', latitude: -27.5954, longitude: -48.548 },
  { nome: 'Fortaleza', uf: 'CE', latitude: -3.7319, longitude: -38.5267 },
  { nome: 'Goiânia', uf: 'GO', latitude: -16.6869, longitude: -49.2648 },
  { nome: 'Guarulhos', uf: 'SP', latitude: -23.4538, longitude: -46.5333 },
  { nome: 'João Pessoa', uf: 'PB', latitude: -7.1195, longitude: -34.845 },
  { nome: 'Joinville', uf: 'SC', latitude: -26.3045, longitude: -48.8487 },
  { nome: 'Londrina', uf: 'PR', latitude: -23.3045, longitude: -51.1696 },
  { nome: 'Macapá', uf: 'AP', latitude: 0.0349, longitude: -51.0694 },
  { nome: 'Maceió', uf: 'AL', latitude: -9.6498, longitude: -35.7089 },
  { nome: 'Manaus', uf: 'AM', latitude: -3.119, longitude: -60.0217 },
  { nome: 'Natal', uf: 'RN', latitude: -5.7945, longitude: -35.211 },
  { nome: 'Niterói', uf: 'RJ', latitude: -22.8832, longitude: -43.1034 },
  { nome: 'Palmas', uf: 'TO', latitude: -10.184, longitude: -48.3336 },
  { nome: 'Porto Alegre', uf: 'RS', latitude: -30.0346, longitude: -51.2177 },
  { nome: 'Porto Velho', uf: 'RO', latitude: -8.7612, longitude: -63.9004 },
  { nome: 'Recife', uf: 'PE', latitude: -8.0476, longitude: -34.877 },
  { nome: 'Ribeirão Preto', uf: 'SP', latitude: -21.1704, longitude: -47.8103 },
  { nome: 'Rio Branco', uf: 'AC', latitude: -9.9754, longitude: -67.8249 },
  { nome: 'Rio de Janeiro', uf: 'RJ', latitude: -22.9068, longitude: -43.1729 },
  { nome: 'Salvador', uf: 'BA', latitude: -12.9714, longitude: -38.5014 },
  { nome: 'Santos', uf: 'SP', latitude: -23.9608, longitude: -46.3336 },
  { nome: 'São José dos Campos', uf: 'SP', latitude: -23.2237, longitude: -45.9009 },
  { nome: 'São Luís', uf: 'MA', latitude: -2.5307, longitude: -44.3068 },
  { nome: 'São Paulo', uf: 'SP', latitude: -23.5505, longitude: -46.6333 },
  { nome: 'Sorocaba', uf: 'SP', latitude: -23.5015, longitude: -47.4526 },
  { nome: 'Teresina', uf: 'PI', latitude: -5.092, longitude: -42.8038 },
  { nome: 'Uberlândia', uf: 'MG', latitude: -18.9186, longitude: -48.2772 },
  { nome: 'Vitória', uf: 'ES', latitude: -20.3155, longitude: -40.3128 },
];

/** 'São Paulo - SP': how a chosen city is shown and sent back. */
export const cidadeLabel = (c: CidadePreferencia) => `${c.nome} - ${c.uf}`;

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** 'São Paulo - SP', 'sao paulo' and 'SÃO PAULO' all find São Paulo. */
export function findCidade(texto: string): CidadePreferencia | undefined {
  const wanted = fold(texto);
  return CIDADES_PREFERENCIA.find((c) => fold(cidadeLabel(c)) === wanted || fold(c.nome) === wanted);
}

/** The city whose exact coordinates were stored, i.e. the one the broker chose. */
export function cidadeEm(latitude: number | null, longitude: number | null): CidadePreferencia | undefined {
  return CIDADES_PREFERENCIA.find((c) => c.latitude === latitude && c.longitude === longitude);
}

export const MSG_CIDADE_DESCONHECIDA = 'Cidade não encontrada: escolha uma cidade da lista.';
