// SQL of the ledger's home cards and of an intermediary's clients (issue 16): the pipeline of an
// office's region in one grouped count on the ledgers' own region column, and the ledgers that name
// an institution as broker, law firm or accounting firm (expression indexes on the three ids).
import type { LedgerStage, LedgerStatus } from '@portal/contract/ledger';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises, institutions, regions } from '../../db/schema/index.ts';
import type { LedgerScope } from './ledger.policy.ts';
import { flaggedSql, ledgerScope } from './ledger.repository.ts';
import { listingLedgers } from './ledger.schema.ts';

/** Ledgers of the scope per stage and status, with those past a limit today: one pass. */
export async function pipelineCounts(db: Database, scope: LedgerScope, today: string) {
  return db
    .select({
      stage: listingLedgers.stage,
      status: listingLedgers.status,
      count: sql<number>`count(*)::int`,
      flagged: sql<number>`(count(*) filter (where ${flaggedSql(today)}))::int`,
    })
    .from(listingLedgers)
    .where(ledgerScope(scope))
    .groupBy(listingLedgers.stage, listingLedgers.status);
}

export const CLIENT_ROLES = ['broker', 'lawFirm', 'accountingFirm'] as const;
export type ClientRole = (typeof CLIENT_ROLES)[number];

/** An institution as ledgers name it: its library id, or its exact name where only a name was typed. */
export type ClientInstitution = { id: string; name: string } | null;

/** The library entry of an institution organisation, if any. */
export async function institutionOf(db: Database, orgId: string): Promise<ClientInstitution> {
  const [row] = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(eq(institutions.orgId, orgId));
  return row ?? null;
}

/**
 * Who a ledger names in a role: the library id, or the typed name where no id was picked (as the
 * agency search's track record counts them, platform/intermediaries). Spelled exactly as the
 * expression indexes of ledger.schema.ts.
 */
const roleKey = (role: ClientRole) =>
  sql`coalesce(${listingLedgers.data} -> ${sql.raw(`'${role}'`)} ->> 'id', ${listingLedgers.data} -> ${sql.raw(`'${role}'`)} ->> 'name')`;
const names = (key: string | null, institution: ClientInstitution) =>
  key !== null && institution !== null && (key === institution.id || key === institution.name);

/** Ledgers naming the institution in any of the three roles (the card and the list alike). */
export function clientsOf(institution: ClientInstitution): SQL {
  if (!institution) return sql`false`;
  return sql`(${sql.join(
    CLIENT_ROLES.map((r) => sql`${roleKey(r)} in (${institution.id}, ${institution.name})`),
    sql` or `,
  )})`;
}

export type ClientFilter = { stage?: LedgerStage; status?: LedgerStatus };
function clientWhere(institution: ClientInstitution, f: ClientFilter): SQL {
  const c: SQL[] = [clientsOf(institution)];
  if (f.stage) c.push(eq(listingLedgers.stage, f.stage));
  if (f.status) c.push(eq(listingLedgers.status, f.status));
  return and(...c)!;
}

export async function clientCounts(db: Database, institution: ClientInstitution) {
  return db
    .select({
      stage: listingLedgers.stage,
      status: listingLedgers.status,
      count: sql<number>`count(*)::int`,
    })
    .from(listingLedgers)
    .where(clientsOf(institution))
    .groupBy(listingLedgers.stage, listingLedgers.status);
}

/** A page of the clients, latest stage change first, with the roles the institution plays. */
export async function clientPage(
  db: Database,
  institution: ClientInstitution,
  f: ClientFilter,
  limit: number,
  offset: number,
) {
  const where = clientWhere(institution, f);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(listingLedgers).where(where);
  const rows = await db
    .select({
      enterpriseId: listingLedgers.enterpriseId,
      name: enterprises.name,
      regionName: regions.name,
      stage: listingLedgers.stage,
      status: listingLedgers.status,
      targetBoard: listingLedgers.targetBoard,
      stageSince: listingLedgers.stageSince,
      broker: roleKey('broker').mapWith(String),
      lawFirm: roleKey('lawFirm').mapWith(String),
      accountingFirm: roleKey('accountingFirm').mapWith(String),
    })
    .from(listingLedgers)
    .innerJoin(enterprises, eq(enterprises.id, listingLedgers.enterpriseId))
    .leftJoin(regions, eq(regions.code, listingLedgers.regionCode))
    .where(where)
    .orderBy(
      sql`${listingLedgers.stageSince} desc nulls last`,
      asc(enterprises.name),
      desc(listingLedgers.enterpriseId),
    )
    .limit(limit)
    .offset(offset);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ broker, lawFirm, accountingFirm, ...r }) => ({
      ...r,
      roles: CLIENT_ROLES.filter((role) => names({ broker, lawFirm, accountingFirm }[role], institution)),
    })),
  };
}
