import { passwordProblem } from '@corp/shared/contracts';
import { DEFAULT_SCRYPT, hashPassword, needsRehash, verifyPassword } from './password';

describe('passwords (scrypt)', () => {
  it('stores a self-describing hash with a random salt, at N=2^15, r=8, p=1 by default', async () => {
    const one = await hashPassword('correct horse battery');
    const two = await hashPassword('correct horse battery');
    expect(one).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(one).not.toBe(two);
    expect(one).not.toContain('correct');
    expect(DEFAULT_SCRYPT.ln).toBeGreaterThanOrEqual(15);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Пароль с пробелами 1', { ln: 10, r: 8, p: 1 });
    await expect(verifyPassword('Пароль с пробелами 1', stored)).resolves.toBe(true);
    await expect(verifyPassword('Пароль с пробелами 2', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('never matches a malformed or absurd hash', async () => {
    await expect(verifyPassword('x', 'plain text')).resolves.toBe(false);
    await expect(verifyPassword('x', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA')).resolves.toBe(false);
  });

  it('asks for a rehash when the parameters change', async () => {
    const weak = await hashPassword('correct horse battery', { ln: 10, r: 8, p: 1 });
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(weak, { ln: 10, r: 8, p: 1 })).toBe(false);
    expect(needsRehash('garbage')).toBe(true);
  });

  it('has a policy of 12 to 256 characters with clear codes', () => {
    expect(passwordProblem('short')).toBe('password_too_short');
    expect(passwordProblem('x'.repeat(11))).toBe('password_too_short');
    expect(passwordProblem('x'.repeat(12))).toBeUndefined();
    expect(passwordProblem('ё'.repeat(256))).toBeUndefined();
    expect(passwordProblem('x'.repeat(257))).toBe('password_too_long');
  });
});
