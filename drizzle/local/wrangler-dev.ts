// The `wrangler dev` command line of `npm run dev` (drizzle/local/start.ts): the Worker in development mode, with
// React's development build and readable, unminified code, rebuilt by wrangler when a source changes. `npm start`
// serves the production bundle on Miniflare instead (drizzle/local/worker-server.ts).
export function wranglerDevCommand(opts: { port: number; vars: string[] }) {
  return {
    args: [
      'dev',
      '--port',
      String(opts.port),
      '--ip',
      '127.0.0.1',
      '--show-interactive-dev-session=false',
      '--log-level',
      'info',
      '--minify=false',
      ...opts.vars.flatMap((v) => ['--var', v]),
    ],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      WRANGLER_SEND_METRICS: 'false',
      // No internet here (and none needed): skip wrangler's download of the Request.cf sample.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    },
  };
}
