// Every screen is a lazy route module (exports Component, and loader where needed):
// a visitor downloads only the screens they open.
import { createBrowserRouter } from 'react-router';
import { RouteErrorBoundary } from './features/site/route-error.tsx';
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from './routes/root.tsx';

export const router = createBrowserRouter([
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
    children: [
      {
        // A failing screen is replaced inside the layout, keeping the header and footer.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          { index: true, lazy: () => import('./routes/home.tsx') },
          { path: 'oportunidades', lazy: () => import('./routes/oportunidades/index.tsx') },
          { path: 'oportunidades/:id', lazy: () => import('./routes/oportunidades/$id.tsx') },
          { path: 'imoveis', lazy: () => import('./routes/imoveis.tsx') },
          { path: 'favoritos', lazy: () => import('./routes/favoritos.tsx') },
          { path: 'login', lazy: () => import('./routes/login.tsx') },
          { path: 'recuperar-senha', lazy: () => import('./routes/recuperar-senha.tsx') },
          { path: 'redefinir-senha', lazy: () => import('./routes/redefinir-senha.tsx') },
          { path: 'confirmar-email', lazy: () => import('./routes/confirmar-email.tsx') },
          { path: 'cadastro', lazy: () => import('./routes/cadastro/index.tsx') },
          { path: 'cadastro/:userType', lazy: () => import('./routes/cadastro/$userType.tsx') },
          { path: 'dashboard', lazy: () => import('./routes/dashboard.tsx') },
          { path: 'planos', lazy: () => import('./routes/planos.tsx') },
          { path: 'sobre', lazy: () => import('./routes/sobre.tsx') },
          { path: 'contato', lazy: () => import('./routes/contato.tsx') },
          { path: 'construtoras', lazy: () => import('./routes/construtoras.tsx') },
          { path: 'corretores', lazy: () => import('./routes/corretores.tsx') },
          { path: 'faq', lazy: () => import('./routes/faq.tsx') },
          { path: 'privacidade', lazy: () => import('./routes/privacidade.tsx') },
          { path: 'termos', lazy: () => import('./routes/termos.tsx') },
          {
            path: 'admin',
            lazy: () => import('./routes/admin/layout.tsx'),
            children: [
              { index: true, lazy: () => import('./routes/admin/index.tsx') },
              { path: 'usuarios', lazy: () => import('./routes/admin/usuarios.tsx') },
              { path: 'construtoras', lazy: () => import('./routes/admin/construtoras.tsx') },
              { path: 'mensagens', lazy: () => import('./routes/admin/mensagens.tsx') },
              { path: 'conteudo', lazy: () => import('./routes/admin/conteudo.tsx') },
              { path: 'seo', lazy: () => import('./routes/admin/seo.tsx') },
              { path: 'analytics', lazy: () => import('./routes/admin/analytics.tsx') },
              { path: 'configuracoes', lazy: () => import('./routes/admin/configuracoes.tsx') },
            ],
          },
          { path: 'admin/login', lazy: () => import('./routes/admin/login.tsx') },
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
  {
    // The printable sheet stands alone, without the site header and footer.
    path: 'oportunidades/:id/ficha',
    lazy: () => import('./routes/oportunidades/$id/ficha.tsx'),
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
  },
  {
    // The printable capture contract, standalone like the sheet.
    path: 'contratos/:id/imprimir',
    lazy: () => import('./routes/contratos/$id/imprimir.tsx'),
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
  },
]);
