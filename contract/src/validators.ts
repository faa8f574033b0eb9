// Identifier validators shared by the server (input checks, seed) and the web (form rules).

/** GB 32100-2015 character set: digits and capital letters without I, O, S, V, Z. */
const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** The 18th character of a unified social credit code for its first 17 (weights 3^i mod 31). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  let weight = 1;
  for (const ch of first17) {
    sum += USCC_CHARSET.indexOf(ch) * weight;
    weight = (weight * 3) % 31;
  }
  return USCC_CHARSET[(31 - (sum % 31)) % 31]!;
}

/** 统一社会信用代码: 18 characters of the GB 32100 set whose last is the check character. */
export function isValidCreditCode(code: string): boolean {
  if (!USCC_PATTERN.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

/** GB 11714 check character of an 8-character organisation code body (positions 9–17 of a USCC). */
export function orgCodeCheckChar(body8: string): string {
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number.parseInt(body8[i]!, 36) * weights[i]!;
  const c = 11 - (sum % 11);
  return c === 10 ? 'X' : c === 11 ? '0' : String(c);
}
