import { describe, expect, it } from 'vitest';
import { decodeCursor, toPage } from '../../worker/lib/cursor.ts';

const row = (n: number) => ({ id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, nome: `Item ${n}` });
const page = (count: number, limit: number) =>
  toPage(
    Array.from({ length: count }, (_, i) => row(i + 1)),
    limit,
    (r) => r.nome,
    (r) => r.nome,
  );

// Lists read LIMIT + 1 rows: the extra row only says that another page exists, and is never shown.
describe('toPage: a keyset page from LIMIT + 1 rows', () => {
  it('shows the first `limit` rows and points the cursor at the last one shown when a row was left over', () => {
    const { items, nextCursor } = page(4, 3);
    expect(items).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(decodeCursor(nextCursor!)).toEqual({ key: 'Item 3', id: row(3).id });
  });

  it('ends the list when exactly `limit` rows came back (no "Carregar mais" that loads nothing)', () => {
    expect(page(3, 3)).toEqual({ items: ['Item 1', 'Item 2', 'Item 3'], nextCursor: null });
  });

  it('ends an empty or short list', () => {
    expect(page(0, 3)).toEqual({ items: [], nextCursor: null });
    expect(page(2, 3)).toEqual({ items: ['Item 1', 'Item 2'], nextCursor: null });
  });
});
