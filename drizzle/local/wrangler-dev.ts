// The `wrangler dev` command line of `npm start` and `npm run dev` (drizzle/local/start.ts), shared with the test
// that checks which build of React it serves (tests/build/served-worker.test.ts).
//
// `npm start` runs the Worker as production does: wrangler bundles it with NODE_ENV=production (what `wrangler
// deploy` defines; `wrangler dev` would otherwise define "development" and React would render every page with its
// development server build, about ten times slower) and minified, as wrangler.toml asks for the upload. It stays
// `wrangler dev` on the sources rather than serving the output of `wrangler deploy --dry-run`: the same esbuild
// options give the same bundle, and wrangler keeps rebuilding it when a source changes (benches restart Durable
// Objects that way). `npm run dev` keeps React's development build and readable, unminified code.
export function wranglerDevCommand(opts: { dev: boolean; port: number; vars: string[]; args?: string[] }) {
  return {
    args: [
      'dev',
      '--port',
      String(opts.port),
      '--ip',
      '127.0.0.1',
      '--show-interactive-dev-session=false',
      '--log-level',
      opts.dev ? 'info' : 'warn',
      ...(opts.dev ? ['--minify=false'] : []),
      ...opts.vars.flatMap((v) => ['--var', v]),
      ...(opts.args ?? []),
    ],
    env: {
      ...process.env,
      NODE_ENV: opts.dev ? 'development' : 'production',
      WRANGLER_SEND_METRICS: 'false',
      // No internet here (and none needed): skip wrangler's download of the Request.cf sample.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    },
  };
}
