import { describe, expect, it } from 'vitest';
import { decryptCredentials, encryptCredentials } from './cipher.ts';
import { isAcceptedText, refusedTextPath } from './text.ts';

describe('the text rule', () => {
  it('refuses every C0 control, DEL and lone surrogates in one-line text', () => {
    for (let code = 0; code < 0x20; code++)
      expect(isAcceptedText(`a${String.fromCharCode(code)}b`, 'one-line'), `U+${code.toString(16)}`).toBe(
        false,
      );
    for (const refused of ['\u007f', '\ud800', 'x\udfff', '\udfff\ud800'])
      expect(isAcceptedText(refused, 'one-line'), JSON.stringify(refused)).toBe(false);
  });

  it('lets multi-line text keep tab, line feed and carriage return, and nothing else below U+0020', () => {
    for (let code = 0; code < 0x20; code++)
      expect(isAcceptedText(String.fromCharCode(code), 'multi-line'), `U+${code.toString(16)}`).toBe(
        [9, 10, 13].includes(code),
      );
    expect(isAcceptedText('\ud800', 'multi-line')).toBe(false);
  });

  it('takes what people type: Chinese, emoji (a surrogate pair), symbols, C1 and private use', () => {
    for (const text of ['上市综合服务平台', '😀👍🏽', `100%_\\'"<>&`, '\u00a0\u0085\u200b', '\ue000'])
      expect(isAcceptedText(text, 'one-line'), text).toBe(true);
  });

  it('names the first refused string of a parsed request part, keys included', () => {
    expect(refusedTextPath({ q: '上市', page: 2, list: ['a', 'b'] }, 'one-line')).toBeNull();
    expect(refusedTextPath({ q: 'a\u0000' }, 'one-line')).toBe('q');
    expect(refusedTextPath({ basic: { name: 'ok', address: 'x\u0001' } }, 'multi-line')).toBe(
      'basic.address',
    );
    expect(refusedTextPath({ contacts: [{ name: 'a' }, { name: '\ud800' }] }, 'multi-line')).toBe(
      'contacts.1.name',
    );
    expect(refusedTextPath({ names: { 'a\u0000': 'b' } }, 'multi-line')).toBe('names.a\\u0000');
    expect(refusedTextPath({ a: 'x', b: ['\u0001'], c: '\u0002' }, 'multi-line')).toBe('b.0');
    expect(refusedTextPath('\u0000', 'multi-line')).toBe('');
    expect(refusedTextPath(undefined, 'multi-line')).toBeNull();
  });
});

describe('a deeply nested body', () => {
  it('is walked without running out of stack, and named by its first levels', () => {
    const depth = 300_000;
    const body = JSON.parse(`{"a":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`);
    expect(refusedTextPath(body, 'multi-line')).toBe(`a.${Array(19).fill('0').join('.')}.…`);
  });
});

describe('the sign-in message', () => {
  const key = 'LstPortalKey2026';
  const iv = 'LstPortalIv-2026';
  const message = (fields: Partial<Record<'account' | 'password' | 'key' | 'code', string>>) =>
    encryptCredentials({ account: 'admin', password: 'Portal@2026', key: '', code: '', ...fields }, key, iv);

  it('reads as nothing when one of its fields holds a control character', () => {
    expect(decryptCredentials(message({}), key, iv)?.account).toBe('admin');
    for (const field of ['account', 'password', 'key', 'code'] as const)
      expect(decryptCredentials(message({ [field]: 'a\u0000' }), key, iv), field).toBeNull();
  });
});
