// Demo reports: the periods of the last months for every enterprise the generic obligation rule
// reaches (the ledger's generated pool included, when it is seeded first), most of the past ones
// filed and accepted, some left late — chosen by a hash of the credit code and period, so every
// fresh demo looks the same. Runs once: any period present means it ran.
import { CADENCED_KINDS, REPORT_CADENCE } from '@portal/contract/report';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { chinaDay } from '../../../platform/china-time.ts';
import { createObligations, createSummaryObligations, openPeriod } from '../report.obligations.ts';
import { type PeriodSpan, periodsBetween } from '../report.periods.ts';

const MONTHS_BACK = 3;

function monthsBefore(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - months, 1);
  return d.toISOString().slice(0, 10);
}

export async function seedDemoReports(db: Database, now: Date): Promise<boolean> {
  const result = await db.execute(sql`select count(*)::int as n from report_periods`);
  const [{ n }] = (result as unknown as { rows: [{ n: number }] }).rows;
  if (n > 0) return false;
  const today = chinaDay(now);
  const from = monthsBefore(today, MONTHS_BACK);
  for (const kind of CADENCED_KINDS)
    for (const span of periodsBetween(REPORT_CADENCE[kind] as 'WEEKLY', from, today))
      await createObligations(db, kind, await openPeriod(db, kind, span, now), span.dueOn, now);
  for (const span of periodsBetween('MONTHLY', from, today))
    await createSummaryObligations(
      db,
      await openPeriod(db, 'summary', span as PeriodSpan, now),
      span.dueOn,
      now,
    );

  // Four in five past enterprise reports were filed on time and accepted; the rest stay late. The
  // demo golden seed keeps its last weekly open, so the offices see it flagged at first start.
  await db.execute(sql`
    update reports r set state = 'ACCEPTED',
      submitted_at = (r.due_on::timestamp - interval '1 day') at time zone 'Asia/Shanghai',
      updated_at = (r.due_on::timestamp - interval '1 day') at time zone 'Asia/Shanghai',
      version = 2,
      content = jsonb_strip_nulls(jsonb_build_object(
        'progress', '本期按计划推进上市准备工作，与中介机构保持每周例会。',
        'nextSteps', '继续完善内控与财务规范，按计划推进下一阶段工作。',
        'revenue', case when r.kind in ('golden', 'sci', 'silver') then (1000 + abs(hashtext(o.credit_code || p.label)) % 9000)::text end,
        'employees', case when r.kind in ('golden', 'sci', 'silver') then (100 + abs(hashtext(p.label || o.credit_code)) % 900)::text end))
    from orgs o, report_periods p
    where o.id = r.org_id and p.id = r.period_id and r.kind <> 'summary' and r.due_on < ${today}
      and abs(hashtext(o.credit_code || p.label)) % 5 <> 0
      and not (r.kind = 'tutorial' and p.ends_on = (select max(ends_on) from report_periods where kind = 'tutorial' and due_on < ${today}))`);
  await db.execute(sql`
    insert into report_versions (report_id, version, state, note, content, at)
    select id, version, state, '演示数据', content, updated_at from reports where state = 'ACCEPTED'`);
  return true;
}
