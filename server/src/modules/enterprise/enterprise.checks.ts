// Checks of a profile against the dictionaries and the institution library, beyond what the zod
// schema can know: the region lies in the served province, the industry and strategic codes exist,
// the engaged institutions are approved library entries of the right type (their names filled in).
import type { EnterpriseProfile, OrgType } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { type ErrorDetail, ValidationError } from '../../platform/http/errors.ts';
import { findLibraryEntries } from '../institution/institution.repository.ts';
import { industryPathExists, regionInProvince, strategicExists } from './dictionary.repository.ts';

const ENGAGED_TYPES: Record<keyof EnterpriseProfile['institutions'], OrgType> = {
  broker: 'BROKER',
  lawFirm: 'LAW_FIRM',
  accountingFirm: 'ACCOUNTING_FIRM',
};

/** Returns the profile with the library names filled in, or throws 400 with the fields at fault. */
export async function checkEnterpriseProfile(
  db: Database,
  provinceCode: string,
  data: EnterpriseProfile,
): Promise<EnterpriseProfile> {
  const details: ErrorDetail[] = [];
  const { basic } = data;
  if (!(await regionInProvince(db, basic.regionCode, provinceCode)))
    details.push({ path: 'basic.regionCode', message: '所在地区不在本省范围内' });
  if (!(await industryPathExists(db, basic.industryCodePath)))
    details.push({ path: 'basic.industryCodePath', message: '所属行业不存在' });
  if (basic.strategicIndustryCode && !(await strategicExists(db, basic.strategicIndustryCode)))
    details.push({ path: 'basic.strategicIndustryCode', message: '战略性新兴产业分类不存在' });
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
