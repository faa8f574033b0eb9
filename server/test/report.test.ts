// Periodic reports (issue 10 §2–§4): access and scope of every route, the obligations job, the
// golden monthly from draft to acceptance through report-review, the city's summary up to the
// province, reminders, issued tasks, briefs, major matters, Excel out and in.

import { owedKinds } from '@portal/contract/report';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises, notices, orgs } from '../src/db/schema/index.ts';
import { announceOverdue, openCurrentPeriods } from '../src/modules/report/report.obligations.ts';
import { exportBatches, pageOfIds, rollupOf } from '../src/modules/report/report.repository.ts';
import { reportPeriods, reports } from '../src/modules/report/report.schema.ts';
import { chinaDay } from '../src/platform/china-time.ts';
import { createNotices } from '../src/platform/notices/notices.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { login } from './helpers/http.ts';
import { readWorkbook, upload, workbookOf } from './helpers/management.ts';

let t: TestApp;
let api: ReturnType<typeof callerOf>;
const R = '/console/api/report';
const MISSING = '00000000-0000-4000-8000-000000000000';
type Row = {
  id: string;
  periodLabel: string | null;
  kind: string;
  state: string;
  version: number;
  periodId: string;
  late: boolean;
  filerName: string;
};

beforeAll(async () => {
  t = await buildTestApp();
  api = callerOf(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const mine = async (account: string, query: string): Promise<Row[]> =>
  (await api.data(account, 'GET', `${R}/mine?${query}`)).items;
const audits = (action: string, objectId?: string) => auditCount(db(), { action, objectId });

async function currentGolden() {
  const [row] = await mine('ent-gold', 'kind=golden&open=true&size=1');
  return row!;
}

describe('access and scope', () => {
  it('answers anonymous 401, the wrong role 403, another region 404', async () => {
    const golden = await currentGolden();
    expect((await api.get(null, `${R}/mine`)).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    expect((await api.get('broker', `${R}/mine`)).statusCode).toBe(403);
    expect((await api.get('ent-gold', `${R}/status`)).statusCode).toBe(403);
    expect((await api.get('unit', `${R}/status`)).statusCode).toBe(403);
    expect((await api.call('ent-gold', 'POST', `${R}/remind`, { reportIds: [golden.id] })).statusCode).toBe(
      403,
    );
    // Another enterprise: not found; a member unit has no reports at all.
    expect((await api.get('ent-normal', `${R}/reports/${golden.id}`)).statusCode).toBe(404);
    expect((await api.get('unit', `${R}/reports/${golden.id}`)).statusCode).toBe(403);
    expect((await api.get('ent-gold', `${R}/reports/${MISSING}`)).statusCode).toBe(404);
    // The county, the city and the province see it; ent-normal's city-level office scope is not the county's.
    for (const account of ['county', 'city', 'admin'])
      expect((await api.get(account, `${R}/reports/${golden.id}`)).statusCode, account).toBe(200);
    const other = await api.call('ent-normal', 'PUT', `${R}/reports/${golden.id}/draft`, {
      version: 1,
      content: {},
    });
    expect(other.statusCode).toBe(404);
    // The auditor reads, changes nothing.
    expect((await api.get('auditor', `${R}/status?kind=golden`)).statusCode).toBe(200);
    const audited = await api.call('auditor', 'POST', `${R}/remind`, { reportIds: [golden.id] });
    expect(audited.statusCode).toBe(403);
  });

  it('refuses bad filters and bodies with the field named', async () => {
    const bad = await api.get('county', `${R}/status?kind=weather&periodId=x&page=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['kind', 'periodId', 'page']),
    );
    const task = await api.call('county', 'POST', `${R}/tasks`, {
      kind: 'golden',
      title: 'x',
      enterpriseIds: [],
      dueOn: '2026-02-30',
    });
    expect(task.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['enterpriseIds', 'dueOn']),
    );
  });
});

describe('obligations', () => {
  it('follow grades and stages, and the job is idempotent', async () => {
    const kinds = new Set((await mine('ent-gold', 'size=100')).map((r) => r.kind));
    // ent-gold: a golden seed in tutoring.
    expect([...kinds].sort()).toEqual(['golden', 'tutorial']);
    expect(await mine('ent-na', 'size=5')).toEqual([]);
    const total = async () => (await db().select({ n: count() }).from(reports))[0]!.n;
    const before = await total();
    const now = t.clock.now();
    await openCurrentPeriods(db(), chinaDay(now), now);
    await openCurrentPeriods(db(), chinaDay(now), now);
    expect(await total()).toBe(before);
  });

  it('the SQL rule owes exactly what the contract owedKinds says, enterprise by enterprise', async () => {
    const people = await db()
      .select({
        orgId: enterprises.orgId,
        grades: orgs.grades,
        stage: enterprises.stage,
        targetBoard: enterprises.targetBoard,
      })
      .from(enterprises)
      .innerJoin(orgs, eq(orgs.id, enterprises.orgId));
    expect(people.length).toBeGreaterThan(0);
    for (const e of people) {
      const owed = await db()
        .selectDistinct({ kind: reports.kind })
        .from(reports)
        .where(eq(reports.orgId, e.orgId));
      expect(owed.map((r) => r.kind).sort(), e.orgId).toEqual(owedKinds(e).sort());
    }
  });

  it('announces late reports once a day', async () => {
    const sender = createNotices({ db: db(), clock: t.clock.now });
    const today = chinaDay(t.clock.now());
    const before = await noticeCount('ent-gold');
    const first = await announceOverdue(db(), sender, today);
    expect(first).toBeGreaterThan(1);
    // ent-gold has several late reports: one notice names them all.
    expect(await noticeCount('ent-gold')).toBe(before + 1);
    expect(await announceOverdue(db(), sender, today)).toBe(0);
    // A later day announces them again (and whatever has fallen due since).
    expect(await announceOverdue(db(), sender, '2099-01-01')).toBeGreaterThanOrEqual(first);
  });
});

async function orgOf(account: string) {
  const me = await api.data(account, 'GET', '/console/api/session/me');
  const [row] = await db().select({ code: orgs.creditCode }).from(orgs).where(eq(orgs.id, me.org.id));
  return row?.code ?? null;
}

describe('the golden monthly from draft to acceptance', () => {
  it('is pre-filled from the last report, saves drafts, refuses bad amounts and stale versions', async () => {
    const golden = await currentGolden();
    const detail = await api.data('ent-gold', 'GET', `${R}/reports/${golden.id}`);
    expect(detail).toMatchObject({
      state: 'OWED',
      prefilled: true,
      abilities: { edit: true, submit: true, review: false },
    });
    expect(detail.content.progress).toContain('按计划');

    const negative = await api.call('ent-gold', 'PUT', `${R}/reports/${golden.id}/draft`, {
      version: golden.version,
      content: { revenue: '-5' },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().details[0].path).toBe('content.revenue');

    const saved = await api.data('ent-gold', 'PUT', `${R}/reports/${golden.id}/draft`, {
      version: golden.version,
      content: { revenue: '1200.5', progress: '完成股改审计' },
    });
    expect(saved).toMatchObject({ state: 'DRAFT', prefilled: false, content: { revenue: '1200.5' } });
    expect(await audits('report.saved', golden.id)).toBe(1);
    const stale = await api.call('ent-gold', 'PUT', `${R}/reports/${golden.id}/draft`, {
      version: golden.version,
      content: {},
    });
    expect(stale.statusCode).toBe(409);
  });

  it('names an impossible date in a tutoring weekly', async () => {
    const [weekly] = await mine('ent-gold', 'kind=tutorial&open=true&size=1');
    const answer = await api.call('ent-gold', 'PUT', `${R}/reports/${weekly!.id}/draft`, {
      version: weekly!.version,
      content: { tutoringFiledOn: '2026-02-30' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details[0].path).toBe('content.tutoringFiledOn');
  });

  it('submits once when two submissions race; the second is 409', async () => {
    const golden = await currentGolden();
    const body = { version: golden.version, content: { revenue: '1200.5', progress: '完成股改审计' } };
    const missing = await api.call('ent-gold', 'POST', `${R}/reports/${golden.id}/submit`, {
      ...body,
      content: {},
    });
    expect(missing.json().details[0].path).toBe('content.progress');
    const answers = await Promise.all([
      api.call('ent-gold', 'POST', `${R}/reports/${golden.id}/submit`, body),
      api.call('ent-gold', 'POST', `${R}/reports/${golden.id}/submit`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await audits('report.submitted', golden.id)).toBe(1);
    const detail = await api.data('county', 'GET', `${R}/reports/${golden.id}`);
    expect(detail).toMatchObject({ state: 'SUBMITTED', abilities: { review: true, officeEdit: true } });
    // The city sees it but the county reviews it.
    expect((await api.data('city', 'GET', `${R}/reports/${golden.id}`)).abilities.review).toBe(false);
  });

  it('is returned with a reason, corrected, resubmitted and accepted', async () => {
    const [row] = await mine('ent-gold', 'kind=golden&state=SUBMITTED');
    const id = row!.id;
    const noReason = await api.call('county', 'POST', `${R}/reports/${id}/review`, {
      version: row!.version,
      decision: 'return',
    });
    expect(noReason.json().details[0].path).toBe('reason');
    const returned = await api.data('county', 'POST', `${R}/reports/${id}/review`, {
      version: row!.version,
      decision: 'return',
      reason: '营业收入与税务数据不一致',
    });
    expect(returned.state).toBe('RETURNED');
    const seen = await api.data('ent-gold', 'GET', `${R}/reports/${id}`);
    expect(seen).toMatchObject({ returnReason: '营业收入与税务数据不一致', abilities: { submit: true } });
    const resubmitted = await api.data('ent-gold', 'POST', `${R}/reports/${id}/submit`, {
      version: seen.version,
      content: { ...seen.content, revenue: '1180' },
    });
    expect(resubmitted.state).toBe('SUBMITTED');
    const byCity = await api.call('city', 'POST', `${R}/reports/${id}/review`, {
      version: resubmitted.version,
      decision: 'accept',
    });
    // Not the reviewer: the city is not part of this instance (the engine's visibility).
    expect(byCity.statusCode).toBe(404);
    const accepted = await api.data('county', 'POST', `${R}/reports/${id}/review`, {
      version: resubmitted.version,
      decision: 'accept',
    });
    expect(accepted.state).toBe('ACCEPTED');
    expect(await audits('report.reviewed', id)).toBe(2);
    const trace = await api.data('ent-gold', 'GET', `${R}/reports/${id}/versions`);
    expect(trace.map((v: { note: string }) => v.note)).toEqual(
      expect.arrayContaining(['保存草稿', '提交', '退回：营业收入与税务数据不一致', '审核通过']),
    );
  });

  it('lets the office correct a report with a note, kept in the trace; stale is 409', async () => {
    const [row] = await mine('ent-gold', 'kind=golden&state=ACCEPTED&size=1');
    const detail = await api.data('county', 'GET', `${R}/reports/${row!.id}`);
    const edited = await api.data('county', 'PUT', `${R}/reports/${row!.id}`, {
      version: detail.version,
      content: { ...detail.content, taxPaid: '88' },
      note: '补录纳税额',
    });
    expect(edited.content.taxPaid).toBe('88');
    expect(await audits('report.edited', row!.id)).toBe(1);
    const stale = await api.call('county', 'PUT', `${R}/reports/${row!.id}`, {
      version: detail.version,
      content: {},
      note: 'x',
    });
    expect(stale.statusCode).toBe(409);
    const [last] = await api.data('county', 'GET', `${R}/reports/${row!.id}/versions`);
    expect(last).toMatchObject({ note: '上级修改：补录纳税额' });
  });
});

describe('the city summary', () => {
  it('rolls up the county’s accepted reports, goes to the province, which sees the whole province', async () => {
    const summary = (await mine('city', 'kind=summary&open=true')).find((r) => r.periodLabel === '2026-03');
    const detail = await api.data('city', 'GET', `${R}/reports/${summary!.id}`);
    expect(detail.rollup.accepted.map((l: { filerName: string }) => l.filerName)).toEqual(
      expect.arrayContaining([expect.stringContaining('天衡智能')]),
    );
    expect((await api.get('county', `${R}/reports/${summary!.id}`)).statusCode).toBe(404);
    const submitted = await api.data('city', 'POST', `${R}/reports/${summary!.id}/submit`, {
      version: detail.version,
      content: { overview: '本月辖区后备企业报告按期报送。' },
    });
    expect(submitted.state).toBe('SUBMITTED');
    const status = await api.data('admin', 'GET', `${R}/status?kind=summary&state=SUBMITTED`);
    expect(status.items.map((i: Row) => i.id)).toContain(summary!.id);

    // An accepted county report changes after the city sent its summary: the province still
    // reviews the figures that were sent, though the live roll-up has moved.
    expect(submitted.rollup).toEqual(detail.rollup);
    const moved = detail.rollup.accepted[0].reportId as string;
    await db().update(reports).set({ state: 'SUBMITTED' }).where(eq(reports.id, moved));
    const [row] = await db()
      .select({ region: reports.regionCode, startsOn: reportPeriods.startsOn, endsOn: reportPeriods.endsOn })
      .from(reports)
      .innerJoin(reportPeriods, eq(reportPeriods.id, reports.periodId))
      .where(eq(reports.id, summary!.id));
    const live = await rollupOf(db(), row!.region, row!.startsOn, row!.endsOn, chinaDay(t.clock.now()));
    expect(live.accepted.map((l) => l.reportId)).not.toContain(moved);
    const seen = await api.data('admin', 'GET', `${R}/reports/${summary!.id}`);
    expect(seen.rollup).toEqual(detail.rollup);
    expect(seen.rollup.accepted.map((l: { reportId: string }) => l.reportId)).toContain(moved);
    await db().update(reports).set({ state: 'ACCEPTED' }).where(eq(reports.id, moved));

    const accepted = await api.data('admin', 'POST', `${R}/reports/${summary!.id}/review`, {
      version: submitted.version,
      decision: 'accept',
    });
    expect(accepted.state).toBe('ACCEPTED');
  });
});

describe('reminders, tasks, briefs and major matters', () => {
  it('flags late reports, and reminds only those', async () => {
    const late = await api.data('city', 'GET', `${R}/status?late=true&size=50`);
    expect(late.counts.late).toBeGreaterThan(0);
    const golden = late.items.find((i: Row) => i.filerName.includes('天衡智能'))!;
    expect(golden).toBeDefined();
    const before = await noticeCount('ent-gold');
    const answer = await api.data('city', 'POST', `${R}/remind`, { reportIds: [golden.id] });
    expect(answer.reminded).toBe(1);
    // The reminder shows on the row and leaves the filer's open form at its version.
    const reminded = await api.data('ent-gold', 'GET', `${R}/reports/${golden.id}`);
    expect(reminded).toMatchObject({ version: golden.version, lastRemindedAt: expect.any(String) });
    expect(await noticeCount('ent-gold')).toBe(before + 1);
    expect(await audits('report.reminded')).toBe(1);
    // An accepted one is not late: nothing sent. An id out of the county's scope: 404.
    const [accepted] = await mine('ent-gold', 'kind=golden&state=ACCEPTED&size=1');
    expect((await api.data('city', 'POST', `${R}/remind`, { reportIds: [accepted!.id] })).reminded).toBe(0);
    const [summary] = await mine('city', 'kind=summary&size=1');
    expect((await api.call('county', 'POST', `${R}/remind`, { reportIds: [summary!.id] })).statusCode).toBe(
      404,
    );
  });

  it('issues a task to chosen enterprises of the region only', async () => {
    const options = await api.data('county', 'GET', `${R}/enterprises`);
    const gold = options.find((o: { name: string }) => o.name.includes('天衡智能'));
    const cityOptions = await api.data('city', 'GET', `${R}/enterprises`);
    const normal = cityOptions.find((o: { name: string }) => o.name.includes('瑞丰'));
    const task = {
      kind: 'golden',
      title: '一季度融资情况专项',
      enterpriseIds: [gold.id],
      dueOn: '2026-03-20',
    };
    const outOfScope = await api.call('county', 'POST', `${R}/tasks`, {
      ...task,
      enterpriseIds: [normal.id],
    });
    expect(outOfScope.statusCode).toBe(404);
    const past = await api.call('county', 'POST', `${R}/tasks`, { ...task, dueOn: '2026-03-01' });
    expect(past.json().details[0].path).toBe('dueOn');
    const period = await api.data('county', 'POST', `${R}/tasks`, task);
    expect(period).toMatchObject({ issued: true, label: '一季度融资情况专项' });
    expect(await audits('report.taskIssued', period.id)).toBe(1);
    const owed = await mine('ent-gold', 'kind=golden&open=true&size=10');
    expect(owed.some((r) => r.periodId === period.id)).toBe(true);
  });

  it('publishes a sanitised brief to its recipients only', async () => {
    const recipients = await api.data('admin', 'GET', `${R}/recipients`);
    expect(recipients.some((r: { name: string }) => r.name.includes('市场监督'))).toBe(false);
    const cityOffice = recipients.find((r: { level: number | null }) => r.level === 2);
    const empty = await api.call('admin', 'POST', `${R}/briefs`, {
      title: '简报',
      html: '<p> </p>',
      recipientOrgIds: [cityOffice.id],
    });
    expect(empty.json().details[0].path).toBe('html');
    const brief = await api.data('admin', 'POST', `${R}/briefs`, {
      title: '三月上市工作简报',
      html: '<p>本月金种子企业报送率 100%</p><script>alert(1)</script>',
      recipientOrgIds: [cityOffice.id],
    });
    expect(brief.html).not.toContain('script');
    expect(await audits('report.briefPublished', brief.id)).toBe(1);
    expect((await api.data('city', 'GET', `${R}/reports/${brief.id}`)).title).toBe('三月上市工作简报');
    expect((await api.get('county', `${R}/reports/${brief.id}`)).statusCode).toBe(404);
  });

  it('starts a major matter as a draft and wants its category, day and account on submit', async () => {
    const created = await api.data('ent-gold', 'POST', `${R}/issues`, {
      content: { description: '收到现场检查通知' },
    });
    expect(created).toMatchObject({ kind: 'issue', state: 'DRAFT' });
    expect(await audits('report.issueCreated', created.id)).toBe(1);
    const incomplete = await api.call('ent-gold', 'POST', `${R}/reports/${created.id}/submit`, {
      version: created.version,
      content: { description: '收到现场检查通知' },
    });
    expect(incomplete.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['content.category', 'content.occurredOn']),
    );
    const done = await api.data('ent-gold', 'POST', `${R}/reports/${created.id}/submit`, {
      version: created.version,
      content: { category: 'INSPECTION', occurredOn: '2026-03-01', description: '收到现场检查通知' },
    });
    expect(done.state).toBe('SUBMITTED');
    expect(
      (await api.call('ent-na', 'POST', `${R}/issues`, { content: { category: 'WEATHER' } })).statusCode,
    ).toBe(400);
  });
});

describe('Excel', () => {
  it('exports a period’s status and my list as workbooks', async () => {
    const [row] = await mine('ent-gold', 'kind=golden&size=1');
    const out = await api.get('county', `${R}/status/export?kind=golden&periodId=${row!.periodId}`);
    expect(out.statusCode).toBe(200);
    const sheets = await readWorkbook(out.rawPayload);
    expect(sheets['定期报告']![0]![0]).toBe('报告类型');
    expect(sheets['定期报告']!.length).toBeGreaterThan(1);
    const my = await api.get('ent-gold', `${R}/mine/export`);
    expect((await readWorkbook(my.rawPayload))['定期报告']!.length).toBeGreaterThan(2);
  });

  it('pages an export by keyset in the list order: every row once, none skipped', async () => {
    const me = await api.data('admin', 'GET', '/console/api/session/me');
    const [office] = await db().select({ region: orgs.regionCode }).from(orgs).where(eq(orgs.id, me.org.id));
    const viewer = { orgId: me.org.id, type: 'FINANCIAL', regionCode: office!.region };
    const today = chinaDay(t.clock.now());
    const all = await pageOfIds(db(), viewer, {}, today, 100_000, 0);
    expect(all.length).toBeGreaterThan(50);
    // Rows without a due day (major matters) come last, after the dated ones.
    const undated = await db()
      .select({ id: reports.id })
      .from(reports)
      .where(and(inArray(reports.id, all), isNull(reports.dueOn)));
    expect(undated.length).toBeGreaterThan(0);
    // Several rows share a due day and a creation time, so the tie-break on the id is exercised.
    const streamed: string[] = [];
    for await (const batch of exportBatches(db(), viewer, {}, today, 7))
      streamed.push(...batch.map((r) => r.id));
    expect(streamed).toEqual(all);
  });

  it('imports a period from the template: row errors refuse all, a clean sheet writes all', async () => {
    const template = await readWorkbook((await api.get('county', `${R}/template?kind=tutorial`)).rawPayload);
    const header = template['辅导期周报']![0]!;
    const [weekly] = await mine('ent-gold', 'kind=tutorial&open=true&size=1');
    const code = (await orgOf('ent-gold'))!;
    const cookie = await login(t.app, 'county');
    const row = (progress: string, date: string) => [code, '天衡', '某证券', date, '2', '', progress, '', ''];
    const bad = await upload(
      t.app,
      `${R}/import?periodId=${weekly!.periodId}`,
      cookie,
      await workbookOf([header, row('', '2026-02-30')]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(['rows.2.D', 'rows.2.G']);
    expect((await api.data('ent-gold', 'GET', `${R}/reports/${weekly!.id}`)).state).toBe(weekly!.state);
    const wrongHeader = await upload(
      t.app,
      `${R}/import?periodId=${weekly!.periodId}`,
      cookie,
      await workbookOf([['a'], ['b']]),
    );
    expect(wrongHeader.json().details[0].path).toBe('file');
    const good = await upload(
      t.app,
      `${R}/import?periodId=${weekly!.periodId}`,
      cookie,
      await workbookOf([header, row('按计划辅导', '2026-01-15')]),
    );
    expect(good.json().data).toEqual({ imported: 1 });
    expect(await audits('report.imported', weekly!.periodId)).toBe(1);
    expect((await api.data('ent-gold', 'GET', `${R}/reports/${weekly!.id}`)).state).toBe('ACCEPTED');
  });
});

async function noticeCount(account: string) {
  const me = await api.data(account, 'GET', '/console/api/session/me');
  const [row] = await db()
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, me.id)));
  return row!.n;
}

describe('an import and the review', () => {
  it('leaves a returned report to its review', async () => {
    const [, weekly] = await mine('ent-gold', 'kind=tutorial&open=true&size=5');
    const submitted = await api.data('ent-gold', 'POST', `${R}/reports/${weekly!.id}/submit`, {
      version: weekly!.version,
      content: { progress: '辅导进行中' },
    });
    await api.data('county', 'POST', `${R}/reports/${weekly!.id}/review`, {
      version: submitted.version,
      decision: 'return',
      reason: '请补充辅导次数',
    });
    const template = await readWorkbook((await api.get('county', `${R}/template?kind=tutorial`)).rawPayload);
    const code = (await orgOf('ent-gold'))!;
    const row = [code, '天衡', '某证券', '2026-01-15', '2', '', '按计划辅导', '', ''];
    const answer = await upload(
      t.app,
      `${R}/import?periodId=${weekly!.periodId}`,
      await login(t.app, 'county'),
      await workbookOf([template['辅导期周报']![0]!, row]),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details).toEqual([
      { path: 'rows.2.A', message: expect.stringContaining('审核流程') },
    ]);
    expect((await api.data('ent-gold', 'GET', `${R}/reports/${weekly!.id}`)).state).toBe('RETURNED');
  });
});

describe('the next month', () => {
  it("opens April's rows once: the golden monthly, the summaries, the weeklies", async () => {
    const april = new Date('2026-04-01T08:00:00+08:00');
    const created = await openCurrentPeriods(db(), chinaDay(april), april);
    expect(created).toBeGreaterThanOrEqual(2);
    expect(await openCurrentPeriods(db(), chinaDay(april), april)).toBe(0);
    expect((await mine('ent-gold', 'kind=golden&open=true')).map((r) => r.periodLabel)).toContain('2026-04');
  });
});
