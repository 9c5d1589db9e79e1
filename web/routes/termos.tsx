// Terms of use of the marketplace: who may use it, what each party is responsible for, and how accounts end.
import { Link } from 'react-router';
import { LegalPage } from '@web/features/conta/legal-page.tsx';
import { useContactInfo } from '@web/lib/contact-info.ts';
import { usePageTitle } from '@web/lib/use-page-title.ts';

export function Component() {
  usePageTitle('Termos de Uso');
  const { supportEmail } = useContactInfo();
  return (
    <LegalPage title="Termos de Uso" updated="22 de novembro de 2026">
      <section>
        <h2>1. O serviço</h2>
        <p>
          A Conecta Imóveis é uma plataforma que aproxima construtoras, que publicam empreendimentos, e corretores, que
          captam essas oportunidades e negociam contratos de captação. Não somos parte das vendas nem dos contratos
          firmados entre os usuários.
        </p>
      </section>
      <section>
        <h2>2. Cadastro</h2>
        <ul>
          <li>O cadastro é para pessoas maiores de 18 anos e empresas regularmente constituídas.</li>
          <li>Corretores devem informar um CRECI válido; construtoras, dados verdadeiros da empresa.</li>
          <li>Você é responsável por manter sua senha em sigilo e por tudo o que for feito com sua conta.</li>
        </ul>
      </section>
      <section>
        <h2>3. Conteúdo publicado</h2>
        <p>
          A construtora responde pela exatidão das informações, preços e imagens dos empreendimentos que publica e deve
          ter direito de uso sobre elas. É proibido publicar conteúdo falso, ofensivo, ilegal ou que viole direitos de
          terceiros.
        </p>
      </section>
      <section>
        <h2>4. Contratos e comunicação</h2>
        <p>
          Os contratos de captação gerados na plataforma registram o que as partes combinaram; cada parte é responsável
          pelo cumprimento do que aceitou. O chat deve ser usado apenas para tratar das oportunidades.
        </p>
      </section>
      <section>
        <h2>5. Suspensão e encerramento</h2>
        <p>
          Podemos suspender contas que violem estes termos. Você pode excluir sua conta a qualquer momento em Meu Painel
          → Configurações → Excluir minha conta; seus dados pessoais são apagados, e contratos e mensagens que a outra
          parte precisa manter ficam anonimizados.
        </p>
      </section>
      <section>
        <h2>6. Privacidade</h2>
        <p>
          O tratamento de dados pessoais segue a{' '}
          <Link to="/privacidade" className="font-medium text-brand-700 hover:text-brand-900">
            Política de Privacidade
          </Link>
          .
        </p>
      </section>
      <section>
        <h2>7. Responsabilidade</h2>
        <p>
          Trabalhamos para manter a plataforma disponível e segura, mas não garantimos funcionamento ininterrupto. Não
          respondemos por negócios entre usuários nem por informações publicadas por eles.
        </p>
      </section>
      <section>
        <h2>8. Contato e foro</h2>
        <p>
          Dúvidas: {supportEmail}. Estes termos seguem as leis brasileiras, incluindo o Código de Defesa do Consumidor
          quando aplicável; fica eleito o foro do domicílio do usuário.
        </p>
      </section>
    </LegalPage>
  );
}
