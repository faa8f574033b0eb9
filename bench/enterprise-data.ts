// Rows of one generated enterprise for the scale benchmark (issue 3 §6): its organisation, first
// user, an approved profile version, and the 企业信息审核 instance with its two history steps.
import { randomUUID } from 'node:crypto';
import type { EnterpriseProfile, Grade, ListingStage, TargetBoard } from '@portal/contract';
import { LISTING_STAGES, TARGET_BOARDS } from '@portal/contract';
import { makeCreditCode } from '../server/src/seed/demo-orgs.ts';

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same database. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}
export type Random = ReturnType<typeof random>;

export type Office = { orgId: string; userId: string };
export type Context = {
  regions: { code: string; name: string }[];
  industries: { section: string; division: string }[];
  strategic: string[];
  /** The office that reviews an enterprise of this region. */
  officeFor: (regionCode: string) => Office;
  passwordHash: string;
  now: Date;
};

const WORDS = [
  '华',
  '湘',
  '新',
  '创',
  '科',
  '达',
  '盛',
  '泰',
  '恒',
  '瑞',
  '联',
  '汇',
  '智',
  '信',
  '宏',
  '远',
  '锦',
  '鑫',
];
const TRADES = [
  '智能装备',
  '新材料',
  '生物医药',
  '电子科技',
  '软件',
  '新能源',
  '食品',
  '环保科技',
  '精密制造',
  '农业科技',
];
const GRADE_MIX: Grade[][] = [
  ['NORMAL_SEED'],
  ['NORMAL_SEED'],
  ['NORMAL_SEED'],
  ['NOT_APPLICABLE'],
  ['NOT_APPLICABLE'],
  ['SILVER_SEED'],
  ['GOLDEN_SEED'],
  ['SCI_SEED'],
  ['TUTORING'],
  ['IN_REVIEW', 'STAR_KEY'],
];

const amount = (r: Random, max: number) => String(r.int(10, max));

export function enterpriseRows(i: number, r: Random, c: Context) {
  const region = r.pick(c.regions);
  const industry = r.pick(c.industries);
  const name = `${region.name.slice(0, 2)}${r.pick(WORDS)}${r.pick(WORDS)}${r.pick(TRADES)}股份有限公司${i}`;
  const creditCode = makeCreditCode('91', region.code, String(i).padStart(8, '0'));
  const orgId = randomUUID();
  const userId = randomUUID();
  const enterpriseId = randomUUID();
  const versionId = randomUUID();
  const instanceId = randomUUID();
  const updatedAt = new Date(c.now.getTime() - r.int(0, 730) * 86_400_000 - r.int(0, 86_399) * 1000);
  const submittedAt = new Date(updatedAt.getTime() - r.int(1, 10) * 86_400_000);
  const stage: ListingStage = r.pick(LISTING_STAGES);
  const targetBoard: TargetBoard | undefined = r.next() < 0.7 ? r.pick(TARGET_BOARDS) : undefined;
  const strategic = r.next() < 0.4 ? r.pick(c.strategic) : undefined;
  const year = c.now.getFullYear() - 1;
  const data: EnterpriseProfile = {
    basic: {
      name,
      creditCode,
      legalRepresentative: `${r.pick(['王', '李', '张', '刘', '陈', '杨'])}${r.pick(WORDS)}${r.pick(WORDS)}`,
      registeredCapital: amount(r, 50_000),
      foundedOn: `${r.int(1995, 2022)}-0${r.int(1, 9)}-1${r.int(0, 9)}`,
      address: `${region.name}产业园 ${r.int(1, 300)} 号`,
      regionCode: region.code,
      industryCodePath: `${industry.section}/${industry.division}`,
      ...(strategic ? { strategicIndustryCode: strategic } : {}),
      mainBusiness: `${r.pick(TRADES)}产品的研发、生产与销售。`,
      employees: r.int(20, 5000),
    },
    listingPlan: { stage, ...(targetBoard ? { targetBoard } : {}) },
    financials: [
      {
        year,
        revenue: amount(r, 200_000),
        netProfit: amount(r, 20_000),
        totalAssets: amount(r, 300_000),
        netAssets: amount(r, 150_000),
      },
    ],
    contacts: [{ name: '联系人', mobile: `139${String(i).padStart(8, '0')}` }],
    institutions: {},
  };
  const office = c.officeFor(region.code);
  const grades = r.pick(GRADE_MIX);
  const stamps = { createdAt: submittedAt, updatedAt };
  return {
    org: {
      id: orgId,
      name,
      type: 'ENTERPRISE' as const,
      creditCode,
      regionCode: region.code,
      grades,
      hasShortcut: !grades.includes('NOT_APPLICABLE') && r.next() < 0.15,
      ...stamps,
    },
    user: {
      id: userId,
      account: `bench-ent-${String(i).padStart(6, '0')}`,
      passwordHash: c.passwordHash,
      name: '联系人',
      mobile: data.contacts[0]!.mobile,
      orgId,
      passwordChangedAt: submittedAt,
      ...stamps,
    },
    instance: {
      id: instanceId,
      process: 'enterprise-review',
      subjectType: 'enterprise',
      subjectId: enterpriseId,
      title: `${name} 企业信息首次填报`,
      state: 'approved',
      open: false,
      assigneeOrgId: office.orgId,
      submitterOrgId: orgId,
      submitterUserId: userId,
      version: 2,
      ...stamps,
    },
    history: [
      {
        instanceId,
        action: 'submit',
        actorUserId: userId,
        actorOrgId: orgId,
        fromState: null,
        toState: 'pending',
        assigneeOrgId: office.orgId,
        at: submittedAt,
      },
      {
        instanceId,
        action: 'approve',
        actorUserId: office.userId,
        actorOrgId: office.orgId,
        fromState: 'pending',
        toState: 'approved',
        assigneeOrgId: office.orgId,
        at: updatedAt,
      },
    ],
    version: {
      id: versionId,
      subjectType: 'enterprise' as const,
      subjectId: enterpriseId,
      number: 1,
      status: 'APPROVED' as const,
      data,
      createdBy: userId,
      submittedAt,
      decidedAt: updatedAt,
      decidedBy: office.userId,
      decidedByOrg: office.orgId,
      workflowInstanceId: instanceId,
      ...stamps,
    },
    enterprise: {
      id: enterpriseId,
      orgId,
      name,
      creditCode,
      regionCode: region.code,
      industryCodePath: data.basic.industryCodePath,
      strategicIndustryCode: strategic ?? null,
      stage,
      targetBoard: targetBoard ?? null,
      currentVersionId: versionId,
      ...stamps,
    },
  };
}
