// Demo IPO cases: synthetic rows that only fill the screens. They are stored as an import marked
// synthetic, so every page showing them says 示例数据; two of them are the demo enterprises, to
// show the link to their ledger. The first real import replaces them as the active version.
import { IPO_BOARDS, type IpoStatus, type LetterCategory } from '@portal/contract/ipo-data';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { enterprises, orgs, regions } from '../../../db/schema/index.ts';
import { chinaDay } from '../../../platform/china-time.ts';
import { activeVersion, seedDataset } from '../../../platform/datasets/index.ts';
import {
  type IpoCaseValues,
  ipoCasesDataset,
  ipoLettersDataset,
  type LetterQuestionValues,
} from '../ipo-data.datasets.ts';

const PROVINCES = ['广东', '浙江', '江苏', '北京', '上海', '山东', '四川', '湖北', '安徽', '福建'];
const INDUSTRIES = [
  '计算机、通信和其他电子设备制造业',
  '专用设备制造业',
  '医药制造业',
  '化学原料和化学制品制造业',
  '软件和信息技术服务业',
  '电气机械和器材制造业',
];
const SPONSORS = [
  '示例证券股份有限公司',
  '样本证券有限责任公司',
  '演示证券股份有限公司',
  '测试证券股份有限公司',
];
const STATUSES: IpoStatus[] = [
  'LISTED',
  'LISTED',
  'LISTED',
  'ACCEPTED',
  'INQUIRING',
  'COMMITTEE',
  'REGISTRATION',
  'TERMINATED',
];
const QUESTIONS = [
  '请说明报告期内收入确认政策是否符合企业会计准则',
  '请说明主要客户集中度较高的原因及对持续经营能力的影响',
  '请说明核心技术的来源及是否存在权属纠纷',
  '请说明实际控制人认定的依据及股权代持情况',
];

const day = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Deterministic synthetic cases up to the seed day. */
export function demoCases(today: string): IpoCaseValues[] {
  const lastYear = Number(today.slice(0, 4)) - 1;
  return Array.from({ length: 72 }, (_, i) => {
    const year = lastYear - (i % 4);
    const month = (i % 12) + 1;
    const status = STATUSES[i % STATUSES.length]!;
    const acceptedOn = day(year - 1, month, 5 + (i % 20));
    const listed = status === 'LISTED';
    const province = PROVINCES[(i * 7) % PROVINCES.length]!;
    return {
      companyName: `示例${province}科技${i + 1}号股份有限公司`,
      creditCode: null,
      board: IPO_BOARDS[i % IPO_BOARDS.length]!,
      province,
      industry: INDUSTRIES[i % INDUSTRIES.length]!,
      sponsor: SPONSORS[i % SPONSORS.length]!,
      lawFirm: '示例律师事务所',
      accountant: '示例会计师事务所（特殊普通合伙）',
      status,
      acceptedOn,
      inquiredOn: status === 'ACCEPTED' ? null : day(year - 1, month, 28),
      committeeOn: ['COMMITTEE', 'REGISTRATION', 'LISTED'].includes(status) ? day(year, month, 10) : null,
      registeredOn: ['REGISTRATION', 'LISTED'].includes(status) ? day(year, month, 20) : null,
      listedOn: listed ? day(year, month, 26) : null,
      terminatedOn: status === 'TERMINATED' ? day(year, month, 15) : null,
      fundsRaised: listed ? Math.round((3 + ((i * 37) % 40)) * 100) / 100 : null,
      questions: QUESTIONS.slice(0, 1 + (i % QUESTIONS.length)),
    };
  });
}

export async function seedDemoIpoCases(db: Database, now: Date) {
  if (await activeVersion(db, ipoCasesDataset.key)) return;
  const today = chinaDay(now);
  const cases = demoCases(today);
  // The demo enterprises in the queue, by their own names and credit codes.
  const ours = await db
    .select({
      name: enterprises.name,
      creditCode: enterprises.creditCode,
      province: sql<string | null>`(select ${regions.name} from ${regions}
        where ${regions.code} = substr(${enterprises.regionCode}, 1, 2) || '0000')`,
    })
    .from(enterprises)
    .orderBy(enterprises.createdAt, enterprises.id)
    .limit(2);
  ours.forEach((e, i) => {
    const c = cases[3 + i * 8]!; // a case in the queue, not listed
    Object.assign(c, {
      companyName: e.name,
      creditCode: e.creditCode,
      province: e.province?.replace(/(省|市|自治区)$/, '') ?? c.province,
    });
  });
  // The demo intermediaries act in our enterprises' cases and in every ninth other, so agency search
  // shows their national cases beside their ledger record.
  const firstOf = async (type: 'BROKER' | 'LAW_FIRM' | 'ACCOUNTING_FIRM') =>
    (
      await db
        .select({ name: orgs.name })
        .from(orgs)
        .where(eq(orgs.type, type))
        .orderBy(orgs.createdAt, orgs.id)
        .limit(1)
    )[0]?.name;
  const [broker, lawFirm, accountant] = [
    await firstOf('BROKER'),
    await firstOf('LAW_FIRM'),
    await firstOf('ACCOUNTING_FIRM'),
  ];
  cases.forEach((c, i) => {
    if (i % 9 !== 0 && i !== 3 && i !== 11) return;
    if (broker) c.sponsor = broker;
    if (lawFirm) c.lawFirm = lawFirm;
    if (accountant) c.accountant = accountant;
  });
  await seedDataset(db, ipoCasesDataset, cases, {
    sourceName: '示例数据（演示用，非真实市场数据）',
    asOf: today,
    synthetic: true,
    importedAt: now,
  });
}

const LETTER_TEXTS: ReadonlyArray<[LetterCategory, string]> = [
  ['FINANCIAL', '请说明报告期内收入确认政策、时点及依据，是否符合企业会计准则的规定'],
  ['FINANCIAL', '请说明毛利率高于同行业可比公司的原因及合理性'],
  ['LEGAL', '请说明实际控制人的认定依据，是否存在股份代持或其他利益安排'],
  ['LEGAL', '请说明核心技术是否存在权属纠纷或潜在纠纷'],
  ['BUSINESS', '请说明前五大客户集中度较高的原因及对持续经营能力的影响'],
  ['BUSINESS', '请说明主要原材料采购价格波动对经营业绩的影响'],
  ['INDUSTRY', '请结合行业政策变化说明所处行业的发展前景及市场空间'],
  ['INDUSTRY', '请说明发行人在科技创新方面的行业地位及竞争优势'],
];

/** Synthetic inquiry-letter questions for the demo's cases in review: two rounds each. */
export async function seedDemoLetters(db: Database, now: Date) {
  if (await activeVersion(db, ipoLettersDataset.key)) return;
  const today = chinaDay(now);
  const cases = demoCases(today).filter((c) => c.inquiredOn);
  const questions: LetterQuestionValues[] = cases.slice(0, 30).flatMap((c, i) =>
    [1, 2].flatMap((round) =>
      LETTER_TEXTS.filter((_, k) => (k + i + round) % 3 !== 0).map(([category, question], number) => ({
        companyName: c.companyName,
        board: c.board,
        round,
        letterDate: round === 1 ? c.inquiredOn! : (c.committeeOn ?? c.inquiredOn!),
        number: number + 1,
        category,
        question,
      })),
    ),
  );
  await seedDataset(db, ipoLettersDataset, questions, {
    sourceName: '示例数据（演示用，非真实问询函）',
    asOf: today,
    synthetic: true,
    importedAt: now,
  });
}
