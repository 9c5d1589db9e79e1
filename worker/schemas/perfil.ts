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
    };
