// One-step conversions (issue 11 §2, issue 14 §3): an office turns a visit record's problem found or
// a sentiment item into a green-channel problem (POST /problems/convert, accepted at once) or a note
// on the ledger (POST /ledger/:enterpriseId/problems, a new version); the sources show the link and
// a second conversion is a 409.
import { and, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, orgs, users } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { login, sameOrigin } from './helpers/http.ts';

const CONVERT = '/console/api/problems/convert';
const LEDGER = '/console/api/ledger';
const MADE_UP = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
const cookies = new Map<string, string>();
const orgIds = new Map<string, string>();
let record: {
  id: string;
  orgId: string;
  enterprise: string;
  visitDate: string;
  problems: { text: string }[];
};
let item: { itemId: string; title: string; enterprises: { enterpriseId: string; orgId: string }[] };

function call(method: string, url: string, who?: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const cookie = who ? cookies.get(who) : undefined;
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const data = async (r: Promise<LightMyRequestResponse>, status = 200) => {
  const answer = await r;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json();
};

beforeAll(async () => {
  t = await buildTestApp();
  for (const a of ['ent-gold', 'ent-normal', 'county', 'city', 'unit', 'auditor', 'broker']) {
    cookies.set(a, await login(t.app, a));
    const [row] = await t.database.db.select({ orgId: users.orgId }).from(users).where(eq(users.account, a));
    orgIds.set(a, row!.orgId);
  }
  const records = (await data(call('GET', '/console/api/research/records', 'county'))).data.items;
  const gold = records.find((r: { orgId: string }) => r.orgId === orgIds.get('ent-gold'));
  record = (await data(call('GET', `/console/api/research/records/${gold.id}`, 'county'))).data;
  const items = (await data(call('GET', '/console/api/sentiment/items?polarity=NEGATIVE', 'county'))).data
    .items;
  item = items.find((i: { title: string }) => i.title.includes('天衡智能装备'));
});
afterAll(() => t.close());

const fromRecord = (index: number, extra: Record<string, unknown> = {}) => ({
  enterpriseId: record.orgId,
  category: 'LAND_TITLE',
  title: record.problems[index]!.text,
  description: `<p>${record.problems[index]!.text}</p><script>alert(1)</script>`,
  source: { kind: 'visit-record', id: record.id, index, label: '走访记录' },
  ...extra,
});

describe('a green-channel problem from a visit record', () => {
  it('admits financial offices only, and writers only', async () => {
    const anonymous = await call('POST', CONVERT, undefined, fromRecord(0));
    expect(anonymous.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    for (const who of ['ent-gold', 'unit', 'broker', 'auditor'])
      expect((await call('POST', CONVERT, who, fromRecord(0))).statusCode, who).toBe(403);
  });

  it('answers 404 for an enterprise outside the region, 400 without the green channel', async () => {
    const outside = await call(
      'POST',
      CONVERT,
      'county',
      fromRecord(0, { enterpriseId: orgIds.get('ent-normal') }),
    );
    expect(outside.statusCode).toBe(404);
    expect((await call('POST', CONVERT, 'county', fromRecord(0, { enterpriseId: MADE_UP }))).statusCode).toBe(
      404,
    );
    const noChannel = await call(
      'POST',
      CONVERT,
      'city',
      fromRecord(0, { enterpriseId: orgIds.get('ent-normal') }),
    );
    expect(noChannel.statusCode).toBe(400);
    expect(noChannel.json().details[0].path).toBe('enterpriseId');
  });

  it('names the field of bad input', async () => {
    const bad = await call('POST', CONVERT, 'county', fromRecord(0, { title: ' ' }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain('title');
    const noSource = await call(
      'POST',
      CONVERT,
      'county',
      fromRecord(0, { source: { kind: 'mail', id: record.id } }),
    );
    expect(noSource.statusCode).toBe(400);
    expect(JSON.stringify(noSource.json().details)).toContain('source');
  });

  it('refuses a source that is missing, about another enterprise, or names no problem found', async () => {
    const before = await auditCount(t.database.db, { action: 'problem.converted' });
    const refusals = [
      fromRecord(0, { source: { kind: 'visit-record', id: MADE_UP, index: 0, label: '走访记录' } }),
      fromRecord(0, { source: { kind: 'visit-record', id: record.id, index: 99, label: '走访记录' } }),
      fromRecord(0, { source: { kind: 'visit-record', id: record.id, label: '走访记录' } }),
      fromRecord(0, { source: { kind: 'sentiment', id: MADE_UP, label: '舆情' } }),
    ];
    for (const body of refusals) {
      const answer = await call('POST', CONVERT, 'county', body);
      expect(answer.statusCode, JSON.stringify(body.source)).toBe(400);
      expect(answer.json().details[0].path).toBe('source');
    }
    // The record is about ent-gold: filing it for another green-channel enterprise of the region
    // is refused on the source, not let through.
    const county = (
      await t.database.db
        .select()
        .from(orgs)
        .where(eq(orgs.id, orgIds.get('county')!))
    )[0]!;
    const [other] = await t.database.db
      .select({ id: orgs.id })
      .from(orgs)
      .where(
        and(
          eq(orgs.type, 'ENTERPRISE'),
          like(orgs.regionCode, `${county.regionCode}%`),
          ne(orgs.id, record.orgId),
          sql`not ('NOT_APPLICABLE' = any(${orgs.grades}))`,
        ),
      )
      .limit(1);
    expect(other, 'another enterprise in the county').toBeDefined();
    await t.database.db.update(orgs).set({ hasShortcut: true }).where(eq(orgs.id, other!.id));
    const elsewhere = await call('POST', CONVERT, 'county', fromRecord(0, { enterpriseId: other!.id }));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().details[0].path).toBe('source');
    expect(await auditCount(t.database.db, { action: 'problem.converted' })).toBe(before);
  });

  it('files the problem accepted by the office, tells the enterprise, and only once', async () => {
    const before = await auditCount(t.database.db, { action: 'problem.converted' });
    const problem = (await data(call('POST', CONVERT, 'county', fromRecord(1)))).data;
    expect(problem.state).toBe('accepted');
    expect(problem.enterprise.id).toBe(orgIds.get('ent-gold'));
    expect(problem.office.id).toBe(orgIds.get('county'));
    expect(problem.assignee.id).toBe(orgIds.get('county'));
    expect(problem.description).not.toContain('script');
    expect(problem.source).toMatchObject({ kind: 'visit-record', id: record.id, index: 1 });
    expect(problem.actions.map((a: { action: string }) => a.action)).toContain('assign');
    expect(await auditCount(t.database.db, { action: 'problem.converted', objectId: problem.id })).toBe(1);
    expect(await auditCount(t.database.db, { action: 'problem.converted' })).toBe(before + 1);

    // The enterprise reads it, rates it later (it is the submitter), and was told.
    const own = (await data(call('GET', `/console/api/problems/${problem.id}`, 'ent-gold'))).data;
    // The label is the server's, whatever the request said.
    expect(own.source.label).toBe(`${record.enterprise} ${record.visitDate}`);
    const golden = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.orgId, orgIds.get('ent-gold')!));
    const told = await t.database.db
      .select()
      .from(notices)
      .where(
        and(
          inArray(
            notices.userId,
            golden.map((u) => u.id),
          ),
          eq(notices.link, `/workflow/approval?id=${own.instance.id}`),
        ),
      );
    expect(told.length).toBeGreaterThan(0);

    // The record shows the conversion to the office; a second click is a 409, nothing written.
    const shown = (await data(call('GET', `/console/api/research/records/${record.id}`, 'county'))).data;
    expect(shown.greenChannel).toBe(true);
    expect(shown.conversions).toEqual([{ target: 'problem', targetId: problem.id, index: 1 }]);
    expect((await call('POST', CONVERT, 'county', fromRecord(1))).statusCode).toBe(409);
    expect(await auditCount(t.database.db, { action: 'problem.converted' })).toBe(before + 1);
    const listed = (await data(call('GET', '/console/api/problems?keyword=社保', 'county'))).data;
    expect(listed.items.filter((p: { title: string }) => p.title === problem.title)).toHaveLength(1);

    // The office assigns it at once.
    const unitOrg = orgIds.get('unit');
    const assigned = await data(
      call('POST', `/console/api/problems/${problem.id}/act`, 'county', {
        action: 'assign',
        toOrgId: unitOrg,
        workingDays: 10,
        version: problem.instance.version,
      }),
    );
    expect(assigned.data.state).toBe('assigned');
  });
});

describe('a sentiment item into the ledger or the green channel', () => {
  const note = (extra: Record<string, unknown> = {}) => ({
    text: item.title,
    source: { kind: 'sentiment', id: item.itemId, label: '舆情' },
    ...extra,
  });
  const url = () => `${LEDGER}/${item.enterprises[0]!.enterpriseId}/problems`;

  it('shows the matched enterprise with its organisation and green channel', () => {
    expect(item).toBeDefined();
    expect(item.enterprises[0]).toMatchObject({ orgId: orgIds.get('ent-gold'), greenChannel: true });
  });

  it('admits financial offices only, in their region', async () => {
    const anonymous = await call('POST', url(), undefined, note());
    expect(anonymous.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    for (const who of ['ent-gold', 'unit', 'auditor'])
      expect((await call('POST', url(), who, note())).statusCode, who).toBe(403);
    expect((await call('POST', `${LEDGER}/${MADE_UP}/problems`, 'county', note())).statusCode).toBe(404);
    const normal = (await data(call('GET', '/console/api/ledger/my', 'ent-normal'))).data;
    expect(
      (await call('POST', `${LEDGER}/${normal.enterpriseId}/problems`, 'county', note())).statusCode,
    ).toBe(404);
    const empty = await call('POST', url(), 'county', note({ text: '' }));
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json().details)).toContain('text');
  });

  it('refuses an item that is not matched to this enterprise', async () => {
    const normal = (await data(call('GET', '/console/api/ledger/my', 'ent-normal'))).data;
    const answer = await call('POST', `${LEDGER}/${normal.enterpriseId}/problems`, 'city', note());
    expect(answer.statusCode).toBe(400);
    expect(answer.json().details[0].path).toBe('source');
    const missing = await call(
      'POST',
      url(),
      'county',
      note({ source: { kind: 'sentiment', id: MADE_UP, label: 'x' } }),
    );
    expect(missing.statusCode).toBe(400);
  });

  it('appends the note as a new ledger version with its history and audit row, once', async () => {
    const id = item.enterprises[0]!.enterpriseId;
    const before = (await data(call('GET', `${LEDGER}/${id}`, 'county'))).data;
    const audits = await auditCount(t.database.db, { action: 'ledger.updated', objectId: id });
    const after = (await data(call('POST', url(), 'county', note()))).data;
    expect(after.version).toBe(before.version + 1);
    expect(after.ledger.problems).toEqual([...before.ledger.problems, item.title]);
    expect(await auditCount(t.database.db, { action: 'ledger.updated', objectId: id })).toBe(audits + 1);
    const history = (await data(call('GET', `${LEDGER}/${id}/history`, 'county'))).data;
    expect(history.items[0].version).toBe(after.version);
    expect(JSON.stringify(history.items[0].changes)).toContain(item.title);

    expect((await call('POST', url(), 'county', note())).statusCode).toBe(409);
    expect((await call('POST', url(), 'county', note({ source: undefined }))).statusCode).toBe(409);
    expect((await data(call('GET', `${LEDGER}/${id}`, 'county'))).data.version).toBe(after.version);
  });

  it('turns the same item into a green-channel problem once, and lists both conversions', async () => {
    const body = {
      enterpriseId: item.enterprises[0]!.orgId,
      category: 'ENVIRONMENT',
      title: item.title,
      description: `<p>${item.title}</p>`,
      source: { kind: 'sentiment', id: item.itemId, label: '舆情' },
    };
    const problem = (await data(call('POST', CONVERT, 'county', body))).data;
    expect((await call('POST', CONVERT, 'county', body)).statusCode).toBe(409);
    const items = (await data(call('GET', '/console/api/sentiment/items?polarity=NEGATIVE', 'county'))).data
      .items;
    const shown = items.find((i: { itemId: string }) => i.itemId === item.itemId);
    expect(shown.conversions).toEqual(
      expect.arrayContaining([
        { target: 'ledger', targetId: item.enterprises[0]!.enterpriseId, index: null },
        { target: 'problem', targetId: problem.id, index: null },
      ]),
    );
  });
});
