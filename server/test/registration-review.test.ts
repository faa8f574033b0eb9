// After sign-up (issue 3 §2): the licence upload, confirmation, the review by the responsible
// office in the workflow engine, rejection with a reason, correction and resubmission, approval.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices, orgs, users } from '../src/db/schema/index.ts';
import { type DemoPlaces, findDemoPlaces } from '../src/platform/dictionaries/places.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { attemptLogin, login, sameOrigin, sessionCookieOf } from './helpers/http.ts';
import { pngImage } from './helpers/multipart.ts';
import { officeElsewhere } from './helpers/offices.ts';
import {
  newCreditCode,
  signUp,
  signUpForm,
  submitRegistration,
  uploadLicence,
} from './helpers/registration.ts';

let t: TestApp;
let places: DemoPlaces;
const office: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  places = await findDemoPlaces(t.database.db, '430000');
  for (const name of ['county', 'city', 'admin', 'ent-normal']) office[name] = await login(t.app, name);
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const status = async (cookie: string) => (await get('/console/api/registration/status', cookie)).json().data;
const act = (id: string, body: object, cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: `/console/api/workflow/instances/${id}/actions`,
    headers: { ...sameOrigin, cookie },
    payload: body,
  });

/** Signs up and returns the registrant's cookie and form. */
async function registrant(regionCode = places.county.code, overrides: Record<string, string> = {}) {
  const form = signUpForm(regionCode, overrides);
  const answer = await signUp(t.app, form);
  expect(answer.statusCode, answer.body).toBe(200);
  return { cookie: sessionCookieOf(answer), form };
}

async function todoOf(cookie: string) {
  return (await get('/console/api/workflow/todo?size=100', cookie)).json().data.items as Array<{
    id: string;
    title: string;
    process: string;
    version: number;
  }>;
}

