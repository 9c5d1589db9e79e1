// Dashboard tab 'Vendas da Equipe' of an agency: its brokers' reservations, proposals and sales under its contracts,
// live (its UserHub tells it when the team changes a unit), the ranking by broker and the CSV exports.
import { PainelEquipe } from './painel-equipe.tsx';

const EXPORTS = [
  ['/api/vendas-equipe/vendas/exportar', 'Vendas (CSV)'],
  ['/api/comissoes/exportar', 'Comissões (CSV)'],
  ['/api/comissoes/partes/exportar', 'Partes (CSV)'],
] as const;

export default function VendasEquipeTab() {
  return (
    <PainelEquipe
      titulo="Vendas da Equipe"
      descricao="Reservas, propostas e vendas dos seus corretores nos contratos da imobiliária, ao vivo."
      exports={EXPORTS}
    />
  );
}
