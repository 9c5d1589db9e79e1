// The names rule of docs/convencoes.md#the-language-rule as code: which declared names and file names hold a
// Portuguese verb. Pure functions over source text, so the unit test (in workerd) and a script can both use them.

const repoPath = (key: string) => key.replace(/^\.\.\/\.\.\//, '');

/** Infinitives of the verbs code tends to name things after; a new one found in a review belongs here. */
export const VERBS = new Set(
  `abrir agendar agir alcancar alterar alternar apagar aplicar aprovar arquivar assinar ativar atualizar baixar
  bloquear buscar cadastrar calcular cancelar carregar chamar checar compartilhar conferir confirmar consumir contar
  converter convidar copiar criar definir deletar desativar desbloquear desistir desligar editar encerrar encurtar
  entrar enviar escolher excluir exibir exportar fechar filtrar formatar gerar gerenciar gravar guardar importar
  imprimir incrementar iniciar inserir juntar ler liberar ligar limpar listar marcar medir montar mostrar mover mudar
  normalizar notificar obter ordenar pegar pedir preencher publicar reativar recuperar recusar redefinir reenviar
  registrar remover renderizar reservar responder revogar rodar sair salvar selecionar somar subir tratar transmitir
  trocar validar vender verificar voltar`.split(/\s+/),
);

/** camelCase, PascalCase, snake_case and kebab-case words, lower case: 'useCancelarReserva' → use, cancelar, reserva. */
export function wordsOf(name: string): string[] {
  return name
    .split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])|[_\-.$]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

/** Comments go first, so prose about "the form to cancelar" is not a declaration; a URL's // is not a comment. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');
}

const KEYWORD_DECLARATION = /\b(?:const|let|var|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/g;
const DESTRUCTURING = /\b(?:const|let|var)\s*[{[]([^=;]*?)[}\]]\s*(?::[^=;]*)?=/g;
const METHOD =
  /^\s+(?:(?:async|static|private|public|protected|readonly|override|get|set)\s+)*([a-z_$][\w$]*)\s*\([^)]*\)\s*(?::\s*[^={;]+)?\{\s*$/gm;
const PARAMETERS = /(?:function\*?\s*[\w$]*|=>|\))?\s*\(([^()]*)\)\s*(?::\s*[^=>{;]+)?\s*(?:=>|\{)/g;

/** The local names of `a, b: c = 1, ...d` (a pattern: a, c, d) or of `a: T, b = 1` (parameters: a, b). */
function localNames(list: string, pattern: boolean): string[] {
  return list.split(',').flatMap((part) => {
    const local = pattern && part.includes(':') ? part.split(':')[1]! : part.split(':')[0]!;
    const name =
      local
        .replace(/[[\]?.]/g, ' ')
        .trim()
        .split(/\s+|=/)[0] ?? '';
    return /^[A-Za-z_$][\w$]*$/.test(name) ? [name] : [];
  });
}

/** The names a file declares: variables, functions, classes, types, destructured names, methods and parameters. */
export function declaredNames(text: string): { name: string; index: number }[] {
  const source = code(text);
  const found: { name: string; index: number }[] = [];
  for (const m of source.matchAll(KEYWORD_DECLARATION)) found.push({ name: m[1]!, index: m.index });
  for (const m of source.matchAll(METHOD)) {
    if (!['if', 'for', 'while', 'switch', 'catch', 'return', 'function'].includes(m[1]!)) {
      found.push({ name: m[1]!, index: m.index });
    }
  }
  for (const m of source.matchAll(DESTRUCTURING)) {
    for (const name of localNames(m[1]!, true)) found.push({ name, index: m.index });
  }
  for (const m of source.matchAll(PARAMETERS)) {
    // A parameter's object type goes first; a destructured parameter's locals follow its keys' colons.
    let params = m[1]!.replace(/:\s*\{[^{}]*\}/g, '');
    for (const pattern of params.matchAll(/\{([^{}]*)\}/g)) {
      for (const name of localNames(pattern[1]!, true)) found.push({ name, index: m.index });
    }
    params = params.replace(/\{[^{}]*\}/g, '');
    for (const name of localNames(params, false)) found.push({ name, index: m.index });
  }
  return found;
}

export const verbIn = (name: string) => wordsOf(name).find((w) => VERBS.has(w));

/** A recorded exception: an identifier, a file (its name and its declarations), or a folder (ending in /) whose file
 * names are exempt. */
function exempt(exceptions: string[], path: string, name: string | null): boolean {
  return exceptions.some((e) => e === path || (name === null ? e.endsWith('/') && path.startsWith(e) : e === name));
}

export function violations(files: Record<string, string>, exceptions: string[]): string[] {
  const found: string[] = [];
  for (const [key, text] of Object.entries(files)) {
    const path = repoPath(key);
    const base = path.slice(path.lastIndexOf('/') + 1).replace(/\..*$/, '');
    if (verbIn(base) && !exempt(exceptions, path, null)) found.push(`${path}: file name (${verbIn(base)})`);
    for (const { name, index } of declaredNames(text)) {
      if (verbIn(name) && !exempt(exceptions, path, name)) {
        found.push(`${path}:${text.slice(0, index).split('\n').length}: ${name} (${verbIn(name)})`);
      }
    }
  }
  return [...new Set(found)];
}