describe('licence', () => {
  it('accepts a PDF or an image, checked by content, audited', async () => {
    const { cookie } = await registrant();
    const pdf = await uploadLicence(t.app, cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().data.licence).toMatchObject({
      name: '营业执照.pdf',
      url: expect.stringMatching(/^\/console\/api\/files\//),
    });
    const png = await uploadLicence(t.app, cookie, { filename: 'licence.png', content: pngImage() });
    expect(png.json().data.licence.name).toBe('licence.png');
    expect(
      await auditCount(t.database.db, { action: 'registration.licence-uploaded' }),
    ).toBeGreaterThanOrEqual(2);
    // The registrant and the offices responsible for its county (county, city, province) may look
    // at the licence; an unrelated user may not, nor a financial office of another city.
    const url = png.json().data.licence.url;
    for (const reader of [cookie, office.county!, office.city!, office.admin!])
      expect((await get(url, reader)).statusCode).toBe(200);
    // The last city of the province, so the routing case below (first other city → province) holds.
    const elsewhere = await officeElsewhere(t, '433100', 2);
    for (const [who, other] of [
      ['ent-normal', office['ent-normal']!],
      ['unit', await login(t.app, 'unit')],
      ['broker', await login(t.app, 'broker')],
      ['office of another city', elsewhere.cookie],
    ])
      expect((await get(url, other!)).statusCode, who).toBe(404);
  });

  it('refuses a file whose content is not what its name says, another type, or none', async () => {
    const { cookie } = await registrant();
    const fake = await uploadLicence(t.app, cookie, {
      filename: 'licence.pdf',
      content: Buffer.from('MZ not a pdf'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().details[0].path).toBe('file');
    const word = await uploadLicence(t.app, cookie, {
      filename: 'licence.docx',
      content: Buffer.from('PK\x03\x04'),
    });
    expect(word.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/console/api/registration/licence',
      headers: { ...sameOrigin, cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect((await status(cookie)).licence).toBeNull();
  });
});

describe('review', () => {
  it('cannot be submitted without a licence, nor twice', async () => {
    const { cookie } = await registrant();
    const early = await submitRegistration(t.app, cookie);
    expect(early.statusCode).toBe(400);
    expect(early.json().details).toEqual([{ path: 'licence', message: 'licenceMissing' }]);
    await uploadLicence(t.app, cookie);
    expect((await submitRegistration(t.app, cookie)).json().data.state).toBe('SUBMITTED');
    expect((await submitRegistration(t.app, cookie)).statusCode).toBe(409);
    expect((await uploadLicence(t.app, cookie)).statusCode).toBe(409);
  });

  it('goes to the county office, else the city, else the province', async () => {
    const cases: Array<[string, string, string]> = [];
    const otherCounty = (
      await t.app.inject({ url: `/console/api/registration/regions?parent=${places.city.code}` })
    )
      .json()
      .data.find((r: { code: string }) => r.code !== places.county.code).code;
    const otherCity = (await t.app.inject({ url: '/console/api/registration/regions' }))
      .json()
      .data.find((r: { code: string }) => r.code !== places.city.code).code;
    cases.push(
      [places.county.code, 'county', 'ENTERPRISE'],
      [otherCounty, 'city', 'BROKER'],
      [otherCity, 'admin', 'FUND'],
    );
    for (const [region, reviewer, identity] of cases) {
      const { cookie, form } = await registrant(region, { identity });
      await uploadLicence(t.app, cookie);
      const submitted = (await submitRegistration(t.app, cookie)).json().data;
      expect(submitted.reviewOffice, region).toBeTruthy();
      const item = (await todoOf(office[reviewer]!)).find((i) => i.title.startsWith(form.orgName!));
      expect(item, `${region} → ${reviewer}`).toBeDefined();
      expect(item!.process).toBe(
        identity === 'ENTERPRISE' ? 'registration-enterprise' : 'registration-institution',
      );
    }
  });

  it('rejection tells why; the registrant corrects and resubmits; approval activates', async () => {
    const { cookie, form } = await registrant();
    await uploadLicence(t.app, cookie);
    await submitRegistration(t.app, cookie);
    const item = (await todoOf(office.county!)).find((i) => i.title.startsWith(form.orgName!))!;
    // Nobody else may decide, and a reason is compulsory.
    expect((await act(item.id, { action: 'approve' }, office.city!)).statusCode).toBe(404);
    expect((await act(item.id, { action: 'approve' }, cookie)).statusCode).toBe(403);
    expect((await act(item.id, { action: 'reject' }, office.county!)).statusCode).toBe(400);
    const rejected = await act(
      item.id,
      { action: 'reject', comment: '营业执照不清晰，请重新上传' },
      office.county!,
    );
    expect(rejected.statusCode).toBe(200);

    const afterReject = await status(cookie);
    expect(afterReject).toMatchObject({ state: 'REJECTED', reason: '营业执照不清晰，请重新上传' });
    const [user] = await t.database.db.select().from(users).where(eq(users.account, form.account!));
    const told = await t.database.db.select().from(notices).where(eq(notices.userId, user!.id));
    expect(told.some((n) => n.content.includes('营业执照不清晰'))).toBe(true);

    const corrected = await t.app.inject({
      method: 'PUT',
      url: '/console/api/registration',
      headers: { ...sameOrigin, cookie },
      payload: { ...form, orgName: `${form.orgName}（更正）`, creditCode: newCreditCode(places.county.code) },
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data.orgName).toContain('（更正）');
    expect(await auditCount(t.database.db, { action: 'registration.corrected' })).toBeGreaterThanOrEqual(1);
    await uploadLicence(t.app, cookie, { filename: 'clear.png', content: pngImage() });
    const resubmitted = await submitRegistration(t.app, cookie);
    expect(resubmitted.json().data).toMatchObject({ state: 'SUBMITTED', reason: null });
    expect((await todoOf(office.county!)).some((i) => i.id === item.id)).toBe(true);

    // The office reads the licence attached to the request.
    const detail = (await get(`/console/api/workflow/instances/${item.id}`, office.county!)).json().data;
    const attachment = detail.history.at(-1).attachments[0];
    expect(attachment.name).toBe('clear.png');
    expect((await get(`/console/api/files/${attachment.id}`, office.county!)).statusCode).toBe(200);
    expect(detail.subjectSummary).toContainEqual({ label: '注册账号', value: form.account });

    expect((await act(item.id, { action: 'approve', comment: '同意' }, office.county!)).statusCode).toBe(200);
    expect((await status(cookie)).state).toBe('APPROVED');
    const [org] = await t.database.db.select().from(orgs).where(eq(orgs.id, user!.orgId));
    expect(org!.status).toBe('ACTIVE');
    // The same cookie now reaches the console, and a new sign-in is a full one.
    expect((await get('/console/api/session/me', cookie)).statusCode).toBe(200);
    const signIn = await attemptLogin(t.app, { account: form.account!, password: form.password });
    expect(signIn.json().data.limited).toBe(false);
    // Corrections are over once approved.
    const late = await t.app.inject({
      method: 'PUT',
      url: '/console/api/registration',
      headers: { ...sameOrigin, cookie },
      payload: form,
    });
    expect(late.statusCode).toBe(409);
  });

  it('resubmits to the new region’s office when the correction moved the organisation', async () => {
    const { cookie, form } = await registrant();
    await uploadLicence(t.app, cookie);
    await submitRegistration(t.app, cookie);
    const item = (await todoOf(office.county!)).find((i) => i.title.startsWith(form.orgName!))!;
    await act(item.id, { action: 'reject', comment: '所在地区有误' }, office.county!);
    // Another county of the same city has no office of its own: the city is responsible there.
    const sibling = (
      await t.app.inject({ url: `/console/api/registration/regions?parent=${places.city.code}` })
    )
      .json()
      .data.find((r: { code: string }) => r.code !== places.county.code).code;
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/console/api/registration',
      headers: { ...sameOrigin, cookie },
      payload: { ...form, regionCode: sibling },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await submitRegistration(t.app, cookie);
    expect((await todoOf(office.county!)).some((i) => i.id === item.id)).toBe(false);
    expect((await todoOf(office.city!)).some((i) => i.id === item.id)).toBe(true);
  });

  it('refuses a correction to a credit code another organisation holds', async () => {
    const first = await registrant();
    const second = await registrant();
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/console/api/registration',
      headers: { ...sameOrigin, cookie: second.cookie },
      payload: { ...second.form, creditCode: first.form.creditCode },
    });
    expect(answer.statusCode).toBe(409);
    expect((await status(second.cookie)).creditCode).toBe(second.form.creditCode);
  });
});
