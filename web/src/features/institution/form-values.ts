// Between the stored institution profile and the form: dates as dayjs, the region as a cascader
// path; everything else as stored.
import type { EnterpriseDictionaries, InstitutionProfile, InstitutionProfileInput } from '@portal/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { clean } from '../../ui/formRules';
import { pathTo } from '../profile-versions';

export type InstitutionFormValues = {
  basic: Omit<InstitutionProfile['basic'], 'foundedOn' | 'regionCode'> & {
    foundedOn?: Dayjs | null;
    regionPath?: string[];
  };
  contacts: InstitutionProfile['contacts'];
  specific: InstitutionProfile['specific'];
};

export function toFormValues(
  data: Partial<InstitutionProfile> | undefined,
  dictionaries: EnterpriseDictionaries | undefined,
): Partial<InstitutionFormValues> {
  const basic = data?.basic;
  return {
    basic: basic && {
      ...basic,
      foundedOn: basic.foundedOn ? dayjs(basic.foundedOn) : undefined,
      regionPath: pathTo(dictionaries?.regions ?? [], basic.regionCode),
    },
    contacts: data?.contacts?.length ? data.contacts : [{ name: '', mobile: '' }],
    specific: data?.specific ?? {},
  };
}

export function toBody(v: InstitutionFormValues): InstitutionProfileInput {
  const { regionPath, foundedOn, ...basic } = v.basic;
  return clean({
    basic: {
      ...basic,
      creditCode: basic.creditCode?.trim().toUpperCase(),
      foundedOn: foundedOn ? foundedOn.format('YYYY-MM-DD') : undefined,
      regionCode: regionPath?.at(-1),
      services: basic.services ?? [],
    },
    contacts: v.contacts ?? [],
    specific: v.specific ?? {},
  }) as InstitutionProfileInput;
}

export function formNameOf(path: string): (string | number)[] {
  if (path === 'basic.regionCode') return ['basic', 'regionPath'];
  return path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}
