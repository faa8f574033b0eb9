// Roadshows (issue 12 §3): the office organises and invites, enterprises apply, investors
// register and score after the event; each sees only its part of the results.
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgs, regions, users } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { officeElsewhere } from './helpers/offices.ts';

const R = '/console/api/roadshows';
const MISSING = '00000000-0000-4000-8000-000000000000';
const DAY = 86_400_000;

let t: TestApp;
let api: ReturnType<typeof callerOf>;
let otherCity: string;
const orgIdOf: Record<string, string> = {};
let past: { id: string };
let upcoming: { id: string };
const needOf: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  api = callerOf(t.app);
  const rows = await t.database.db
    .select({ account: users.account, orgId: users.orgId, region: orgs.regionCode })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId));
  for (const r of rows) orgIdOf[r.account] = r.orgId;
  const city = rows.find((r) => r.account === 'city')!.region!;
  const [other] = await t.database.db
    .select({ code: regions.code })
    .from(regions)
    .where(and(eq(regions.parentCode, `${city.slice(0, 2)}0000`), ne(regions.code, city)))
    .limit(1);
  otherCity = (await officeElsewhere(t, other!.code, 2)).account;
  const list = await api.data('city', 'GET', R);
  past = list.items.find((r: { past: boolean }) => r.past);
  upcoming = list.items.find((r: { past: boolean }) => !r.past);
  for (const account of ['ent-gold', 'ent-normal']) {
    const mine = await api.data(account, 'GET', '/console/api/financing/needs/mine?status=PUBLISHED');
    needOf[account] = mine.items[0].id;
  }
});
afterAll(() => t.close());

const show = (extra: Record<string, unknown> = {}) => ({
  theme: '县域专精特新路演',
  startsAt: new Date(t.clock.now().getTime() + 10 * DAY).toISOString(),
  place: '县政务中心',
  ...extra,
});

describe('who may call the roadshow routes', () => {
  it('anonymous callers sign in first; the wrong roles are refused', async () => {
    const denied: [string, 'GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['broker', 'GET', R],
      ['investor', 'GET', `${R}/projects/mine`],
      ['unit', 'GET', `${R}/${MISSING}`],
      ['ent-gold', 'POST', R, show()],
      ['investor', 'PUT', `${R}/${MISSING}`, { ...show(), version: 1 }],
      ['investor', 'POST', `${R}/${MISSING}/projects`, { needId: MISSING }],
      ['ent-gold', 'PUT', `${R}/${MISSING}/projects/${MISSING}`, { status: 'ACCEPTED' }],
      ['ent-gold', 'POST', `${R}/${MISSING}/investors`, {}],
      ['county', 'PUT', `${R}/${MISSING}/scores`, { scores: [] }],
      ['auditor', 'POST', R, show()],
    ];
    for (const [account, method, url, body] of denied) {
      expect((await api.call(null, method, url, body)).json().code, url).toBe('WEB_ACCESS_AUTH_REQUIRED');
      expect((await api.call(account, method, url, body)).statusCode, `${account} ${url}`).toBe(403);
    }
  });
});

