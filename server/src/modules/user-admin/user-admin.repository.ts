// SQL for government and enterprise users. Every query joins the user's organisation and keeps
// it inside the administrator's region scope, so a user elsewhere is simply not found.
import type { Authority, ManagedUser, OrgType, UserListQuery } from '@portal/contract';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  auditLog,
  enterprises,
  loginThrottle,
  orgs,
  sessions,
  type UserStatus,
  users,
} from '../../db/schema/index.ts';
import { type RegionScope, regionWithin } from '../../platform/access/region-scope.ts';
import { offsetOf } from '../../platform/http/paging.ts';
import { containing } from '../../platform/sql/like.ts';

export const GOVERNMENT_TYPES: readonly OrgType[] = ['FINANCIAL', 'FUNCTIONAL'];
export const ENTERPRISE_TYPES: readonly OrgType[] = ['ENTERPRISE'];

/**
 * Why an enterprise organisation does not match an enterprise record (issue 3 §3): it has none,
 * or the record carries another credit code. Registrations still in review are not mismatches.
 * Outer columns are qualified by hand: inside the subqueries a bare "id" would be the inner table's.
 */
export const mismatchOf = sql<ManagedUser['mismatch']>`case
  when ${orgs}.type <> 'ENTERPRISE' or ${orgs}.status = 'PENDING' then null
  when not exists (select 1 from ${enterprises} as e where e.org_id = ${orgs}.id) then 'NO_ENTERPRISE_RECORD'
  when exists (select 1 from ${enterprises} as e where e.org_id = ${orgs}.id
    and e.credit_code is distinct from ${orgs}.credit_code) then 'CREDIT_CODE_DIFFERS'
  else null end`;

/** The mismatch of one organisation (null: a matched enterprise, or not an enterprise). */
export async function orgMismatch(db: Database, orgId: string): Promise<ManagedUser['mismatch']> {
  const [row] = await db.select({ mismatch: mismatchOf }).from(orgs).where(eq(orgs.id, orgId));
  return row?.mismatch ?? null;
}

export const scoped = (scope: RegionScope) => regionWithin(orgs.regionCode, scope);

// Outer columns inside the subqueries are qualified by hand (a bare "id" would be the inner table's).
function columns(now: Date, idleCutoff: Date) {
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  return {
    id: users.id,
    account: users.account,
    name: users.name,
    email: users.email,
    mobile: users.mobile,
    status: users.status,
    authorities: users.authorities,
    mustChangePassword: users.mustChangePassword,
    orgId: orgs.id,
    orgName: orgs.name,
    orgType: orgs.type,
    mismatch: mismatchOf,
    locked: sql<boolean>`exists (select 1 from ${loginThrottle} where ${loginThrottle.accountKey} = lower(${users}.account) and ${loginThrottle.lockedUntil} > ${at(now)})`,
    sessions: sql<number>`(select count(*)::int from ${sessions} where ${sessions.userId} = ${users}.id and ${sessions.lastSeenAt} > ${at(idleCutoff)})`,
    createdAt: users.createdAt,
  };
}

type Row = Omit<ManagedUser, 'createdAt'> & { createdAt: Date };
const shape = (r: Row): ManagedUser => ({ ...r, createdAt: r.createdAt.toISOString() });

function conditions(query: Omit<UserListQuery, 'page' | 'size'>, scope: RegionScope): SQL | undefined {
  const types = query.kind === 'enterprise' ? ENTERPRISE_TYPES : GOVERNMENT_TYPES;
  const where: (SQL | undefined)[] = [inArray(orgs.type, [...types]), scoped(scope)];
  if (query.account) where.push(ilike(users.account, containing(query.account)));
  if (query.name) where.push(ilike(users.name, containing(query.name)));
  if (query.org) where.push(ilike(orgs.name, containing(query.org)));
  if (query.status) where.push(eq(users.status, query.status));
  if (query.authority) where.push(sql`${query.authority} = any(${users.authorities})`);
  if (query.mismatched === 'true') where.push(sql`${mismatchOf} is not null`);
  return and(...where);
}

