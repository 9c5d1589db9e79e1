import { MSG } from '../schemas/erros.ts';

// The page a visitor sees when a server-rendered page cannot reach the database: readable without the app's
// scripts or styles (nothing else may be reachable either), and never stored by a cache.
const PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Serviço indisponível | Conecta Imóveis</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1f2937}h1{font-size:1.5rem}a{color:#1d4ed8}</style>
</head>
<body>
<h1>Conecta Imóveis</h1>
<p>${MSG.indisponivel}</p>
<p><a href="">Tentar novamente</a></p>
</body>
</html>
`;

export function unavailablePage() {
  return new Response(PAGE, {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' },
  });
}
