// Cities a broker can pick instead of sharing the device location: the state capitals and the largest other
// markets, with the coordinates of their centres (the alert radius is measured from there).
export type CidadeOpcao = { nome: string; uf: string; lat: number; lng: number };

export const CIDADES: readonly CidadeOpcao[] = [
  { nome: 'Aracaju', uf: 'SE', lat: -10.9472, lng: -37.0731 },
  { nome: 'Belém', uf: 'PA', lat: -1.4558, lng: -48.4902 },
  { nome: 'Belo Horizonte', uf: 'MG', lat: -19.9167, lng: -43.9345 },
  { nome: 'Boa Vista', uf: 'RR', lat: 2.8235, lng: -60.6758 },
  { nome: 'Brasília', uf: 'DF', lat: -15.7939, lng: -47.8828 },
  { nome: 'Campinas', uf: 'SP', lat: -22.9099, lng: -47.0626 },
  { nome: 'Campo Grande', uf: 'MS', lat: -20.4697, lng: -54.6201 },
  { nome: 'Cuiabá', uf: 'MT', lat: -15.6014, lng: -56.0979 },
  { nome: 'Curitiba', uf: 'PR', lat: -25.4284, lng: -49.2733 },
  { nome: 'Florianópolis', uf: 'SC', lat: -27.5954, lng: -48.548 },
  { nome: 'Fortaleza', uf: 'CE', lat: -3.7319, lng: -38.5267 },
  { nome: 'Goiânia', uf: 'GO', lat: -16.6869, lng: -49.2648 },
  { nome: 'Guarulhos', uf: 'SP', lat: -23.4538, lng: -46.5333 },
  { nome: 'João Pessoa', uf: 'PB', lat: -7.1195, lng: -34.845 },
  { nome: 'Joinville', uf: 'SC', lat: -26.3045, lng: -48.8487 },
  { nome: 'Londrina', uf: 'PR', lat: -23.3045, lng: -51.1696 },
  { nome: 'Macapá', uf: 'AP', lat: 0.0349, lng: -51.0694 },
  { nome: 'Maceió', uf: 'AL', lat: -9.6498, lng: -35.7089 },
  { nome: 'Manaus', uf: 'AM', lat: -3.119, lng: -60.0217 },
  { nome: 'Natal', uf: 'RN', lat: -5.7945, lng: -35.211 },
  { nome: 'Niterói', uf: 'RJ', lat: -22.8832, lng: -43.1034 },
  { nome: 'Palmas', uf: 'TO', lat: -10.184, lng: -48.3336 },
  { nome: 'Porto Alegre', uf: 'RS', lat: -30.0346, lng: -51.2177 },
  { nome: 'Porto Velho', uf: 'RO', lat: -8.7612, lng: -63.9004 },
  { nome: 'Recife', uf: 'PE', lat: -8.0476, lng: -34.877 },
  { nome: 'Ribeirão Preto', uf: 'SP', lat: -21.1704, lng: -47.8103 },
  { nome: 'Rio Branco', uf: 'AC', lat: -9.9754, lng: -67.8249 },
  { nome: 'Rio de Janeiro', uf: 'RJ', lat: -22.9068, lng: -43.1729 },
  { nome: 'Salvador', uf: 'BA', lat: -12.9714, lng: -38.5014 },
  { nome: 'Santos', uf: 'SP', lat: -23.9608, lng: -46.3336 },
  { nome: 'São José dos Campos', uf: 'SP', lat: -23.2237, lng: -45.9009 },
  { nome: 'São Luís', uf: 'MA', lat: -2.5307, lng: -44.3068 },
  { nome: 'São Paulo', uf: 'SP', lat: -23.5505, lng: -46.6333 },
  { nome: 'Sorocaba', uf: 'SP', lat: -23.5015, lng: -47.4526 },
  { nome: 'Teresina', uf: 'PI', lat: -5.092, lng: -42.8038 },
  { nome: 'Uberlândia', uf: 'MG', lat: -18.9186, lng: -48.2772 },
  { nome: 'Vitória', uf: 'ES', lat: -20.3155, lng: -40.3128 },
];

/** 'São Paulo - SP': what is stored in preferencias.cidade and shown back. */
export const cidadeLabel = (c: CidadeOpcao) => `${c.nome} - ${c.uf}`;
