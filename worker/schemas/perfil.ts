/** GET /api/perfil — the signed-in user's profile row (the sheet's presenting-broker block uses it). */
export type Perfil =
  | {
      tipo: 'corretor';
      id: string;
      nome: string;
      email: string | null;
      telefone: string | null;
      creci: string;
      foto_url: string | null;
    }
  | {
      tipo: 'construtora';
      id: string;
      nome: string;
      email: string | null;
      telefone: string | null;
      cnpj: string | null;
      logo_url: string | null;
    }
  | {
      tipo: 'imobiliaria';
      id: string;
      nome: string;
      email: string | null;
      telefone: string | null;
      /** Fixed at sign-up: the company the account belongs to. */
      cnpj: string;
      creci_juridico: string;
      logo_url: string | null;
    };
