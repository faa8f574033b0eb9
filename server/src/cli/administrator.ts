// Creating an administrator outside the web app: the first one on an empty database.
import { passwordProblems } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { orgs, users } from '../db/schema/index.ts';
import type { Audit } from '../platform/audit/audit.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { findUserByAccount } from '../platform/auth/user.repository.ts';
import { findProvince } from '../platform/dictionaries/places.ts';

export type NewAdministrator = { account: string; password: string; name: string; office?: string };

export class AdministratorRefused extends Error {}

/** The province's level-1 financial office, created under `officeName` when there is none yet. */
async function provinceOffice(db: Database, provinceCode: string, officeName: string | undefined, now: Date) {
  const [existing] = await db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(and(eq(orgs.type, 'FINANCIAL'), eq(orgs.level, 1), eq(orgs.regionCode, provinceCode)))
    .limit(1);
  if (existing) return existing;
  const province = await findProvince(db, provinceCode);
  const name = officeName?.trim() || `${province.name}地方金融管理局`;
  const [created] = await db
    .insert(orgs)
    .values({ name, type: 'FINANCIAL', regionCode: province.code, level: 1, createdAt: now, updatedAt: now })
    .returning({ id: orgs.id, name: orgs.name });
  return created!;
}

export async function createAdministrator(
  db: Database,
  audit: Audit,
  input: NewAdministrator,
  provinceCode: string,
  now: Date,
): Promise<{ userId: string; office: string }> {
  const account = input.account.trim();
  if (!/^[A-Za-z0-9._@-]{2,64}$/.test(account)) {
    throw new AdministratorRefused('The account must be 2–64 letters, digits or . _ @ -');
  }
  if (!input.name.trim()) throw new AdministratorRefused('The name must not be empty');
  const problems = passwordProblems(input.password, account);
  if (problems.length > 0) {
    throw new AdministratorRefused(
      `The password is too weak (${problems.join(', ')}): use at least 8 characters with 3 of upper case, lower case, digits and symbols, not containing the account`,
    );
  }
  if (await findUserByAccount(db, account))
    throw new AdministratorRefused(`The account "${account}" already exists`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const office = await provinceOffice(tx, provinceCode, input.office, now);
    const [user] = await tx
      .insert(users)
      .values({
        account,
        passwordHash,
        name: input.name.trim(),
        orgId: office.id,
        authorities: ['ADMIN'],
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id });
    await audit.record(
      {
        actor: null,
        action: 'user.created',
        objectType: 'user',
        objectId: user!.id,
        detail: { account, authorities: ['ADMIN'], via: 'create-admin' },
      },
      tx,
    );
    return { userId: user!.id, office: office.name };
  });
}
