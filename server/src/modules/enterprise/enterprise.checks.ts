// Checks of a profile against the dictionaries and the institution library, beyond what the zod
// schema can know: the region lies in the served province, the industry and strategic codes exist
// and are enabled, the engaged institutions are approved library entries of the right type (their
// names filled in).
import type { EnterpriseProfile, OrgType } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import {
  type EntryState,
  industryPathState,
  regionState,
  strategicState,
} from '../../platform/dictionaries/dictionary.repository.ts';
import { type ErrorDetail, ValidationError } from '../../platform/http/errors.ts';
import { findLibraryEntries } from '../../platform/orgs/orgs.repository.ts';

const ENGAGED_TYPES: Record<keyof EnterpriseProfile['institutions'], OrgType> = {
  broker: 'BROKER',
  lawFirm: 'LAW_FIRM',
  accountingFirm: 'ACCOUNTING_FIRM',
};

/** The dictionary fields of a profile, each with its message for a missing and a disabled pick. */
const DICTIONARY_FIELDS = {
  regionCode: { missing: '所在地区不在本省范围内', disabled: '所在地区已停用，请重新选择' },
  industryCodePath: { missing: '所属行业不存在', disabled: '所属行业已停用，请重新选择' },
  strategicIndustryCode: {
    missing: '战略性新兴产业分类不存在',
    disabled: '战略性新兴产业分类已停用，请重新选择',
  },
} as const;
type DictionaryField = keyof typeof DICTIONARY_FIELDS;

/**
 * Returns the profile with the library names filled in, or throws 400 with the fields at fault.
 * `stored`: the enterprise's saved versions (current and open). A dictionary entry switched off
 * since it was picked is still accepted when the field keeps the value one of them holds, so
 * that an old profile stays savable; a new pick of a disabled entry is refused.
 */
export async function checkEnterpriseProfile(
  db: Database,
  provinceCode: string,
  data: EnterpriseProfile,
  stored: readonly EnterpriseProfile[] = [],
): Promise<EnterpriseProfile> {
  const details: ErrorDetail[] = [];
  const { basic } = data;
  const check = async (field: DictionaryField, state: () => Promise<EntryState>) => {
    const value = basic[field];
    if (!value) return;
    const verdict = await state();
    if (verdict === 'usable') return;
    if (verdict === 'disabled' && stored.some((p) => p.basic[field] === value)) return;
    details.push({ path: `basic.${field}`, message: DICTIONARY_FIELDS[field][verdict] });
  };
  await check('regionCode', () => regionState(db, basic.regionCode, provinceCode));
  await check('industryCodePath', () => industryPathState(db, basic.industryCodePath));
  await check('strategicIndustryCode', () => strategicState(db, basic.strategicIndustryCode ?? ''));
  const roles = Object.keys(ENGAGED_TYPES) as (keyof typeof ENGAGED_TYPES)[];
  const ids = roles.map((r) => data.institutions[r]?.id).filter((id): id is string => !!id);
  const entries = ids.length ? await findLibraryEntries(db, ids) : [];
  const institutions: EnterpriseProfile['institutions'] = {};
  for (const role of roles) {
    const picked = data.institutions[role];
    if (!picked) continue;
    const entry = entries.find((e) => e.id === picked.id && e.type === ENGAGED_TYPES[role]);
    if (entry) institutions[role] = { id: entry.id, name: entry.name };
    else details.push({ path: `institutions.${role}`, message: '请从机构库中选择' });
  }
  if (details.length) throw new ValidationError(details);
  return { ...data, institutions };
}
