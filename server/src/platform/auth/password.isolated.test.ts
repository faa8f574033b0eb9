// A miss must cost what a wrong password costs: without a user, the verification still runs one
// argon2id check with the same costs, so sign-in cannot tell by its time whether an account exists.
import { verify } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

vi.mock('@node-rs/argon2', async (real) => {
  const actual = await real<typeof import('@node-rs/argon2')>();
  return { ...actual, verify: vi.fn(actual.verify) };
});

describe('verifyPassword', () => {
  it('runs one argon2id verification with the pinned costs when there is no user', async () => {
    vi.mocked(verify).mockClear();
    expect(await verifyPassword(null, 'Wrong@2026')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    const [dummy] = vi.mocked(verify).mock.calls[0]!;
    expect(String(dummy)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('checks a real hash, and answers false for a malformed one without throwing', async () => {
    const stored = await hashPassword('Right@2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Right@2026')).toBe(true);
    expect(await verifyPassword(stored, 'Wrong@2026')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'Right@2026')).toBe(false);
  });
});
