// Dashboard tab 'Minha Equipe' of a broker who manages brokers of their agency: the reservations, proposals and
// sales those brokers made under the agency's contracts, live (the manager's UserHub hears when one of them changes
// a unit), their ranking and the sales as CSV. Read only; the tab is offered to managers alone
// (docs/regras.md#imobiliárias).
import { PainelEquipe } from './painel-equipe.tsx';

const EXPORTS = [['/api/vendas-equipe/vendas/exportar', 'Vendas (CSV)']] as const;

export default function MinhaEquipeTab() {
  return (
    <PainelEquipe
      titulo="Minha Equipe"
      descricao="Reservas, propostas e vendas dos corretores que você gerencia, nos contratos da imobiliária, ao vivo."
      exports={EXPORTS}
    />
  );
}