export async function listUsers(
  db: Database,
  query: UserListQuery,
  scope: RegionScope,
  clock: { now: Date; idleCutoff: Date },
) {
  const where = conditions(query, scope);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(where);
  const rows = await db
    .select(columns(clock.now, clock.idleCutoff))
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(where)
    .orderBy(asc(orgs.name), asc(users.account))
    .limit(query.size)
    .offset(offsetOf(query));
  return { total: total?.n ?? 0, items: rows.map(shape) };
}

/**
 * Disabled accounts of each list (government, enterprise) in the scope, in one query, each counted
 * with its list's own condition (the home card links to the lists with ?status=DISABLED).
 */
export async function countDisabled(db: Database, scope: RegionScope) {
  const of = (kind: UserListQuery['kind']) =>
    sql<number>`count(*) filter (where ${conditions({ kind, status: 'DISABLED' }, scope)})::int`;
  const [row] = await db
    .select({ government: of('government'), enterprise: of('enterprise') })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(eq(users.status, 'DISABLED'), scoped(scope)));
  return { government: Number(row?.government ?? 0), enterprise: Number(row?.enterprise ?? 0) };
}

export async function findUser(
  db: Database,
  id: string,
  scope: RegionScope,
  clock: { now: Date; idleCutoff: Date },
): Promise<ManagedUser | undefined> {
  const [row] = await db
    .select(columns(clock.now, clock.idleCutoff))
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(
      and(eq(users.id, id), inArray(orgs.type, [...GOVERNMENT_TYPES, ...ENTERPRISE_TYPES]), scoped(scope)),
    );
  return row && shape(row);
}

export async function accountTaken(db: Database, account: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.account})`, account.toLowerCase()));
  return rows.length > 0;
}

export type NewUser = {
  account: string;
  name: string;
  email: string | null;
  mobile: string | null;
  orgId: string;
  passwordHash: string;
  now: Date;
};

export async function insertUser(db: Database, user: NewUser): Promise<string> {
  const { now, ...values } = user;
  const [row] = await db
    .insert(users)
    .values({ ...values, mustChangePassword: true, passwordChangedAt: now, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  return row!.id;
}

export type UserChange = Partial<{
  name: string;
  email: string | null;
  mobile: string | null;
  orgId: string;
  status: UserStatus;
  passwordHash: string;
  mustChangePassword: boolean;
  passwordChangedAt: Date;
}>;

/** The caller has already found the user in scope; this only writes. */
export async function updateUser(db: Database, id: string, change: UserChange, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...change, updatedAt: now })
    .where(eq(users.id, id));
}

/** Adds or removes one authority in a single statement; false when nothing changed. */
export async function changeAuthority(
  db: Database,
  id: string,
  authority: Authority,
  grant: boolean,
  exclusive: Authority,
  now: Date,
): Promise<boolean> {
  const held = sql`${authority} = any(${users.authorities})`;
  const grantable = sql`not ${held} and not (${exclusive} = any(${users.authorities}))`;
  const rows = await db
    .update(users)
    .set({
      authorities: grant
        ? sql`array_append(${users.authorities}, ${authority})`
        : sql`array_remove(${users.authorities}, ${authority})`,
      updatedAt: now,
    })
    .where(and(eq(users.id, id), grant ? grantable : held))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function endUserSessions(db: Database, userId: string): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.length;
}

/**
 * Whether this administrator could know the user's password, or has been in a position to choose
 * who holds AUDITOR: it created the user or reset the password (the temporary password is shown to
 * the administrator who issued it), it was shown a message with the user's code (the held outbox),
 * or it revoked the user's AUDITOR (revoke, recover, grant again would otherwise need one person).
 */
export async function mayKnowPasswordOf(db: Database, actorId: string, userId: string): Promise<boolean> {
  // object_type first: the audit log's (object_type, object_id) index finds the user's rows.
  const rows = await db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.objectType, 'user'),
        eq(auditLog.objectId, userId),
        eq(auditLog.actorId, actorId),
        or(
          inArray(auditLog.action, ['user.created', 'user.password-reset', 'outbox.code-shown']),
          and(
            eq(auditLog.action, 'user.authority-revoked'),
            sql`${auditLog.detail} ->> 'authority' = 'AUDITOR'`,
          ),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
