// The readable reference of the integration API: one HTML page rendered from the same OpenAPI document that
// /api/v1/openapi.json serves, so the two can never disagree. No script and no outside assets (the CSP allows none).
import { escapeHtml as e } from './html-escape.ts';

type Schema = {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
  anyOf?: Schema[];
  nullable?: boolean;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Operation = {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  responses?: Record<string, { description?: string }>;
};
type Document = {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation> | undefined>;
  components?: { schemas?: Record<string, Schema> };
};

function typeOf(s: Schema | undefined): string {
  if (!s) return '';
  if (s.$ref) {
    const name = s.$ref.split('/').pop()!;
    return `<a href="#${e(name)}">${e(name)}</a>`;
  }
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  if (s.enum) return s.enum.map((v) => `<code>${e(JSON.stringify(v))}</code>`).join(' | ');
  const base = Array.isArray(s.type) ? s.type.join(' | ') : (s.type ?? '');
  if (base === 'array') return `${typeOf(s.items)}[]`;
  return e(s.format ? `${base} (${s.format})` : base);
}

function operation(method: string, path: string, op: Operation) {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${e(p.name)}</code></td><td>${e(p.in)}</td><td>${typeOf(p.schema)}</td><td>${p.required ? 'sim' : 'não'}</td><td>${e(p.description ?? p.schema?.description ?? '')}</td></tr>`,
    )
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => `<tr><td><code>${e(status)}</code></td><td>${e(r.description ?? '')}</td></tr>`)
    .join('');
  return `<section><h2><code>${e(method.toUpperCase())} /api/v1${e(path)}</code></h2>
<p><strong>${e(op.summary ?? '')}</strong> ${e(op.description ?? '')}</p>
${params ? `<table><tr><th>Parâmetro</th><th>Onde</th><th>Tipo</th><th>Obrigatório</th><th>Descrição</th></tr>${params}</table>` : ''}
<table><tr><th>Status</th><th>Resposta</th></tr>${responses}</table></section>`;
}

function schema(name: string, s: Schema) {
  const rows = Object.entries(s.properties ?? {})
    .map(
      ([prop, p]) => `<tr><td><code>${e(prop)}</code></td><td>${typeOf(p)}</td><td>${e(p.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<section id="${e(name)}"><h3>${e(name)}</h3><table><tr><th>Campo</th><th>Tipo</th><th>Descrição</th></tr>${rows}</table></section>`;
}

/** `openapi` is the generated document; only the parts read here are typed. */
export function apiReferencePage(openapi: object): string {
  const doc = openapi as Document;
  const ops = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods ?? {}).map(([method, op]) => operation(method, path, op)),
  );
  const schemas = Object.entries(doc.components?.schemas ?? {}).map(([name, s]) => schema(name, s));
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(doc.info.title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#1f2937;line-height:1.5}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;display:block;overflow-x:auto}
th,td{border:1px solid #d1d5db;padding:.35rem .5rem;text-align:left;vertical-align:top}
th{background:#f3f4f6}code{font-size:.9em}h2{font-size:1.1rem;margin-top:2rem}a{color:#1d4ed8}
</style></head><body>
<h1>${e(doc.info.title)} <small>v${e(doc.info.version)}</small></h1>
<p>${e(doc.info.description ?? '')}</p>
<p>Autenticação: cabeçalho <code>Authorization: Bearer &lt;token&gt;</code>. Documento OpenAPI 3.1: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.</p>
${ops.join('\n')}
<h2>Esquemas</h2>
${schemas.join('\n')}
</body></html>`;
}
