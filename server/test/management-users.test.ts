// Government and enterprise users (issue 3 §5): list and filters, create with a temporary
// password, edit, disable (ends sessions), reset password, unlock, ADMIN/AUDITOR duties, scope.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle, orgs, sessions, users } from '../src/db/schema/index.ts';
import { makeCreditCode } from '../src/seed/demo-orgs.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { attemptLogin, login, sessionCookieOf } from './helpers/http.ts';
import { type Caller, callerFor } from './helpers/management.ts';
import { signUp, signUpForm } from './helpers/registration.ts';

let t: TestApp;
let admin: Caller;
const BASE = '/console/api/management/users';
const idOf = async (account: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0]!.id;
const orgOf = async (account: string) =>
  (await t.database.db.select({ id: users.orgId }).from(users).where(eq(users.account, account)))[0]!.id;
const me = (cookie: string) => callerFor(t.app, cookie)('GET', '/console/api/session/me');

beforeAll(async () => {
  t = await buildTestApp();
  admin = callerFor(t.app, await login(t.app, 'admin'));
});
afterAll(() => t.close());

describe('user lists', () => {
  it('lists government users with filters and paging', async () => {
    const all = (await admin('GET', BASE)).json().data;
    expect(all.total).toBe(5);
    expect(all.items.map((u: { account: string }) => u.account).sort()).toEqual(
      ['admin', 'auditor', 'city', 'county', 'unit'].sort(),
    );
    const page = (await admin('GET', `${BASE}?size=2&page=3`)).json().data;
    expect(page).toMatchObject({ total: 5, page: 3, size: 2 });
    expect(page.items).toHaveLength(1);
    const admins = (await admin('GET', `${BASE}?authority=ADMIN`)).json().data;
    expect(admins.items.map((u: { account: string }) => u.account)).toEqual(['admin']);
    expect((await admin('GET', `${BASE}?account=COU`)).json().data.items[0].account).toBe('county');
    expect((await admin('GET', `${BASE}?org=${encodeURIComponent('市场监督')}`)).json().data.total).toBe(1);
    expect((await admin('GET', `${BASE}?status=DISABLED`)).json().data.total).toBe(0);
    expect((await admin('GET', `${BASE}?status=GONE`)).statusCode).toBe(400);
  });

  it('lists enterprise users, and the mismatched ones with a way to fix the link', async () => {
    const enterprise = (await admin('GET', `${BASE}?kind=enterprise`)).json().data;
    expect(enterprise.total).toBe(3);
    expect(enterprise.items.every((u: { mismatch: null }) => u.mismatch === null)).toBe(true);
    // An enterprise organisation without an enterprise record, e.g. imported from an old system.
    const now = t.clock.now();
    const [stray] = await t.database.db
      .insert(orgs)
      .values({
        name: '未登记企业',
        type: 'ENTERPRISE',
        regionCode: '430100',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orgs.id });
    await t.database.db.insert(users).values({
      account: 'stray',
      passwordHash: 'x',
      name: '散户',
      orgId: stray!.id,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const mismatched = (await admin('GET', `${BASE}?kind=enterprise&mismatched=true`)).json().data;
    expect(mismatched.items).toEqual([
      expect.objectContaining({ account: 'stray', mismatch: 'NO_ENTERPRISE_RECORD' }),
    ]);
    const id = mismatched.items[0].id;
    // Saving without moving is allowed; moving to a government office is not; to a registered enterprise it is.
    const unchanged = await admin('PUT', `${BASE}/${id}`, { name: '散户', orgId: stray!.id });
    expect(unchanged.json().data.mismatch).toBe('NO_ENTERPRISE_RECORD');
    const wrong = await admin('PUT', `${BASE}/${id}`, { name: '散户', orgId: await orgOf('city') });
    expect(wrong.json().details[0].path).toBe('orgId');
    const fixed = await admin('PUT', `${BASE}/${id}`, { name: '散户', orgId: await orgOf('ent-normal') });
    expect(fixed.json().data).toMatchObject({ mismatch: null, orgName: expect.stringContaining('瑞丰') });
    expect(await auditCount(t.database.db, { action: 'user.updated', objectId: id })).toBe(2);
    expect((await admin('GET', `${BASE}?kind=enterprise&mismatched=true`)).json().data.total).toBe(0);
  });

  it('counts an enterprise record with another credit code as a mismatch', async () => {
    const orgId = await orgOf('ent-na');
    await t.database.db
      .update(orgs)
      .set({ creditCode: makeCreditCode('91', '430100', 'MA4L9Z9Z') })
      .where(eq(orgs.id, orgId));
    const answer = await admin('GET', `${BASE}?kind=enterprise&mismatched=true`);
    expect(answer.statusCode, answer.body).toBe(200);
    const listed = answer.json().data.items;
    expect(listed).toEqual([expect.objectContaining({ account: 'ent-na', mismatch: 'CREDIT_CODE_DIFFERS' })]);
    const relink = await admin('PUT', `${BASE}/${await idOf('stray')}`, { name: '散户', orgId });
    expect(relink.json().details[0]).toMatchObject({ path: 'orgId' });
  });
});

describe('creating and editing users', () => {
  let created: string;
  let password: string;

  it('creates a user with a temporary password that must be changed', async () => {
    const answer = await admin('POST', BASE, {
      account: 'clerk1',
      name: '王小明',
      email: 'clerk1@example.cn',
      mobile: '13912345678',
      orgId: await orgOf('county'),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { user, temporaryPassword } = answer.json().data;
    expect(user).toMatchObject({
      account: 'clerk1',
      status: 'ACTIVE',
      mustChangePassword: true,
      authorities: [],
    });
    expect(temporaryPassword).toMatch(/^.{12}$/);
    created = user.id;
    password = temporaryPassword;
    expect(await auditCount(t.database.db, { action: 'user.created', objectId: created })).toBe(1);
    const cookie = await login(t.app, 'clerk1', { password });
    expect((await me(cookie)).json().data.mustChangePassword).toBe(true);
  });

  it('lets a temporary password reach nothing but the user’s own things until it is changed', async () => {
    const created = await admin('POST', BASE, {
      account: 'clerk9',
      name: '临时',
      orgId: await orgOf('county'),
    });
    const temporary = created.json().data.temporaryPassword;
    const clerk = callerFor(t.app, await login(t.app, 'clerk9', { password: temporary }));
    for (const url of ['/console/api/workflow/todo', '/console/api/company/list']) {
      const refused = await clerk('GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe('PASSWORD_CHANGE_REQUIRED');
    }
    for (const url of ['/console/api/session/me', '/console/api/notice/count'])
      expect((await clerk('GET', url)).statusCode, url).toBe(200);
    const changed = await clerk('PUT', '/console/api/session/password', {
      currentPassword: temporary,
      newPassword: 'Chosen#2026pw',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await clerk('GET', '/console/api/workflow/todo')).statusCode).toBe(200);
  });

  it('refuses duplicates, bad input and organisations it may not use', async () => {
    expect(
      (await admin('POST', BASE, { account: 'CLERK1', name: 'x', orgId: await orgOf('city') })).statusCode,
    ).toBe(409);
    const bad = await admin('POST', BASE, {
      account: 'a b',
      name: '',
      mobile: '123',
      email: 'no',
      orgId: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['account', 'email', 'mobile', 'name', 'orgId'].sort());
    const broker = await admin('POST', BASE, { account: 'b1', name: '券商', orgId: await orgOf('broker') });
    expect(broker.json().details[0].path).toBe('orgId');
  });

  it('edits a user, audited', async () => {
    const answer = await admin('PUT', `${BASE}/${created}`, { name: '王晓明', orgId: await orgOf('city') });
    expect(answer.json().data).toMatchObject({
      name: '王晓明',
      email: null,
      orgName: expect.stringContaining('长沙'),
    });
    expect(await auditCount(t.database.db, { action: 'user.updated', objectId: created })).toBe(1);
    expect(
      (await admin('PUT', `${BASE}/${created}`, { name: 'x', orgId: await orgOf('ent-gold') })).statusCode,
    ).toBe(400);
    expect((await admin('GET', `${BASE}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
  });

  it('resets a password: a new temporary one, old sessions end, the old password stops working', async () => {
    const cookie = await login(t.app, 'clerk1', { password });
    const answer = await admin('POST', `${BASE}/${created}/password-reset`);
    expect(answer.statusCode).toBe(200);
    const next = answer.json().data.temporaryPassword;
    expect(next).not.toBe(password);
    expect((await me(cookie)).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    expect((await attemptLogin(t.app, { account: 'clerk1', password })).statusCode).toBe(400);
    const fresh = await login(t.app, 'clerk1', { password: next });
    expect((await me(fresh)).json().data.mustChangePassword).toBe(true);
    expect(await auditCount(t.database.db, { action: 'user.password-reset', objectId: created })).toBe(1);
    const changed = await callerFor(t.app, fresh)('PUT', '/console/api/session/password', {
      currentPassword: next,
      newPassword: 'Clerk@2026x',
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(fresh)).json().data.mustChangePassword).toBe(false);
  });
});

describe('disabling, unlocking and signing out', () => {
  it('disabling ends the sessions at once; enabling lets the user back in', async () => {
    const cookie = await login(t.app, 'unit');
    const id = await idOf('unit');
    const answer = await admin('PUT', `${BASE}/${id}/status`, { status: 'DISABLED' });
    expect(answer.json().data).toMatchObject({ status: 'DISABLED', sessions: 0 });
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect((await me(cookie)).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    expect((await attemptLogin(t.app, { account: 'unit' })).statusCode).toBe(400);
    expect(await auditCount(t.database.db, { action: 'user.disabled', objectId: id })).toBe(1);
    await admin('PUT', `${BASE}/${id}/status`, { status: 'ACTIVE' });
    expect(await auditCount(t.database.db, { action: 'user.enabled', objectId: id })).toBe(1);
    await login(t.app, 'unit');
    const self = await admin('PUT', `${BASE}/${await idOf('admin')}/status`, { status: 'DISABLED' });
    expect(self.statusCode).toBe(400);
    expect((await admin('PUT', `${BASE}/${id}/status`, { status: 'PENDING' })).statusCode).toBe(400);
  });

  it('unlocks a locked account, audited', async () => {
    // As five failures from one address leave it (see login-protection.test.ts for how they get there).
    const lockedUntil = new Date(t.clock.now().getTime() + 30 * 60_000);
    await t.database.db.insert(loginThrottle).values({
      accountKey: 'county',
      address: '192.0.2.9',
      failures: 5,
      lockedUntil,
      lastFailureAt: t.clock.now(),
    });
    const id = await idOf('county');
    expect((await admin('GET', `${BASE}/${id}`)).json().data.locked).toBe(true);
    const answer = await admin('DELETE', `${BASE}/${id}/lock`);
    expect(answer.json().data).toEqual({ unlocked: true });
    expect((await admin('GET', `${BASE}/${id}`)).json().data.locked).toBe(false);
    expect(await auditCount(t.database.db, { action: 'auth.account-unlocked', objectId: id })).toBe(1);
    await login(t.app, 'county');
    expect((await admin('DELETE', `${BASE}/${id}/lock`)).json().data).toEqual({ unlocked: false });
  });

  it('signs a user out everywhere', async () => {
    const cookie = await login(t.app, 'county');
    const answer = await admin('DELETE', `${BASE}/${await idOf('county')}/sessions`);
    expect(answer.json().data.endedSessions).toBeGreaterThanOrEqual(1);
    expect((await me(cookie)).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    expect(await auditCount(t.database.db, { action: 'user.signed-out' })).toBe(1);
  });
});

describe('authorities and scope', () => {
  it('grants and revokes ADMIN and AUDITOR, never both to one person', async () => {
    const city = await idOf('city');
    const granted = await admin('PUT', `${BASE}/${city}/authorities/ADMIN`);
    expect(granted.json().data.authorities).toEqual(['ADMIN']);
    expect(await auditCount(t.database.db, { action: 'user.authority-granted', objectId: city })).toBe(1);
    expect((await admin('PUT', `${BASE}/${city}/authorities/AUDITOR`)).statusCode).toBe(409);
    expect((await admin('PUT', `${BASE}/${await idOf('auditor')}/authorities/ADMIN`)).statusCode).toBe(409);
    expect((await admin('DELETE', `${BASE}/${await idOf('admin')}/authorities/ADMIN`)).statusCode).toBe(409);
    expect((await admin('PUT', `${BASE}/${await idOf('ent-gold')}/authorities/ADMIN`)).statusCode).toBe(400);
    expect((await admin('PUT', `${BASE}/${city}/authorities/ROOT`)).statusCode).toBe(400);
    // Granting again changes nothing and writes nothing.
    await admin('PUT', `${BASE}/${city}/authorities/ADMIN`);
    expect(await auditCount(t.database.db, { action: 'user.authority-granted', objectId: city })).toBe(1);
  });

  it("keeps a city administrator inside the city: another city's users are not found", async () => {
    const zhuzhou = makeCreditCode('11', '430200', '00730611');
    const [office] = await t.database.db
      .insert(orgs)
      .values({
        name: '株洲市地方金融管理局',
        type: 'FINANCIAL',
        level: 2,
        regionCode: '430200',
        creditCode: zhuzhou,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning({ id: orgs.id });
    const far = (await admin('POST', BASE, { account: 'zz1', name: '株洲用户', orgId: office!.id })).json()
      .data.user;
    const cityAdmin = callerFor(t.app, await login(t.app, 'city'));
    expect((await cityAdmin('GET', `${BASE}/${far.id}`)).statusCode).toBe(404);
    expect((await cityAdmin('PUT', `${BASE}/${far.id}/status`, { status: 'DISABLED' })).statusCode).toBe(404);
    expect((await cityAdmin('POST', `${BASE}/${far.id}/password-reset`)).statusCode).toBe(404);
    expect((await cityAdmin('GET', `${BASE}/${await idOf('county')}`)).statusCode).toBe(200);
    const listed = (await cityAdmin('GET', BASE))
      .json()
      .data.items.map((u: { account: string }) => u.account);
    expect(listed).not.toContain('zz1');
    expect(listed).not.toContain('admin');
    expect(await auditCount(t.database.db, { action: 'user.disabled', objectId: far.id })).toBe(0);
    const revoked = await admin('DELETE', `${BASE}/${await idOf('city')}/authorities/ADMIN`);
    expect(revoked.json().data.authorities).toEqual([]);
    expect((await cityAdmin('GET', BASE)).statusCode).toBe(403);
  });
});

describe('registrants awaiting review', () => {
  // The review is the only way in: user management must not activate a pending registrant, add a
  // user to its organisation, nor offer that organisation in a picker.
  let pending: { userId: string; orgId: string; account: string };
  beforeAll(async () => {
    const form = signUpForm('430102');
    const answer = await signUp(t.app, form);
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await t.database.db
      .select({ userId: users.id, orgId: users.orgId })
      .from(users)
      .where(eq(users.account, form.account!));
    pending = { ...row!, account: form.account! };
  });

  it('refuses to enable the pending user', async () => {
    const answer = await admin('PUT', `${BASE}/${pending.userId}/status`, { status: 'ACTIVE' });
    expect(answer.statusCode).toBe(409);
    const [row] = await t.database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, pending.userId));
    expect(row!.status).toBe('PENDING');
  });

  it('refuses to create a user in, or move a user into, the pending organisation', async () => {
    const created = await admin('POST', BASE, { account: 'sneak1', name: '插队', orgId: pending.orgId });
    expect(created.statusCode).toBe(400);
    expect(created.json().details).toEqual([{ path: 'orgId', message: expect.stringContaining('尚未审核') }]);
    expect(await t.database.db.select().from(users).where(eq(users.account, 'sneak1'))).toHaveLength(0);
    const gold = await admin('GET', `${BASE}/${await idOf('ent-normal')}`);
    const { name, orgId } = gold.json().data;
    const moved = await admin('PUT', `${BASE}/${await idOf('ent-normal')}`, { name, orgId: pending.orgId });
    expect(moved.statusCode).toBe(400);
    expect(await orgOf('ent-normal')).toBe(orgId);
  });

  it('leaves the pending organisation out of the organisation picker', async () => {
    const listed = await admin('GET', '/console/api/management/orgs?type=ENTERPRISE&size=100');
    expect(listed.statusCode).toBe(200);
    const ids = listed.json().data.items.map((o: { id: string }) => o.id);
    expect(ids).toContain(await orgOf('ent-gold'));
    expect(ids).not.toContain(pending.orgId);
  });

  it('gives a user of a still-pending organisation only a limited session', async () => {
    // Even were such a user to exist (an older version of this screen could make one), it must not
    // reach the console until the organisation's review is approved.
    await t.database.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, pending.userId));
    const answer = await attemptLogin(t.app, { account: pending.account, password: 'Listing#2026' });
    expect(answer.statusCode, answer.body).toBe(200);
    const cookie = sessionCookieOf(answer);
    expect((await me(cookie)).statusCode).toBe(403);
    const status = await callerFor(t.app, cookie)('GET', '/console/master/session/status');
    expect(status.json().data.session).toBe('ANONYMOUS');
    await t.database.db.update(users).set({ status: 'PENDING' }).where(eq(users.id, pending.userId));
  });
});

describe('separation of duties around AUDITOR', () => {
  it('will not let an administrator make an auditor of an account whose password it issued', async () => {
    const created = await admin('POST', BASE, {
      account: 'sock1',
      name: '傀儡',
      orgId: await orgOf('admin'),
    });
    const { user, temporaryPassword } = created.json().data;
    // Still on the temporary password: refused.
    const early = await admin('PUT', `${BASE}/${user.id}/authorities/AUDITOR`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('临时密码');
    // The administrator signs in as the account and sets a password it knows: still refused.
    const cookie = await login(t.app, 'sock1', { password: temporaryPassword });
    const changed = await callerFor(t.app, cookie)('PUT', '/console/api/session/password', {
      currentPassword: temporaryPassword,
      newPassword: 'Known#2026pass',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const late = await admin('PUT', `${BASE}/${user.id}/authorities/AUDITOR`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('其他管理员');
    const [row] = await t.database.db
      .select({ a: users.authorities })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row!.a).toEqual([]);
    expect(await auditCount(t.database.db, { action: 'user.authority-granted', objectId: user.id })).toBe(0);
  });

  it('lets another administrator grant it once the user chose its own password', async () => {
    const created = await admin('POST', BASE, {
      account: 'aud2',
      name: '审计员二',
      orgId: await orgOf('admin'),
    });
    const { user, temporaryPassword } = created.json().data;
    const cookie = await login(t.app, 'aud2', { password: temporaryPassword });
    await callerFor(t.app, cookie)('PUT', '/console/api/session/password', {
      currentPassword: temporaryPassword,
      newPassword: 'Own#2026secret',
    });
    // A second administrator (granted here directly, as the first one would through the screen).
    const second = await admin('POST', BASE, {
      account: 'admin2',
      name: '管理员二',
      orgId: await orgOf('admin'),
    });
    await t.database.db
      .update(users)
      .set({ authorities: ['ADMIN'], mustChangePassword: false })
      .where(eq(users.id, second.json().data.user.id));
    const admin2 = callerFor(
      t.app,
      await login(t.app, 'admin2', { password: second.json().data.temporaryPassword }),
    );
    const granted = await admin2('PUT', `${BASE}/${user.id}/authorities/AUDITOR`);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data.authorities).toEqual(['AUDITOR']);
    // Nobody resets an auditor's password from this screen.
    const reset = await admin('POST', `${BASE}/${user.id}/password-reset`);
    expect(reset.statusCode).toBe(409);
    expect(await auditCount(t.database.db, { action: 'user.password-reset', objectId: user.id })).toBe(0);
  });

  it('answers 409, not 500, to two creations of one account at the same moment', async () => {
    const orgId = await orgOf('county');
    const answers = await Promise.all(
      [1, 2].map(() => admin('POST', BASE, { account: 'twin1', name: '双胞胎', orgId })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
