import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_ORIGIN, siteOrigin } from '../../worker/lib/site-origin.ts';

describe('siteOrigin', () => {
  it('is the configured origin, without path or trailing slash', () => {
    expect(siteOrigin({ SITE_ORIGIN: 'https://conectaimoveis.com.br/' })).toBe('https://conectaimoveis.com.br');
    expect(siteOrigin({ SITE_ORIGIN: 'https://www.exemplo.com.br:8443/caminho' })).toBe(
      'https://www.exemplo.com.br:8443',
    );
  });

  it('falls back to the local default when the setting is empty or missing', () => {
    expect(siteOrigin({ SITE_ORIGIN: '' })).toBe(DEFAULT_SITE_ORIGIN);
    expect(siteOrigin({})).toBe(DEFAULT_SITE_ORIGIN);
  });
});
