// The versions of the rule tables, oldest first. A new revision is added as a new version, never
// typed over an old one, so a test "as of" a past day measures against the rules of that day.
import type { RulesVersion } from '@portal/contract/listing-test';
import { BSE_ALL } from './bse.ts';
import { CHINEXT_2023, CHINEXT_2024, CHINEXT_2025 } from './chinext.ts';
import { MAIN_2023, MAIN_2024 } from './main-board.ts';
import { STAR_2023, STAR_2024, STAR_2025 } from './star.ts';

type Version = Omit<RulesVersion, 'effectiveTo'>;

const VERSIONS: readonly Version[] = [
  {
    version: '2023-02-17',
    effectiveFrom: '2023-02-17',
    summary: '全面实行股票发行注册制：主板、创业板、科创板、北交所的上市条件',
    boards: [MAIN_2023, CHINEXT_2023, STAR_2023, BSE_ALL],
  },
  {
    version: '2024-04-30',
    effectiveFrom: '2024-04-30',
    summary: '沪深交易所上市规则2024年4月修订：提高主板和创业板的财务门槛',
    boards: [MAIN_2024, CHINEXT_2024, STAR_2024, BSE_ALL],
  },
  {
    version: '2025-06-18',
    effectiveFrom: '2025-06-18',
    summary: '启用创业板第三套标准；科创板设置科创成长层',
    boards: [MAIN_2024, CHINEXT_2025, STAR_2025, BSE_ALL],
  },
];

export const RULES_VERSIONS: readonly RulesVersion[] = VERSIONS.map((v, i) => ({
  ...v,
  effectiveTo: VERSIONS[i + 1]?.effectiveFrom ?? null,
}));

/** The version in force on a China day (YYYY-MM-DD); undefined before the first. */
export function versionOn(day: string): RulesVersion | undefined {
  return RULES_VERSIONS.findLast((v) => v.effectiveFrom <= day);
}
