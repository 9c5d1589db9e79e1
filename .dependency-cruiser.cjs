/**
 * Import boundaries of the tree (docs/arquitetura.md describes the layers). `npm run lint` runs it: a cross-feature
 * import, a worker/lib that reaches up into domain/api/app, a web module that pulls Worker code, or a cycle fails.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes load order matter and splits nothing: extract what both sides need. Type-only imports count ' +
        'too. The one exception is worker/lib/env.ts, which only declares the bindings and has to name the Durable ' +
        'Object classes (worker/realtime/) for typed stubs.',
      from: { path: '^(web|worker)/' },
      to: { circular: true, viaNot: '^worker/(lib/env|schemas/api)\\.ts$' },
    },
    {
      name: 'web-feature-isolation',
      severity: 'error',
      comment: 'A feature never imports another feature; shared pieces live in web/components or web/lib.',
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/([^/]+)/', pathNot: '^web/features/$1/' },
    },
    {
      name: 'web-reaches-worker-only-through-schemas',
      severity: 'error',
      comment: 'The SPA shares only the zod schemas (and their types) with the Worker.',
      from: { path: '^web/' },
      to: { path: '^worker/', pathNot: '^worker/schemas/' },
    },
    {
      name: 'worker-lib-is-a-leaf',
      severity: 'error',
      comment: 'worker/lib is infrastructure: it never reaches up into the domain, the API routes or the app.',
      from: { path: '^worker/lib/' },
      to: { path: '^worker/(domain|api|app\\.ts)' },
    },
    {
      name: 'web-lib-and-components-below-features',
      severity: 'error',
      comment: 'The shared layer serves features; it never imports one.',
      from: { path: '^web/(lib|components)/' },
      to: { path: '^web/(features|routes)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.wrangler|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
