// Every screen is a lazy route module (exports Component, and loader where needed):
// a visitor downloads only the screens they open. The same table renders public pages in the Worker
// (worker/ssr/) and runs the browser router (main.tsx). A page the Worker renders names its module in
// `handle.module` (its key in Vite's manifest), so the HTML can preload the page's chunk.
import type { RouteObject } from 'react-router';
import { RouteErrorBoundary } from './features/site/route-error.tsx';
import { RootErrorBoundary, RootHydrateFallback, RootLayout } from './routes/root.tsx';

export type PageHandle = { module: string };

// Screens behind a login and the sign-in flow render only in the browser. The Worker's build defines
// import.meta.env.SSR (wrangler.toml [define], as Vite does for its server builds), so their modules stay out of
// its bundle. They come after the public pages so that the pages' route ids are the same on both sides.
const screens: RouteObject[] = [
  { path: 'favoritos', lazy: () => import('./routes/favoritos.tsx') },
  { path: 'login', lazy: () => import('./routes/login.tsx') },
  { path: 'recuperar-senha', lazy: () => import('./routes/recuperar-senha.tsx') },
  { path: 'redefinir-senha', lazy: () => import('./routes/redefinir-senha.tsx') },
  { path: 'confirmar-email', lazy: () => import('./routes/confirmar-email.tsx') },
  { path: 'cadastro', lazy: () => import('./routes/cadastro/index.tsx') },
  { path: 'cadastro/:userType', lazy: () => import('./routes/cadastro/$userType.tsx') },
  { path: 'dashboard', lazy: () => import('./routes/dashboard.tsx') },
  { path: 'assinar/:token', lazy: () => import('./routes/assinar/$token.tsx') },
  { path: 'convite/:token', lazy: () => import('./routes/convite/$token.tsx') },
  { path: 'verificar', lazy: () => import('./routes/verificar/$codigo.tsx') },
  { path: 'verificar/:codigo', lazy: () => import('./routes/verificar/$codigo.tsx') },
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
];

const printScreens: RouteObject[] = [
  {
    // The printable capture contract, standalone like the sheet.
    path: 'contratos/:id/imprimir',
    lazy: () => import('./routes/contratos/$id/imprimir.tsx'),
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
  },
  {
    // The printable proposal, standalone like the contract.
    path: 'propostas/:id/imprimir',
    lazy: () => import('./routes/propostas/$id/imprimir.tsx'),
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
  },
];

export const routes: RouteObject[] = [
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
          { index: true, handle: { module: 'routes/home.tsx' }, lazy: () => import('./routes/home.tsx') },
          {
            path: 'oportunidades',
            handle: { module: 'routes/oportunidades/index.tsx' },
            lazy: () => import('./routes/oportunidades/index.tsx'),
          },
          {
            path: 'oportunidades/:id',
            handle: { module: 'routes/oportunidades/$id.tsx' },
            lazy: () => import('./routes/oportunidades/$id.tsx'),
          },
          { path: 'imoveis', handle: { module: 'routes/imoveis.tsx' }, lazy: () => import('./routes/imoveis.tsx') },
          { path: 'planos', handle: { module: 'routes/planos.tsx' }, lazy: () => import('./routes/planos.tsx') },
          { path: 'sobre', handle: { module: 'routes/sobre.tsx' }, lazy: () => import('./routes/sobre.tsx') },
          { path: 'contato', handle: { module: 'routes/contato.tsx' }, lazy: () => import('./routes/contato.tsx') },
          {
            path: 'construtoras',
            handle: { module: 'routes/construtoras.tsx' },
            lazy: () => import('./routes/construtoras.tsx'),
          },
          {
            path: 'corretores',
            handle: { module: 'routes/corretores.tsx' },
            lazy: () => import('./routes/corretores.tsx'),
          },
          { path: 'faq', handle: { module: 'routes/faq.tsx' }, lazy: () => import('./routes/faq.tsx') },
          {
            path: 'privacidade',
            handle: { module: 'routes/privacidade.tsx' },
            lazy: () => import('./routes/privacidade.tsx'),
          },
          { path: 'termos', handle: { module: 'routes/termos.tsx' }, lazy: () => import('./routes/termos.tsx') },
          { path: '*', handle: { module: 'routes/not-found.tsx' }, lazy: () => import('./routes/not-found.tsx') },
          ...(import.meta.env.SSR ? [] : screens),
        ],
      },
    ],
  },
  {
    // The printable sheet stands alone, without the site header and footer.
    path: 'oportunidades/:id/ficha',
    handle: { module: 'routes/oportunidades/$id/ficha.tsx' },
    lazy: () => import('./routes/oportunidades/$id/ficha.tsx'),
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootHydrateFallback,
  },
  ...(import.meta.env.SSR ? [] : printScreens),
];
