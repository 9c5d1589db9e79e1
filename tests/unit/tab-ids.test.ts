import { describe, expect, it } from 'vitest';
import { requestedTabId, TAB_IDS } from '../../web/routes/dashboard/tab-ids.ts';

describe('dashboard tab ids', () => {
  it('are Portuguese kebab-case, like every URL', () => {
    for (const id of TAB_IDS) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('reads a former English id, from a bookmark or a stored notification, as its tab', () => {
    expect(requestedTabId('units')).toBe('espelho');
    expect(requestedTabId('received_captures')).toBe('captacoes-recebidas');
    expect(requestedTabId('settings')).toBe('configuracoes');
    expect(requestedTabId('espelho')).toBe('espelho');
    expect(requestedTabId('chat')).toBe('chat');
  });

  it('answers null for an unknown value or none', () => {
    expect(requestedTabId('toString')).toBeNull();
    expect(requestedTabId('nada')).toBeNull();
    expect(requestedTabId(null)).toBeNull();
  });
});
