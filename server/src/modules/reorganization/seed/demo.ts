// Demo reorganisation data: synthetic rows that only fill the screens, stored as imports marked
// synthetic so every page showing them says 示例数据. A quarter of them are in the served province
// (read from the demo enterprises' region), so the overview has "our" deals to highlight. The first
// real import of a dataset replaces its demo version as the active one.
import {
  DEAL_TYPES,
  type DealStatus,
  type DealType,
  PAYMENTS,
  TARGET_STATUSES,
  TARGET_TYPES,
} from '@portal/contract/reorganization';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { enterprises, regions } from '../../../db/schema/index.ts';
import { chinaDay } from '../../../platform/china-time.ts';
import { seedDataset } from '../../../platform/datasets/index.ts';
import { shortName } from '../../../platform/dictionaries/places.ts';
import {
  type CaseValues,
  type DealValues,
  maCases,
  maDeals,
  maTargets,
  type TargetValues,
} from '../reorganization.datasets.ts';

const PROVINCES = ['广东', '浙江', '江苏', '北京', '上海', '山东', '四川', '湖北', '安徽'];
const INDUSTRIES = [
  '计算机、通信和其他电子设备制造业',
  '专用设备制造业',
  '医药制造业',
  '化学原料和化学制品制造业',
  '软件和信息技术服务业',
  '电气机械和器材制造业',
];
const STATUS_CYCLE: DealStatus[] = [
  'COMPLETED',
  'COMPLETED',
  'BOARD_PLAN',
  'SHAREHOLDERS_APPROVED',
  'EXCHANGE_REVIEW',
  'CSRC_REGISTRATION',
  'COMPLETED',
  'TERMINATED',
];
/** A case's title names what its deal type usually serves. */
const THEMES: Record<DealType, string> = {
  SHARE_PURCHASE: '产业链整合',
  CASH_ACQUISITION: '跨界转型',
  ABSORPTION: '同业吸收合并',
  MAJOR_SALE: '剥离亏损业务',
  OTHER: '国企混改',
};
/** Each deal type's demo background and plan, so a case reads consistently. */
const STORIES: Record<DealType, [string, string]> = {
  SHARE_PURCHASE: [
    '上市公司主营业务增长放缓，希望通过并购上游企业完善产业链。',
    '以发行股份及支付现金方式购买标的公司全部股权，并配套募集资金。',
  ],
  CASH_ACQUISITION: [
    '上市公司现金充裕，计划进入相关新业务领域。',
    '以自有及自筹资金现金收购标的公司控股权，分期支付对价。',
  ],
  ABSORPTION: [
    '两家同业公司业务重叠，合并后可减少同业竞争。',
    '上市公司向对方股东换股吸收合并，对方注销法人资格。',
  ],
  MAJOR_SALE: [
    '上市公司部分业务持续亏损，拖累整体业绩。',
    '将亏损子公司股权转让给控股股东，对价以现金支付。',
  ],
  OTHER: ['地方国有企业推进混合所有制改革。', '引入战略投资者并调整股权结构，同时注入优质资产。'],
};
const SOURCE = '示例数据（演示用，非真实交易）';

const day = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

/** Every fourth row is in our province; the rest spread over the others. */
const provinceOf = (ours: string, i: number) =>
  i % 4 === 0
    ? ours
    : pick(
        PROVINCES.filter((p) => p !== ours),
        i,
      );

