// ORG_INFO parsing: missing, empty or unparseable counts as signed out (spec §3).
import { type SessionUser, STORAGE_KEYS, sessionUser } from '@portal/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearOrgInfo, parseOrgInfo, readOrgInfo, viewerOf, writeOrgInfo } from './orgInfo';

const user: SessionUser = {
  id: 'u1',
  account: 'ent-gold',
  name: '张三',
  email: null,
  mobile: null,
  mustChangePassword: false,
  org: {
    id: 'o1',
    name: '金种子科技',
    type: 'ENTERPRISE',
    grades: ['GOLDEN_SEED'],
    has_shortcut: true,
    level: null,
    regionCode: '430100',
  },
  authorities: [],
};

beforeEach(() => sessionStorage.clear());

/** Whether ORG_INFO's part of the contract's sessionUser schema accepts what is stored. */
function sessionUserSchemaAccepts(raw: string): boolean {
  try {
    return sessionUser
      .pick({ org: true, authorities: true, account: true, name: true })
      .safeParse(JSON.parse(raw)).success;
  } catch {
    return false;
  }
}

describe('ORG_INFO', () => {
  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '{org:'],
    ['JSON null', 'null'],
    ['a string', '"ENTERPRISE"'],
    ['without org', JSON.stringify({ authorities: [], account: 'a', name: 'n' })],
    ['with an unknown org type', JSON.stringify({ ...user, org: { ...user.org, type: 'ALIEN' } })],
    ['with an unknown grade', JSON.stringify({ ...user, org: { ...user.org, grades: ['PLATINUM'] } })],
    ['with a fractional level', JSON.stringify({ ...user, org: { ...user.org, level: 1.5 } })],
    ['with a numeric region', JSON.stringify({ ...user, org: { ...user.org, regionCode: 430100 } })],
    ['without has_shortcut', JSON.stringify({ ...user, org: { ...user.org, has_shortcut: undefined } })],
    ['with an unknown authority', JSON.stringify({ ...user, authorities: ['ROOT'] })],
    ['with authorities not a list', JSON.stringify({ ...user, authorities: 'ADMIN' })],
    ['with a numeric account', JSON.stringify({ ...user, account: 7 })],
    ['without a name', JSON.stringify({ ...user, name: undefined })],
  ])('counts %s as signed out', (_, raw) => {
    expect(parseOrgInfo(raw)).toBeNull();
    // The hand-written check refuses what the contract's session schema refuses (zod stays out of
    // the first load, but the rules must not drift from it).
    if (raw) expect(sessionUserSchemaAccepts(raw)).toBe(false);
    if (raw === null) sessionStorage.removeItem(STORAGE_KEYS.orgInfo);
    else sessionStorage.setItem(STORAGE_KEYS.orgInfo, raw);
    expect(readOrgInfo()).toBeNull();
  });

  it('stores the org and authorities of the session and reads them back', () => {
    writeOrgInfo(user);
    const raw = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.orgInfo)!);
    expect(raw).toEqual({ org: user.org, authorities: [], account: 'ent-gold', name: '张三' });
    const info = readOrgInfo();
    expect(info?.org.name).toBe('金种子科技');
    expect(viewerOf(info!)).toEqual({ org: user.org, authorities: [] });
  });

  it("accepts what the contract's session schema accepts", () => {
    const stored = JSON.stringify({ ...user, org: { ...user.org, level: 3, regionCode: null } });
    expect(sessionUserSchemaAccepts(stored)).toBe(true);
    expect(parseOrgInfo(stored)).not.toBeNull();
  });

  it('keeps only the known keys of ORG_INFO', () => {
    const org = { ...user.org, level: 2, regionCode: null };
    const stored = JSON.stringify({ ...user, org: { ...org, extra: 1 }, extra: 1 });
    expect(parseOrgInfo(stored)).toEqual({
      org,
      authorities: [],
      account: 'ent-gold',
      name: '张三',
    });
  });

  it('forgets on clear', () => {
    writeOrgInfo(user);
    clearOrgInfo();
    expect(readOrgInfo()).toBeNull();
  });
});
