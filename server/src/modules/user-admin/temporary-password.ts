// Temporary passwords for new and reset accounts: random, readable (no 0/O, 1/l/I), and always
// meeting the complexity rule so the first sign-in is not refused.
import { randomInt } from 'node:crypto';
import { passwordProblems } from '@portal/contract';

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#%&*+=?'];
const LENGTH = 12;

export function temporaryPassword(account: string): string {
  for (;;) {
    const chars = SETS.map((set) => set[randomInt(set.length)]!);
    const all = SETS.join('');
    while (chars.length < LENGTH) chars.push(all[randomInt(all.length)]!);
    // Fisher–Yates, so the guaranteed classes are not always in front.
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j]!, chars[i]!];
    }
    const password = chars.join('');
    if (passwordProblems(password, account).length === 0) return password;
  }
}
