import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isValidCreditCode, orgCodeCheckChar } from './validators.ts';

describe('isValidCreditCode', () => {
  it('accepts published codes', () => {
    // Codes printed on public business licences.
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(isValidCreditCode('91330100799655058B')).toBe(true);
    expect(isValidCreditCode('9144030071526726XG')).toBe(true);
    expect(isValidCreditCode('914403001922038216')).toBe(true);
  });

  it('rejects a changed check character, bad characters and bad lengths', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('91350100M000100YI3')).toBe(false);
    expect(isValidCreditCode('91350100m000100Y43')).toBe(false);
    expect(isValidCreditCode('91350100M000100Y4')).toBe(false);
    expect(isValidCreditCode('')).toBe(false);
  });

  it('maps a zero remainder to 0 rather than past the charset', () => {
    const base = '9143010000000000';
    for (const last of '0123456789ABCDEFGHJKLMNPQRTUWXY') {
      const check = creditCodeCheckChar(base + last);
      expect(check).toHaveLength(1);
      expect(isValidCreditCode(base + last + check)).toBe(true);
    }
  });
});

describe('orgCodeCheckChar', () => {
  it('computes the GB 11714 check of a known organisation code', () => {
    // The organisation codes inside the published credit codes above.
    expect(orgCodeCheckChar('79965505')).toBe('8');
    expect(orgCodeCheckChar('71526726')).toBe('X');
    expect(orgCodeCheckChar('M000100Y')).toBe('4');
  });
});
