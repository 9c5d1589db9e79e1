// Cities and neighbourhoods of the demo data, with real centre coordinates.
export type Bairro = { nome: string; lat: number; lng: number; ruas: string[] };
export type Cidade = { nome: string; uf: string; bairros: Bairro[] };

export const CIDADES: Cidade[] = [
  {
    nome: 'São Paulo',
    uf: 'SP',
    bairros: [
      {
        nome: 'Jardins',
        lat: -23.5659,
        lng: -46.6633,
        ruas: ['Rua Oscar Freire', 'Alameda Lorena', 'Rua Haddock Lobo'],
      },
      { nome: 'Vila Mariana', lat: -23.5891, lng: -46.6346, ruas: ['Rua Domingos de Morais', 'Rua Vergueiro'] },
      { nome: 'Pinheiros', lat: -23.5666, lng: -46.6924, ruas: ['Rua dos Pinheiros', 'Rua Cardeal Arcoverde'] },
      { nome: 'Moema', lat: -23.6006, lng: -46.6657, ruas: ['Avenida Ibirapuera', 'Alameda dos Maracatins'] },
      { nome: 'Tatuapé', lat: -23.5403, lng: -46.5763, ruas: ['Rua Tuiuti', 'Rua Serra de Bragança'] },
    ],
  },
  {
    nome: 'Rio de Janeiro',
    uf: 'RJ',
    bairros: [
      { nome: 'Botafogo', lat: -22.9519, lng: -43.1857, ruas: ['Rua Voluntários da Pátria', 'Rua São Clemente'] },
      { nome: 'Barra da Tijuca', lat: -23.0004, lng: -43.3659, ruas: ['Avenida das Américas', 'Avenida Lúcio Costa'] },
      { nome: 'Tijuca', lat: -22.9249, lng: -43.2323, ruas: ['Rua Conde de Bonfim', 'Rua Haddock Lobo'] },
    ],
  },
  {
    nome: 'Belo Horizonte',
    uf: 'MG',
    bairros: [
      { nome: 'Savassi', lat: -19.9386, lng: -43.9346, ruas: ['Rua Pernambuco', 'Avenida Getúlio Vargas'] },
      {
        nome: 'Buritis',
        lat: -19.9752,
        lng: -43.9693,
        ruas: ['Avenida Professor Mário Werneck', 'Rua Senador Lima Guimarães'],
      },
    ],
  },
  {
    nome: 'Curitiba',
    uf: 'PR',
    bairros: [
      { nome: 'Batel', lat: -25.4421, lng: -49.2873, ruas: ['Avenida do Batel', 'Rua Comendador Araújo'] },
      { nome: 'Ecoville', lat: -25.4418, lng: -49.3389, ruas: ['Rua Professor Pedro Viriato Parigot de Souza'] },
    ],
  },
  {
    nome: 'Porto Alegre',
    uf: 'RS',
    bairros: [
      { nome: 'Moinhos de Vento', lat: -30.0277, lng: -51.2024, ruas: ['Rua Padre Chagas', 'Rua Dinarte Ribeiro'] },
      { nome: 'Menino Deus', lat: -30.0517, lng: -51.2239, ruas: ['Avenida Getúlio Vargas', 'Rua José de Alencar'] },
    ],
  },
  {
    nome: 'Salvador',
    uf: 'BA',
    bairros: [
      { nome: 'Pituba', lat: -13.0007, lng: -38.4559, ruas: ['Avenida Paulo VI', 'Rua Ceará'] },
      { nome: 'Barra', lat: -13.0084, lng: -38.5303, ruas: ['Avenida Oceânica', 'Rua Marquês de Caravelas'] },
    ],
  },
  {
    nome: 'Recife',
    uf: 'PE',
    bairros: [
      { nome: 'Boa Viagem', lat: -8.1273, lng: -34.9006, ruas: ['Avenida Boa Viagem', 'Rua dos Navegantes'] },
      { nome: 'Casa Forte', lat: -8.0335, lng: -34.9187, ruas: ['Rua Dona Olegarinha', 'Avenida 17 de Agosto'] },
    ],
  },
  {
    nome: 'Fortaleza',
    uf: 'CE',
    bairros: [
      { nome: 'Meireles', lat: -3.7262, lng: -38.4989, ruas: ['Avenida Beira Mar', 'Rua Silva Paulet'] },
      { nome: 'Aldeota', lat: -3.7378, lng: -38.5098, ruas: ['Avenida Santos Dumont', 'Rua Padre Valdevino'] },
    ],
  },
  {
    nome: 'Brasília',
    uf: 'DF',
    bairros: [
      { nome: 'Asa Sul', lat: -15.8157, lng: -47.9022, ruas: ['SQS 308', 'SQS 114'] },
      { nome: 'Águas Claras', lat: -15.8398, lng: -48.0277, ruas: ['Rua 25 Norte', 'Avenida Araucárias'] },
    ],
  },
  {
    nome: 'Florianópolis',
    uf: 'SC',
    bairros: [
      { nome: 'Jurerê', lat: -27.4393, lng: -48.4967, ruas: ['Avenida dos Búzios', 'Rua Luiz Boiteux Piazza'] },
      { nome: 'Centro', lat: -27.5954, lng: -48.548, ruas: ['Avenida Beira-Mar Norte', 'Rua Felipe Schmidt'] },
    ],
  },
  {
    nome: 'Campinas',
    uf: 'SP',
    bairros: [
      { nome: 'Cambuí', lat: -22.8936, lng: -47.0516, ruas: ['Rua Coronel Quirino', 'Avenida Júlio de Mesquita'] },
    ],
  },
  {
    nome: 'Goiânia',
    uf: 'GO',
    bairros: [{ nome: 'Setor Bueno', lat: -16.7088, lng: -49.2683, ruas: ['Avenida T-4', 'Rua T-55'] }],
  },
];
