// The demo organisations and accounts of issue 2 §2, placed in the configured province.
import type { Authority, Grade, OrgType } from '@portal/contract';
import { creditCodeCheckChar, orgCodeCheckChar } from '@portal/contract';
import { type DemoPlaces, shortName } from '../platform/dictionaries/places.ts';

export type DemoOrg = {
  key: string;
  name: string;
  type: OrgType;
  regionCode: string;
  level: 1 | 2 | 3 | null;
  grades: Grade[];
  hasShortcut: boolean;
  creditCode: string;
};

export type DemoUser = {
  account: string;
  name: string;
  orgKey: string;
  authorities: Authority[];
  mobile: string;
};

/** A valid 统一社会信用代码 from its registration prefix (91 enterprise, 11 government, 31 law firm…). */
export function makeCreditCode(prefix: string, regionCode: string, body8: string): string {
  const first17 = `${prefix}${regionCode}${body8}${orgCodeCheckChar(body8)}`;
  return first17 + creditCodeCheckChar(first17);
}

export function demoOrgs({ province, city, county }: DemoPlaces): DemoOrg[] {
  const p = shortName(province.name);
  const c = shortName(city.name);
  const org = (
    key: string,
    name: string,
    type: OrgType,
    place: { code: string },
    level: DemoOrg['level'],
    prefix: string,
    body8: string,
    grades: Grade[] = [],
    hasShortcut = false,
  ): DemoOrg => ({
    key,
    name,
    type,
    regionCode: place.code,
    level,
    grades,
    hasShortcut,
    creditCode: makeCreditCode(prefix, place.code, body8),
  });
  return [
    org('province', `${province.name}地方金融管理局`, 'FINANCIAL', province, 1, '11', '00614392'),
    org('city', `${city.name}地方金融管理局`, 'FINANCIAL', city, 2, '11', '00718503'),
    org('county', `${city.name}${county.name}金融工作办公室`, 'FINANCIAL', county, 3, '11', '00820614'),
    org('unit', `${province.name}市场监督管理局`, 'FUNCTIONAL', province, null, '11', '00925721'),
    org(
      'ent-gold',
      `${p}天衡智能装备股份有限公司`,
      'ENTERPRISE',
      county,
      null,
      '91',
      'MA4L1T0A',
      ['GOLDEN_SEED'],
      true,
    ),
    org('ent-normal', `${c}瑞丰新材料科技股份有限公司`, 'ENTERPRISE', city, null, '91', 'MA4L2R6B', [
      'NORMAL_SEED',
    ]),
    org('ent-na', `${c}鑫盛商贸有限公司`, 'ENTERPRISE', city, null, '91', 'MA4L3X8C', ['NOT_APPLICABLE']),
    org('broker', `${p}汇通证券股份有限公司`, 'BROKER', city, null, '91', '18377614'),
    org('lawfirm', `${p}明德律师事务所`, 'LAW_FIRM', city, null, '31', '45012873'),
    org(
      'accountant',
      `${p}信诚会计师事务所（特殊普通合伙）`,
      'ACCOUNTING_FIRM',
      city,
      null,
      '91',
      'MA4L4K2D',
    ),
    org('investor', `${p}高新创业投资有限公司`, 'INVESTMENT', city, null, '91', '32059618'),
    org('bank', `${c}农村商业银行股份有限公司`, 'MONETARY', city, null, '91', '59632107'),
  ];
}

export const DEMO_USERS: readonly DemoUser[] = [
  { account: 'admin', name: '系统管理员', orgKey: 'province', authorities: ['ADMIN'], mobile: '13800000001' },
  {
    account: 'auditor',
    name: '安全审计员',
    orgKey: 'province',
    authorities: ['AUDITOR'],
    mobile: '13800000002',
  },
  { account: 'city', name: '李晓东', orgKey: 'city', authorities: [], mobile: '13800000003' },
  { account: 'county', name: '陈志远', orgKey: 'county', authorities: [], mobile: '13800000004' },
  { account: 'unit', name: '赵敏', orgKey: 'unit', authorities: [], mobile: '13800000005' },
  { account: 'ent-gold', name: '周海涛', orgKey: 'ent-gold', authorities: [], mobile: '13800000006' },
  { account: 'ent-normal', name: '吴雪梅', orgKey: 'ent-normal', authorities: [], mobile: '13800000007' },
  { account: 'ent-na', name: '郑凯', orgKey: 'ent-na', authorities: [], mobile: '13800000008' },
  { account: 'broker', name: '孙立新', orgKey: 'broker', authorities: [], mobile: '13800000009' },
  { account: 'lawfirm', name: '钱文博', orgKey: 'lawfirm', authorities: [], mobile: '13800000010' },
  { account: 'accountant', name: '冯佳', orgKey: 'accountant', authorities: [], mobile: '13800000011' },
  { account: 'investor', name: '何振宇', orgKey: 'investor', authorities: [], mobile: '13800000012' },
  { account: 'bank', name: '高倩', orgKey: 'bank', authorities: [], mobile: '13800000013' },
];
