import { describe, expect, it } from 'vitest';
import { hasUnstorableText } from '../../worker/lib/text-guard.ts';

describe('hasUnstorableText', () => {
  it('looks only at text: numbers, booleans and nulls in a body pass', () => {
    expect(hasUnstorableText({ andar: 3, ativo: true, foto: null, fotos: ['a.jpg', null], preco: 0 })).toBe(false);
  });

  it('finds NUL and lone surrogates in values and keys at any nesting it walks', () => {
    expect(hasUnstorableText({ a: [{ b: 'ok\u0000' }] })).toBe(true);
    expect(hasUnstorableText({ ['\uD800']: 1 })).toBe(true);
    expect(hasUnstorableText('emoji 😀 inteiro')).toBe(false);
  });
});
