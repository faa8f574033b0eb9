// Password hashing with argon2id at the OWASP minimum (m=19 MiB, t=2, p=1).
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id; the costs are pinned so a library default change cannot weaken them.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verifying against this when there is no user makes a miss cost as much as a wrong password. It is
// a hash of a random, forgotten password with the same costs, fixed here so no first miss pays for
// making it.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$NAsidoHp1U4rO9cYJX5oEQ$ymxd7O9pg6vcKFkKnPzrILWxe7TyyQm2vjfhN3LVopo';

/** False for a wrong password and for a missing or malformed hash; never throws. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
