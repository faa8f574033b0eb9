// The registration forms' rules come from the contract and speak the user's language; both
// languages carry the same keys, with a name for every rule code (identities are named in the contract).
import { registrationFields } from '@portal/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import i18n, { initI18n, loadNamespaces } from '../../i18n';
import en from './i18n/en-US/registration';
import zh from './i18n/zh-CN/registration';
import { regionPathOf } from './RegionCascader';
import { contractRule, detailsToFields, passwordRule, sameAsRule } from './rules';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

initI18n();
// A feature's texts are fetched with its pages; the rules read them at once.
await loadNamespaces(['registration']);
const t = i18n.getFixedT('zh-CN', 'registration') as TFunction<'registration'>;
type Validator = (rule: unknown, value: unknown) => Promise<void>;
const run = (rule: unknown, value: unknown) => (rule as { validator: Validator }).validator({}, value);

describe('registration rules', () => {
  it('checks the credit code with the contract rule, in Chinese', async () => {
    const rule = contractRule(t, registrationFields.creditCode);
    await expect(run(rule, '91430102MA4L1T0A0X')).rejects.toThrow('统一社会信用代码不正确');
    await expect(run(rule, '')).resolves.toBeUndefined();
  });

  it('checks mobile and account formats', async () => {
    await expect(run(contractRule(t, registrationFields.mobile), '12345678901')).rejects.toThrow('手机号码');
    await expect(run(contractRule(t, registrationFields.mobile), '13912345678')).resolves.toBeUndefined();
    await expect(run(contractRule(t, registrationFields.account), 'a b')).rejects.toThrow('账号');
  });

  it('names each broken password rule, the account inside included', async () => {
    const rule = passwordRule(t, () => 'zhangsan');
    await expect(run(rule, 'zhangsan1')).rejects.toThrow(/三类.*不能包含账号/);
    await expect(run(rule, 'Listing#2026')).resolves.toBeUndefined();
    await expect(
      run(
        sameAsRule(t, () => 'a'),
        'b',
      ),
    ).rejects.toThrow('不一致');
  });

  it('puts server details on the form fields, region included', () => {
    const fields = detailsToFields(
      t,
      [
        { path: 'regionCode', message: 'region' },
        { path: 'password', message: 'tooShort' },
        { path: 'elsewhere', message: 'x' },
      ],
      ['region', 'password'],
    );
    expect(fields).toEqual([
      { name: 'region', errors: ['请选择本省内的地区'] },
      { name: 'password', errors: ['长度不能少于 8 位'] },
    ]);
  });

  it('turns a stored region into its cascader path', () => {
    expect(regionPathOf('430102')).toEqual(['430100', '430102']);
    expect(regionPathOf('430100')).toEqual(['430100']);
  });

  it('has the same keys in both languages', () => {
    expect(keysOf(en).sort()).toEqual(keysOf(zh).sort());
  });
});
