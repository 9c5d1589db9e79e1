// The one shape of every keyset-paginated list the API answers: the page's rows and the opaque cursor of the next
// page (worker/lib/cursor.ts), null on the last one. A list that also reports a count or a summary adds it beside.
export type Page<T> = { items: T[]; nextCursor: string | null };

export const MSG_CURSOR_INVALIDO = 'Cursor de paginação inválido.';
