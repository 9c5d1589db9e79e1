import { beforeAll, describe, expect, it } from 'vitest';
import { commonPasswordsFromPackage } from '../../worker/lib/common-passwords-source.ts';
import { isCommonPassword, loadCommonPasswords } from '../../worker/lib/common-passwords.ts';
import senhasComuns from '../../worker/lib/senhas-comuns.txt';
import { DUMMY_HASH, hashLogN, hashPassword, verifyAgainstDummy, verifyPassword } from '../../worker/lib/password.ts';
import { signupSchema } from '../../worker/schemas/auth-input.ts';
import { changeSenhaSchema } from '../../worker/schemas/perfil-input.ts';

const params = (hash: string) => hash.split('$').slice(0, 4).join('$');
const keyLength = (hash: string) => atob(hash.split('$')[5]!).length;

describe('the cost of a hash', () => {
  it('is N=2^15, r=8, p=3 unless the test-only binding lowers it', async () => {
    expect(params(await hashPassword('uma-senha-qualquer-9'))).toBe('scrypt$32768$8$3');
    expect(hashLogN({})).toBe(15);
    expect(params(await hashPassword('uma-senha-qualquer-9', hashLogN({})))).toBe('scrypt$32768$8$3');
  });

  it('the binding only lowers it, within 2^10..2^14, and a cheap hash still verifies by its own parameters', async () => {
    expect(hashLogN({ TEST_SCRYPT_LOG_N: '10' })).toBe(10);
    for (const v of ['9', '15', '16', '10.5', 'dez', '']) expect(hashLogN({ TEST_SCRYPT_LOG_N: v })).toBe(15);
    const cheap = await hashPassword('uma-senha-qualquer-9', 10);
    expect(params(cheap)).toBe('scrypt$1024$8$3');
    expect(await verifyPassword(cheap, 'uma-senha-qualquer-9')).toBe(true);
    expect(await verifyPassword(cheap, 'uma-senha-qualquer-8')).toBe(false);
  });
});

describe('the dummy hash for unknown e-mails', () => {
  it('is a constant with exactly the parameters and key length of a real hash (the same work per check)', async () => {
    const real = await hashPassword('uma-senha-qualquer-9');
    expect(params(DUMMY_HASH)).toBe(params(real));
    expect(keyLength(DUMMY_HASH)).toBe(keyLength(real));
    expect(atob(DUMMY_HASH.split('$')[4]!)).toHaveLength(16);
  });

  it('is a valid hash that no password passes through verifyAgainstDummy', async () => {
    expect(await verifyPassword(DUMMY_HASH, 'conecta-imoveis-dummy')).toBe(true);
    expect(await verifyAgainstDummy('conecta-imoveis-dummy')).toBe(false);
  });
});

describe('common passwords', () => {
  beforeAll(loadCommonPasswords);

  it('the list the Worker reads is the one made from the package (`npm run senhas-comuns` after an upgrade)', () => {
    expect(senhasComuns.split('\n').filter(Boolean)).toEqual(commonPasswordsFromPackage());
  });

  it.each(['12345678', 'password', 'PASSWORD', 'Password1', 'ｐａｓｓｗｏｒｄ', 'qwertyuiop', 'iloveyou'])(
    'refuses %s',
    (p) => {
      expect(isCommonPassword(p)).toBe(true);
    },
  );

  it.each(['senha-forte-123', 'Conecta#Imoveis!2026', 'x7$kP9q!mW'])('accepts %s', (p) => {
    expect(isCommonPassword(p)).toBe(false);
  });

  it('the password-change schema refuses one with the same message', () => {
    const result = changeSenhaSchema.safeParse({
      senha_atual: 'qualquer',
      nova_senha: 'password1',
      confirmar_senha: 'password1',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({
        path: ['nova_senha'],
        message: 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.',
      }),
    ]);
  });

  it('the sign-up schema refuses one under the password field', () => {
    const result = signupSchema.safeParse({
      userType: 'construtora',
      nome: 'X',
      email: 'a@b.com.br',
      password: '12345678',
      confirmPassword: '12345678',
    });
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', 'Esta senha é muito comum. Escolha uma senha mais difícil de adivinhar.'],
    ]);
  });
});
