import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useContactInfo } from '@web/lib/contact-info.ts';
import { Logo } from './logo.tsx';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from './social-icons.tsx';

const SOCIAL = [
  { rede: 'instagram', label: 'Instagram', Icon: InstagramIcon },
  { rede: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { rede: 'linkedin', label: 'LinkedIn', Icon: LinkedinIcon },
  { rede: 'youtube', label: 'YouTube', Icon: YoutubeIcon },
] as const;

const LINK_GROUPS = [
  {
    title: 'Navegação',
    links: [
      { to: '/', label: 'Início' },
      { to: '/oportunidades', label: 'Oportunidades' },
      { to: '/planos', label: 'Planos' },
      { to: '/sobre', label: 'Sobre Nós' },
      { to: '/contato', label: 'Contato' },
    ],
  },
  {
    title: 'Para Você',
    links: [
      { to: '/construtoras', label: 'Para Construtoras' },
      { to: '/corretores', label: 'Para Corretores' },
      { to: '/faq', label: 'Perguntas Frequentes' },
      { to: '/login', label: 'Acessar Painel' },
      { to: '/cadastro', label: 'Cadastrar' },
    ],
  },
];

export function SiteFooter() {
  const { address, phones, social, supportEmail } = useContactInfo();
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed text-brand-200">
            Conectamos construtoras e corretores para otimizar a captação de imóveis e impulsionar negócios.
          </p>
          <ul className="flex gap-2" aria-label="Redes sociais">
            {SOCIAL.filter(({ rede }) => social[rede]).map(({ rede, label, Icon }) => (
              <li key={label}>
                <a
                  href={social[rede]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} da Conecta Imóveis`}
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-brand-950"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{group.title}</h2>
            <ul className="mt-4 space-y-2.5 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="rounded text-brand-200 transition-colors hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Fale Conosco</h2>
          <address className="mt-4 space-y-3 text-sm not-italic text-brand-200">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <span>
                {address.street}
                <br />
                {address.district}
                <br />
                {address.zip}
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a href={phones.main.href} className="hover:text-white">
                {phones.main.label}
              </a>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-400" />
              <a href={`mailto:${supportEmail}`} className="break-all hover:text-white">
                {supportEmail}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-xs text-brand-300 sm:flex-row sm:px-6 lg:px-8">
          <p className="text-center sm:text-left">
            © {new Date().getFullYear()} Conecta Imóveis. Todos os direitos reservados.
          </p>
          <nav aria-label="Documentos legais" className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
            <Link to="/privacidade" className="hover:text-white">
              Política de Privacidade
            </Link>
            <Link to="/termos" className="hover:text-white">
              Termos de Uso
            </Link>
            <Link to="/admin/login" className="hover:text-white">
              Acesso Administrativo
            </Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
