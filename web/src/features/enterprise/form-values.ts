// Between the stored profile and what the form holds: dates as dayjs, region and strategic
// industry as cascader paths, the industry as the cascader industryCodePath tied to the hidden
// industry_code_path (spec §5), engaged institutions as {value, label} of their selects.
import type { EnterpriseDictionaries, EnterpriseProfile, EnterpriseProfileInput } from '@portal/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { clean } from '../../ui/formRules';
import { pathTo } from '../profile-versions';

type Picked = { value: string; label: string } | undefined;
type Dates<T, K extends keyof T> = Omit<T, K> & { [P in K]?: Dayjs | null };

export type ProfileFormValues = {
  basic: Omit<
    Dates<EnterpriseProfile['basic'], 'foundedOn'>,
    'regionCode' | 'strategicIndustryCode' | 'industryCodePath'
  > & {
    regionPath?: string[];
    strategicPath?: string[];
  };
  /** The cascader; its value is tied to industry_code_path, which is what is stored. */
  industryCodePath?: string[];
  industry_code_path?: string;
  listingPlan: Dates<
    EnterpriseProfile['listingPlan'],
    'plannedReformDate' | 'plannedFilingDate' | 'plannedListingDate'
  >;
  financials: EnterpriseProfile['financials'];
  contacts: EnterpriseProfile['contacts'];
  institutions: { broker?: Picked; lawFirm?: Picked; accountingFirm?: Picked };
};

const day = (v?: string) => (v ? dayjs(v) : undefined);
const text = (d?: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : undefined);
const pick = (v?: { id: string; name?: string }): Picked =>
  v ? { value: v.id, label: v.name ?? v.id } : undefined;
const unpick = (v: Picked) => (v ? { id: v.value, name: v.label } : undefined);

export function toFormValues(
  data: Partial<EnterpriseProfile> | undefined,
  dictionaries: EnterpriseDictionaries | undefined,
): Partial<ProfileFormValues> {
  const basic = data?.basic;
  const plan = data?.listingPlan;
  return {
    basic: basic && {
      ...basic,
      foundedOn: day(basic.foundedOn),
      regionPath: pathTo(dictionaries?.regions ?? [], basic.regionCode),
      strategicPath: pathTo(dictionaries?.strategicIndustries ?? [], basic.strategicIndustryCode),
    },
    industryCodePath: basic?.industryCodePath?.split('/'),
    industry_code_path: basic?.industryCodePath,
    listingPlan: plan && {
      ...plan,
      plannedReformDate: day(plan.plannedReformDate),
      plannedFilingDate: day(plan.plannedFilingDate),
      plannedListingDate: day(plan.plannedListingDate),
    },
    financials: data?.financials ?? [],
    contacts: data?.contacts?.length ? data.contacts : [{ name: '', mobile: '' }],
    institutions: {
      broker: pick(data?.institutions?.broker),
      lawFirm: pick(data?.institutions?.lawFirm),
      accountingFirm: pick(data?.institutions?.accountingFirm),
    },
  };
}

export function toBody(v: ProfileFormValues): EnterpriseProfileInput {
  const { regionPath, strategicPath, foundedOn, ...basic } = v.basic;
  const plan = v.listingPlan;
  return clean({
    basic: {
      ...basic,
      creditCode: basic.creditCode?.trim().toUpperCase(),
      foundedOn: text(foundedOn),
      regionCode: regionPath?.at(-1),
      industryCodePath: v.industry_code_path,
      strategicIndustryCode: strategicPath?.at(-1),
    },
    listingPlan: {
      ...plan,
      plannedReformDate: text(plan.plannedReformDate),
      plannedFilingDate: text(plan.plannedFilingDate),
      plannedListingDate: text(plan.plannedListingDate),
    },
    financials: v.financials ?? [],
    contacts: v.contacts ?? [],
    institutions: {
      broker: unpick(v.institutions?.broker),
      lawFirm: unpick(v.institutions?.lawFirm),
      accountingFirm: unpick(v.institutions?.accountingFirm),
    },
  }) as EnterpriseProfileInput;
}

/** Where a server-side detail path (basic.regionCode, contacts.0.mobile) sits in the form. */
export function formNameOf(path: string): (string | number)[] {
  if (path === 'basic.industryCodePath') return ['industryCodePath'];
  if (path === 'basic.regionCode') return ['basic', 'regionPath'];
  if (path === 'basic.strategicIndustryCode') return ['basic', 'strategicPath'];
  return path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}
