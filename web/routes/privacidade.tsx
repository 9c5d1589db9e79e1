// Privacy policy under the LGPD (Lei 13.709/2018): who controls the data, what is collected and why, on which
// legal basis, for how long, and how a person exercises their rights (Settings or the support e-mail).
import { Link } from 'react-router';
import { LegalPage } from '@web/features/conta/legal-page.tsx';
import { useContactInfo } from '@web/lib/contact-info.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Política de Privacidade');
  const { supportEmail } = useContactInfo();
  const email = (
    <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 hover:text-brand-900">
      {supportEmail}
    </a>
  );
  return (
    <LegalPage title="Política de Privacidade" updated="22 de novembro de 2026">
      <section>
        <p>
          Esta política explica como a Conecta Imóveis trata dados pessoais de construtoras, corretores e visitantes,
          nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).
        </p>
      </section>
      <section>
        <h2>1. Controladora e encarregado</h2>
        <p>
          A controladora dos dados é a Conecta Imóveis. Dúvidas, pedidos e reclamações sobre dados pessoais podem ser
          enviados ao nosso encarregado (DPO) pelo e-mail {email}.
        </p>
      </section>
      <section>
        <h2>2. Dados que coletamos</h2>
        <ul>
          <li>Conta: e-mail, senha (guardada apenas como hash irreversível) e tipo de perfil.</li>
          <li>Perfil: nome ou razão social, telefone, CNPJ (construtoras), CRECI (corretores), foto ou logotipo.</li>
          <li>
            Uso da plataforma: empreendimentos publicados, captações, favoritos, preferências de alerta, contratos de
            captação, fichas geradas, notificações e mensagens do chat.
          </li>
          <li>Formulário de contato: nome, e-mail, telefone e mensagem.</li>
          <li>
            Segurança: endereço IP e navegador das sessões e das tentativas de login, para proteger as contas contra
            acessos indevidos.
          </li>
        </ul>
      </section>
      <section>
        <h2>3. Para que usamos e com qual base legal</h2>
        <ul>
          <li>
            Criar e manter sua conta e prestar o serviço de intermediação entre construtoras e corretores — execução de
            contrato (art. 7º, V).
          </li>
          <li>
            Registrar contratos de captação e o histórico de mudanças de status — execução de contrato e exercício
            regular de direitos (art. 7º, V e VI).
          </li>
          <li>
            Prevenir fraudes e proteger sua conta (limites de tentativas, registros de acesso) — legítimo interesse
            (art. 7º, IX) e cumprimento do Marco Civil da Internet (art. 7º, II).
          </li>
          <li>Enviar e-mails de serviço, como redefinição de senha — execução de contrato (art. 7º, V).</li>
          <li>Responder mensagens enviadas pelo formulário de contato — legítimo interesse (art. 7º, IX).</li>
        </ul>
        <p>Não vendemos dados pessoais e não os usamos para publicidade de terceiros.</p>
      </section>
      <section>
        <h2>4. Compartilhamento</h2>
        <p>
          Dados de perfil são mostrados à outra parte quando há uma captação, um contrato ou uma conversa entre vocês.
          Usamos prestadores de infraestrutura (hospedagem, banco de dados, armazenamento de imagens e envio de e-mails)
          que tratam os dados apenas segundo nossas instruções. Dados podem ser fornecidos a autoridades quando a lei
          exigir.
        </p>
      </section>
      <section>
        <h2>5. Por quanto tempo guardamos</h2>
        <ul>
          <li>Dados da conta e do perfil: enquanto a conta existir.</li>
          <li>Registros de acesso: 6 meses, como exige o Marco Civil da Internet (art. 15).</li>
          <li>Sessões: expiram após 7 dias sem uso e no máximo em 30 dias.</li>
          <li>
            Contratos e mensagens trocadas com a outra parte: mantidos pelo tempo necessário ao exercício de direitos,
            sem os seus dados de identificação depois que a conta é excluída.
          </li>
        </ul>
      </section>
      <section>
        <h2>6. Seus direitos</h2>
        <p>
          Você pode confirmar e acessar seus dados, corrigi-los, pedir portabilidade, anonimização ou eliminação, saber
          com quem os compartilhamos e revogar consentimentos (art. 18). Na plataforma, em{' '}
          <strong>Meu Painel → Configurações</strong>:
        </p>
        <ul>
          <li>corrija seus dados no formulário de perfil;</li>
          <li>
            use <strong>Baixar meus dados</strong> para receber uma cópia completa em JSON;
          </li>
          <li>
            use <strong>Excluir minha conta</strong> para apagar seus dados pessoais.
          </li>
        </ul>
        <p>
          Para qualquer outro pedido, escreva para {email}. Respondemos em até 15 dias. Você também pode reclamar à
          Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </section>
      <section>
        <h2>7. Cookies</h2>
        <p>
          Usamos apenas um cookie essencial: o de sessão, que mantém você conectado depois do login. Ele é HttpOnly,
          seguro e não serve para rastreamento. Não usamos cookies de publicidade nem de análise de terceiros.
        </p>
      </section>
      <section>
        <h2>8. Segurança</h2>
        <p>
          Senhas são guardadas com hash scrypt, conexões são cifradas (HTTPS) e o acesso aos dados é restrito. Em caso
          de incidente que possa causar risco relevante, avisaremos os titulares e a ANPD.
        </p>
      </section>
      <section>
        <h2>9. Alterações</h2>
        <p>
          Podemos atualizar esta política; a data no topo indica a última versão. Veja também os{' '}
          <Link to="/termos" className="font-medium text-brand-700 hover:text-brand-900">
            Termos de Uso
          </Link>
          .
        </p>
      </section>
    </LegalPage>
  );
}