export function demoDeals(today: string, ours: string): DealValues[] {
  const lastYear = Number(today.slice(0, 4)) - 1;
  return Array.from({ length: 64 }, (_, i) => {
    const year = lastYear - (i % 5);
    const announcedOn = day(year, (i % 12) + 1, 3 + (i % 25));
    const status = pick(STATUS_CYCLE, i);
    // Offsets by i / 5 so that one year's deals differ in type and company.
    const type = pick(DEAL_TYPES, i * 3 + Math.floor(i / 5));
    return {
      companyName: `示例${pick(['科技', '电子', '医药', '装备', '新材'], i + Math.floor(i / 5))}股份有限公司${i + 1}号`,
      stockCode: String(600000 + i * 37).padStart(6, '0'),
      targetName: `示例标的${i + 1}号有限公司 ${type === 'MAJOR_SALE' ? '60%' : '100%'} 股权`,
      type,
      counterparties: `示例投资合伙企业（有限合伙）${(i % 7) + 1}号等`,
      price: i % 9 === 8 ? null : Math.round((1.5 + ((i * 7.3) % 48)) * 100) / 100,
      payment: pick(PAYMENTS, i + (type === 'CASH_ACQUISITION' ? 0 : 1)),
      industry: pick(INDUSTRIES, i),
      province: provinceOf(ours, i),
      announcedOn,
      status,
      completedOn: status === 'COMPLETED' ? day(year, Math.min(12, (i % 12) + 2), 28) : null,
      terminatedOn: status === 'TERMINATED' ? day(year, Math.min(12, (i % 12) + 2), 27) : null,
    };
  });
}

export function demoTargets(today: string, ours: string): TargetValues[] {
  const lastYear = Number(today.slice(0, 4)) - 1;
  return Array.from({ length: 36 }, (_, i) => {
    const type = pick(TARGET_TYPES, i);
    return {
      name: `示例${type === 'EQUITY' ? '标的公司股权' : type === 'IP' ? '专利组合' : '资产包'}${i + 1}号`,
      type,
      industry: pick(INDUSTRIES, i + 2),
      province: provinceOf(ours, i),
      seller: `示例集团有限公司${(i % 6) + 1}号`,
      askingPrice: i % 5 === 4 ? null : Math.round((0.3 + ((i * 3.7) % 20)) * 100) / 100,
      status: pick(TARGET_STATUSES, i),
      listedOn: day(lastYear - (i % 3), (i % 12) + 1, 10 + (i % 15)),
      contactOffice: `示例产权交易所 项目${(i % 4) + 1}部`,
    };
  });
}

export function demoCases(today: string, ours: string): CaseValues[] {
  const lastYear = Number(today.slice(0, 4)) - 1;
  return Array.from({ length: 14 }, (_, i) => {
    const type = pick(DEAL_TYPES, i);
    const terminated = i % 5 === 4;
    return {
      title: `示例案例${i + 1}：${THEMES[type]}`,
      companyName: `示例${pick(['科技', '电子', '医药', '装备', '新材'], i)}股份有限公司${i + 1}号`,
      stockCode: String(300000 + i * 53).padStart(6, '0'),
      targetName: `示例标的${i + 1}号有限公司 100% 股权`,
      type,
      industry: pick(INDUSTRIES, i),
      province: provinceOf(ours, i + Math.floor(i / 4)),
      price: Math.round((3 + i * 4.25) * 100) / 100,
      payment: pick(PAYMENTS, i),
      announcedOn: day(lastYear - (i % 4), (i % 12) + 1, 8),
      status: terminated ? 'TERMINATED' : 'COMPLETED',
      background: `示例：${STORIES[type][0]}`,
      plan: `示例：${STORIES[type][1]}`,
      questions: ['标的资产评估增值率较高的合理性', '业绩承诺的可实现性及补偿安排', '交易完成后的整合风险'],
      outcome: terminated
        ? '示例：因市场环境变化，交易双方协商终止。'
        : '示例：交易已按方案实施完毕，资产完成过户。',
      lessons: '示例：估值与业绩承诺应审慎，提前规划整合方案。',
    };
  });
}

/** The served province's short name, read from the demo enterprises' region. */
async function demoProvince(db: Database): Promise<string> {
  const [row] = await db
    .select({ name: regions.name })
    .from(enterprises)
    .innerJoin(regions, sql`${regions.code} = substr(${enterprises.regionCode}, 1, 2) || '0000'`)
    .limit(1);
  return row ? shortName(row.name) : '湖南';
}

export async function seedDemoReorganization(db: Database, now: Date) {
  const today = chinaDay(now);
  const ours = await demoProvince(db);
  const meta = { sourceName: SOURCE, asOf: today, synthetic: true, importedAt: now };
  await seedDataset(db, maDeals, demoDeals(today, ours), meta);
  await seedDataset(db, maTargets, demoTargets(today, ours), meta);
  await seedDataset(db, maCases, demoCases(today, ours), meta);
}
