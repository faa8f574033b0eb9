// The scheduled side of the reports (manifest job `report-periods`): open the period of each
// cadenced kind that contains today, create the rows its filers owe, and announce late rows at
// most once a China day. Every statement is set-based (INSERT … SELECT over all enterprises,
// ON CONFLICT DO NOTHING), so a run is idempotent and 100,000 enterprises are one statement a kind.
import {
  CADENCED_KINDS,
  type CadencedKind,
  REPORT_CADENCE,
  REPORT_KIND_NAMES,
} from '@portal/contract/report';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Notices } from '../../platform/notices/notices.ts';
import { type PeriodSpan, periodOf } from './report.periods.ts';

const IN_REVIEW = sql`(e.stage in ('FILED', 'IN_REVIEW') or 'IN_REVIEW' = any(o.grades))`;
/** The SQL twin of the contract's owedKinds (the test holds them equal on the demo data). */
const OWES: Record<CadencedKind, SQL> = {
  golden: sql`'GOLDEN_SEED' = any(o.grades)`,
  sci: sql`'SCI_SEED' = any(o.grades)`,
  silver: sql`'SILVER_SEED' = any(o.grades)`,
  tutorial: sql`(e.stage = 'TUTORING' or 'TUTORING' = any(o.grades))`,
  csrc: IN_REVIEW,
  major: sql`((${IN_REVIEW} and e.target_board = 'STAR') or 'STAR_KEY' = any(o.grades))`,
  overseas: sql`((e.target_board = 'OVERSEAS' and coalesce(e.stage, '') <> 'LISTED') or 'OVERSEAS' = any(o.grades))`,
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The period's id, creating it when the job has not yet. */
export async function openPeriod(db: Database, kind: string, span: PeriodSpan, now: Date): Promise<string> {
  await db.execute(sql`
    insert into report_periods (kind, label, starts_on, ends_on, due_on, created_at)
    values (${kind}, ${span.label}, ${span.startsOn}, ${span.endsOn}, ${span.dueOn}, ${now})
    on conflict (kind, label) where issued_by_org_id is null do nothing`);
  const [row] = rowsOf<{ id: string }>(
    await db.execute(
      sql`select id from report_periods where kind = ${kind} and label = ${span.label} and issued_by_org_id is null`,
    ),
  );
  return row!.id;
}

/** Owed rows for every active enterprise the kind applies to; returns how many were new. */
export async function createObligations(
  db: Database,
  kind: CadencedKind,
  periodId: string,
  dueOn: string,
  now: Date,
): Promise<number> {
  const result = await db.execute(sql`
    insert into reports (kind, period_id, org_id, enterprise_id, region_code, state, due_on, created_at, updated_at)
    select ${kind}, ${periodId}, e.org_id, e.id, e.region_code, 'OWED', ${dueOn}, ${now}, ${now}
    from enterprises e join orgs o on o.id = e.org_id
    where o.status = 'ACTIVE' and ${OWES[kind]}
    on conflict (period_id, org_id) do nothing`);
  return (
    (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
    (result as { rowCount?: number }).rowCount ??
    0
  );
}

/** Each city (level-2) office owes the month's summary of its region. */
export async function createSummaryObligations(db: Database, periodId: string, dueOn: string, now: Date) {
  await db.execute(sql`
    insert into reports (kind, period_id, org_id, region_code, state, due_on, created_at, updated_at)
    select 'summary', ${periodId}, o.id, o.region_code, 'OWED', ${dueOn}, ${now}, ${now}
    from orgs o
    where o.type = 'FINANCIAL' and o.level = 2 and o.status = 'ACTIVE' and o.region_code is not null
    on conflict (period_id, org_id) do nothing`);
}

/** Opens the periods containing `day` and the rows they owe (idempotent). */
export async function openCurrentPeriods(db: Database, day: string, now: Date): Promise<number> {
  let created = 0;
  for (const kind of CADENCED_KINDS) {
    const span = periodOf(REPORT_CADENCE[kind] as 'WEEKLY', day);
    const periodId = await openPeriod(db, kind, span, now);
    created += await createObligations(db, kind, periodId, span.dueOn, now);
  }
  const month = periodOf('MONTHLY', day);
  await createSummaryObligations(db, await openPeriod(db, 'summary', month, now), month.dueOn, now);
  return created;
}

const OVERDUE_BATCH = 500;

/**
 * Late rows still open are announced once a China day, one notice per filer: the claim (overdue_notified_on = today)
 * and the notice commit together, so two processes running the job never send it twice.
 */
export async function announceOverdue(db: Database, notices: Notices, today: string): Promise<number> {
  let announced = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const claimed = rowsOf<{
        id: string;
        org_id: string;
        kind: string;
        label: string | null;
        due_on: string;
      }>(
        await tx.execute(sql`
          with due as (
            select r.id from reports r
            where r.state in ('OWED', 'DRAFT', 'RETURNED') and r.due_on < ${today}
              and (r.overdue_notified_on is null or r.overdue_notified_on < ${today})
            order by r.due_on limit ${OVERDUE_BATCH} for update skip locked)
          update reports r set overdue_notified_on = ${today} from due
          where r.id = due.id
          returning r.id, r.org_id, r.kind, r.due_on::text as due_on,
            (select p.label from report_periods p where p.id = r.period_id) as label`),
      );
      // One notice per filer, naming each of its late reports.
      const byOrg = new Map<string, typeof claimed>();
      for (const row of claimed) byOrg.set(row.org_id, [...(byOrg.get(row.org_id) ?? []), row]);
      for (const [orgId, late] of byOrg) {
        const lines = late.map(
          (row) =>
            `${REPORT_KIND_NAMES[row.kind as CadencedKind]}${row.label ? `（${row.label}）` : ''}应于 ${row.due_on} 前提交`,
        );
        await notices.send(
          await peopleOf(tx, orgId),
          {
            title: `【逾期提醒】${late.length} 份定期报告逾期未报`,
            content: `贵单位以下报告尚未提交，请尽快填报：${lines.join('；')}。`,
            category: '定期报告',
            link: '/report/list',
          },
          tx,
        );
      }
      return claimed.length;
    });
    announced += batch;
    if (batch < OVERDUE_BATCH) return announced;
  }
}

/** The active people of an organisation: who gets its notices. */
export async function peopleOf(db: Database, orgId: string): Promise<string[]> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`select id from users where org_id = ${orgId} and status = 'ACTIVE'`),
  ).map((r) => r.id);
}
