// Form rules from the contract's schemas (spec §5), and cleaning what a form holds.
import { enterpriseBasic, industryCodePath } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { clean, rulesOf } from './formRules';

const messages = { required: 'required', invalid: 'invalid' };
async function check(rules: ReturnType<typeof rulesOf>, value: unknown): Promise<string> {
  for (const rule of rules) {
    if (typeof rule === 'function' || !rule.validator) continue;
    try {
      await rule.validator(rule, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return 'ok';
}

describe('form rules from the contract (spec §5)', () => {
  it('requires a required field and checks its pattern', async () => {
    const rules = rulesOf(enterpriseBasic.shape.creditCode, messages);
    expect(await check(rules, '')).toBe('required');
    expect(await check(rules, '91430102MA4L1T0AX5')).toBe('invalid');
    expect(await check(rules, '91430102MA4L1T0AX4')).toBe('ok');
  });

  it('lets an empty optional field pass, and checks it when filled', async () => {
    const rules = rulesOf(enterpriseBasic.shape.website, messages);
    expect(await check(rules, undefined)).toBe('ok');
    expect(await check(rules, 'www.example.com')).toBe('invalid');
  });

  it('skips a disabled field entirely', () => {
    expect(rulesOf(enterpriseBasic.shape.name, messages, { disabled: true })).toEqual([]);
  });

  it('checks the cascader industryCodePath through the industry_code_path value it is tied to', async () => {
    let stored: string | undefined;
    const rules = rulesOf(industryCodePath, messages, { read: () => stored });
    expect(await check(rules, ['C'])).toBe('required');
    stored = 'C';
    expect(await check(rules, ['C'])).toBe('invalid');
    stored = 'C/34';
    expect(await check(rules, ['C', '34'])).toBe('ok');
  });
});

describe('clean', () => {
  it('removes nulls and empty strings at every depth', () => {
    expect(clean({ a: '', b: null, c: [{ d: '', e: 1 }], f: 'x' })).toEqual({ c: [{ e: 1 }], f: 'x' });
  });
});