describe('organising a roadshow', () => {
  let id: string;

  it('the county creates and edits one; bad input names the field; a stale edit is 409', async () => {
    const bad = await api.call(
      'county',
      'POST',
      R,
      show({ place: '', link: 'ftp://x', startsAt: 'tomorrow' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(['startsAt', 'link']),
    );
    const made = await api.data('county', 'POST', R, show());
    id = made.id;
    expect(made).toMatchObject({ past: false, abilities: { edit: true, invite: true } });
    expect(await auditCount(t.database.db, { action: 'roadshow.created', objectId: id })).toBe(1);
    const edited = await api.data('county', 'PUT', `${R}/${id}`, {
      ...show({ theme: '县域专精特新路演（第二场）' }),
      version: 1,
    });
    expect(edited.version).toBe(2);
    expect((await api.call('county', 'PUT', `${R}/${id}`, { ...show(), version: 1 })).statusCode).toBe(409);
    expect(await auditCount(t.database.db, { action: 'roadshow.updated', objectId: id })).toBe(1);
  });

  it('scope: the city sees the county’s event, another city and another county’s enterprise do not', async () => {
    expect((await api.get('city', `${R}/${id}`)).statusCode).toBe(200);
    expect((await api.get(otherCity, `${R}/${id}`)).statusCode).toBe(404);
    expect((await api.call(otherCity, 'PUT', `${R}/${id}`, { ...show(), version: 2 })).statusCode).toBe(404);
    expect((await api.get('ent-gold', `${R}/${id}`)).statusCode).toBe(200);
    // ent-normal sits in the city, outside the county.
    expect((await api.get('ent-normal', `${R}/${id}`)).statusCode).toBe(404);
    expect((await api.get('investor', `${R}/${id}`)).statusCode).toBe(200);
    expect((await api.get('county', `${R}/${MISSING}`)).statusCode).toBe(404);
  });

  it('the county invites a need of its region and an investor; both are told', async () => {
    const foreign = await api.call('county', 'POST', `${R}/${id}/projects`, { needId: needOf['ent-normal'] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].path).toBe('needId');
    const invited = await api.data('county', 'POST', `${R}/${id}/projects`, { needId: needOf['ent-gold'] });
    expect(invited.projects[0]).toMatchObject({ status: 'ACCEPTED', invited: true });
    expect(
      (await api.call('county', 'POST', `${R}/${id}/projects`, { needId: needOf['ent-gold'] })).statusCode,
    ).toBe(409);
    expect((await api.call('county', 'POST', `${R}/${id}/investors`, {})).json().details[0].path).toBe(
      'orgId',
    );
    expect(
      (await api.call('county', 'POST', `${R}/${id}/investors`, { orgId: orgIdOf.broker })).statusCode,
    ).toBe(400);
    const withBank = await api.data('county', 'POST', `${R}/${id}/investors`, { orgId: orgIdOf.bank });
    expect(withBank.investors).toEqual([
      { orgId: orgIdOf.bank, name: expect.any(String), status: 'INVITED' },
    ]);
    expect(await auditCount(t.database.db, { action: 'roadshow.project.added', objectId: id })).toBe(1);
    expect(await auditCount(t.database.db, { action: 'roadshow.investor.added', objectId: id })).toBe(1);
    const bank = await api.data('bank', 'GET', `${R}/${id}`);
    expect(bank.abilities).toMatchObject({ register: true, score: false });
    const registered = await api.data('bank', 'POST', `${R}/${id}/investors`, {});
    expect(registered.investors).toEqual([expect.objectContaining({ status: 'REGISTERED' })]);
    expect((await api.call('bank', 'POST', `${R}/${id}/investors`, {})).statusCode).toBe(409);
  });
});

describe('applications and results', () => {
  it('an enterprise applies with its own published need; the city accepts; ent-gold cannot use another’s', async () => {
    expect(
      (await api.call('ent-gold', 'POST', `${R}/${upcoming.id}/projects`, { needId: needOf['ent-normal'] }))
        .statusCode,
    ).toBe(400);
    const applied = await api.data('ent-normal', 'POST', `${R}/${upcoming.id}/projects`, {
      needId: needOf['ent-normal'],
    });
    const project = applied.projects.find((p: { needId: string }) => p.needId === needOf['ent-normal']);
    expect(project).toMatchObject({ status: 'APPLIED', invited: false });
    // Another enterprise does not see an application that is not accepted.
    const gold = await api.data('ent-gold', 'GET', `${R}/${upcoming.id}`);
    expect(gold.projects).toHaveLength(0);
    const bad = await api.call('city', 'PUT', `${R}/${upcoming.id}/projects/${project.id}`, {
      status: 'MAYBE',
    });
    expect(bad.json().details[0].path).toBe('status');
    expect(
      (await api.call('city', 'PUT', `${R}/${upcoming.id}/projects/${MISSING}`, { status: 'ACCEPTED' }))
        .statusCode,
    ).toBe(404);
    const decided = await api.data('city', 'PUT', `${R}/${upcoming.id}/projects/${project.id}`, {
      status: 'ACCEPTED',
    });
    expect(decided.projects[0].status).toBe('ACCEPTED');
    expect(
      await auditCount(t.database.db, { action: 'roadshow.project.decided', objectId: upcoming.id }),
    ).toBe(1);
    expect((await api.data('ent-gold', 'GET', `${R}/${upcoming.id}`)).projects).toHaveLength(1);
  });

  it('after the event a registered investor scores; each enterprise sees its own scores only', async () => {
    const before = await api.data('investor', 'GET', `${R}/${past.id}`);
    expect(before.abilities).toMatchObject({ score: true, register: false });
    const [p1, p2] = before.projects;
    // The investor sees only its own scores.
    expect(p1.scores.every((s: { investorOrgId: string }) => s.investorOrgId === orgIdOf.investor)).toBe(
      true,
    );
    const wrong = await api.call('investor', 'PUT', `${R}/${past.id}/scores`, {
      scores: [{ projectId: MISSING, score: 90, interested: true }],
    });
    expect(wrong.json().details[0].path).toBe('scores.0.projectId');
    const range = await api.call('investor', 'PUT', `${R}/${past.id}/scores`, {
      scores: [{ projectId: p1.id, score: 120, interested: true }],
    });
    expect(range.json().details[0].path).toBe('scores.0.score');
    await api.data('investor', 'PUT', `${R}/${past.id}/scores`, {
      scores: [{ projectId: p1.id, score: 92, interested: true, comment: '复评' }],
    });
    expect(await auditCount(t.database.db, { action: 'roadshow.scored', objectId: past.id })).toBe(1);
    // Not yet begun: refused.
    expect(
      (
        await api.call('investor', 'PUT', `${R}/${upcoming.id}/scores`, {
          scores: [{ projectId: p1.id, score: 1, interested: false }],
        })
      ).statusCode,
    ).toBe(409);

    const mine = await api.data('ent-gold', 'GET', `${R}/projects/mine`);
    const goldProject = mine.items.find((p: { roadshowId: string }) => p.roadshowId === past.id);
    expect(goldProject.scores).toHaveLength(2);
    expect(goldProject.averageScore).toBe(84);
    expect(goldProject.interestedCount).toBe(1);
    const seen = await api.data('ent-gold', 'GET', `${R}/${past.id}`);
    const other = seen.projects.find((p: { id: string }) => p.id === p2.id);
    expect(other).toMatchObject({ scores: [], averageScore: null });
    const office = await api.data('city', 'GET', `${R}/${past.id}`);
    expect(office.projects.flatMap((p: { scores: unknown[] }) => p.scores)).toHaveLength(4);
    expect((await api.call('ent-gold', 'GET', `${R}?when=soon`)).json().details[0].path).toBe('when');
    expect(
      (await api.data('ent-gold', 'GET', `${R}?when=past`)).items.map((r: { id: string }) => r.id),
    ).toEqual([past.id]);
  });
});
