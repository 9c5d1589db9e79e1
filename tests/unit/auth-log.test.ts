import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../worker/lib/auth-log.ts';

describe('maskEmail', () => {
  it('keeps the first letter and the domain, nothing else of the address', () => {
    expect(maskEmail('maria.silva@teste.com.br')).toBe('m***@teste.com.br');
    expect(maskEmail('a@teste.com.br')).toBe('a***@teste.com.br');
  });

  it('masks everything when there is no name before the @, or no @ at all', () => {
    expect(maskEmail('@teste.com.br')).toBe('***');
    expect(maskEmail('maria')).toBe('***');
    expect(maskEmail('')).toBe('***');
  });
});
