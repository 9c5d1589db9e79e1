// LIKE patterns from what people type: %, _ and the backslash (Postgres' default LIKE escape) match themselves.
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
