// An enterprise profile between the stored shape and what the form holds.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toBody, toFormValues } from './form-values';

describe('form values', () => {
  const dictionaries = {
    regions: [
      { code: '430000', name: '湖南省', parentCode: null },
      { code: '430100', name: '长沙市', parentCode: '430000' },
      { code: '430102', name: '芙蓉区', parentCode: '430100' },
    ],
    industries: [],
    strategicIndustries: [
      { code: '2', name: '高端装备制造产业', parentCode: null },
      { code: '2.1', name: '智能制造装备产业', parentCode: '2' },
    ],
  };

  it('round-trips a profile through the form, dropping empty values', () => {
    const data = {
      basic: {
        name: '企业',
        creditCode: '91430102MA4L1T0AX4',
        legalRepresentative: '甲',
        registeredCapital: '100',
        foundedOn: '2020-01-02',
        address: '地址',
        regionCode: '430102',
        industryCodePath: 'C/34',
        strategicIndustryCode: '2.1',
        mainBusiness: '业务',
      },
      listingPlan: { stage: 'RESERVE' as const, plannedFilingDate: '2027-01-01' },
      financials: [],
      contacts: [{ name: '乙', mobile: '13800000000' }],
      institutions: { broker: { id: 'b', name: '券商' } },
    };
    const values = toFormValues(data, dictionaries);
    expect(values.basic?.regionPath).toEqual(['430000', '430100', '430102']);
    expect(values.industryCodePath).toEqual(['C', '34']);
    expect(values.industry_code_path).toBe('C/34');
    expect(dayjs.isDayjs(values.basic?.foundedOn)).toBe(true);
    expect(toBody(values as never)).toEqual(data);
  });
});
