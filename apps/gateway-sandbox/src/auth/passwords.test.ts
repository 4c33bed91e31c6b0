import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with a random salt and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('Sandbox!2026'), hashPassword('Sandbox!2026')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Sandbox!2026', a)).toBe(true);
    expect(await verifyPassword('sandbox!2026', a)).toBe(false);
  });

  it('rejects malformed hashes without throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$1$2$3$x$y', 'bcrypt$a$b$c$d$e']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });
});
