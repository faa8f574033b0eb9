// SQL for the user side of sign-in: lookup by account, the session user shape, password updates.
import type { SessionUser } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { OrgStatus, UserStatus } from '../../db/schema/index.ts';
import { orgs, users } from '../../db/schema/index.ts';

/** The columns /session/me needs, as one reusable select fragment over users ⋈ orgs. */
export const sessionUserColumns = {
  userId: users.id,
  account: users.account,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  mustChangePassword: users.mustChangePassword,
  authorities: users.authorities,
  orgId: orgs.id,
  orgName: orgs.name,
  orgType: orgs.type,
  grades: orgs.grades,
  hasShortcut: orgs.hasShortcut,
  level: orgs.level,
  regionCode: orgs.regionCode,
};

type ColumnValue<C> = C extends { _: { data: infer D; notNull: infer N } }
  ? N extends true
    ? D
    : D | null
  : never;
type SessionUserRow = { [K in keyof typeof sessionUserColumns]: ColumnValue<(typeof sessionUserColumns)[K]> };

export function toSessionUser(row: SessionUserRow): SessionUser {
  return {
    id: row.userId,
    account: row.account,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    mustChangePassword: row.mustChangePassword,
    authorities: row.authorities,
    org: {
      id: row.orgId,
      name: row.orgName,
      type: row.orgType,
      grades: row.grades,
      has_shortcut: row.hasShortcut,
      level: row.level,
      regionCode: row.regionCode,
    },
  };
}

export async function findSessionUser(db: Database, userId: string): Promise<SessionUser | undefined> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.id, userId));
  return row && toSessionUser(row);
}

export type LoginCandidate = {
  id: string;
  account: string;
  passwordHash: string;
  status: UserStatus;
  orgStatus: OrgStatus;
};

export async function findUserByAccount(db: Database, account: string): Promise<LoginCandidate | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      account: users.account,
      passwordHash: users.passwordHash,
      status: users.status,
      orgStatus: orgs.status,
    })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(sql`lower(${users.account})`, account.toLowerCase()));
  return row;
}

export async function findPasswordHash(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.hash;
}

export async function updatePassword(
  db: Database,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, passwordChangedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}
