// Demo investment and financing data, written once (own marker row): three published needs,
// the preference profiles of the demo investor and bank, a pair under way, one past roadshow
// with scores and one still open for applications.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orgs, siteSettings, users } from '../../../db/schema/index.ts';
import {
  financingMatches,
  financingMatchSteps,
  financingNeeds,
  financingPreferences,
  roadshowInvestors,
  roadshowProjects,
  roadshowScores,
  roadshows,
} from '../financing.schema.ts';

const MARKER = 'seed.demo.financing';
const DAY = 86_400_000;
const ACCOUNTS = ['ent-gold', 'ent-normal', 'investor', 'bank', 'city'] as const;
type Account = (typeof ACCOUNTS)[number];

export async function seedDemoFinancing(db: Database, now: Date): Promise<void> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (marker) return;
  const rows = await db
    .select({ account: users.account, orgId: orgs.id, regionCode: orgs.regionCode, userId: users.id })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(inArray(users.account, [...ACCOUNTS]));
  const by = new Map(rows.map((r) => [r.account as Account, r]));
  if (ACCOUNTS.some((a) => !by.has(a))) return;
  const o = (a: Account) => by.get(a)!;
  const city = o('city').regionCode!;
  const province = `${city.slice(0, 2)}0000`;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  await db.transaction(async (tx) => {
    const need = (
      account: Account,
      values: Omit<
        typeof financingNeeds.$inferInsert,
        'orgId' | 'orgRegionCode' | 'status' | 'createdAt' | 'updatedAt'
      >,
      days: number,
    ) => ({
      ...values,
      orgId: o(account).orgId,
      orgRegionCode: o(account).regionCode!,
      status: 'PUBLISHED' as const,
      publishedAt: ago(days),
      createdBy: o(account).userId,
      createdAt: ago(days + 3),
      updatedAt: ago(days),
    });
    const needs = await tx
      .insert(financingNeeds)
      .values([
        need(
          'ent-gold',
          {
            title: '智能装备产线扩建项目',
            amount: 8000,
            kind: 'EQUITY',
            useOfFunds: '新建两条伺服压力机装配线，补充研发投入与营运资金',
            stage: 'GROWTH',
            round: 'B',
            industry: 'C/34',
            regionCode: o('ent-gold').regionCode!,
            contactName: '周海涛',
            contactPhone: '13800000006',
            visibility: 'ALL_INSTITUTIONS',
            description: '公司主营高端数控成形装备，近三年营业收入年均增长 30% 以上，计划两年内申报北交所。',
          },
          30,
        ),
        need(
          'ent-normal',
          {
            title: '新材料中试基地建设',
            amount: 3000,
            kind: 'DEBT',
            useOfFunds: '中试基地厂房与检测设备购置',
            stage: 'EXPANSION',
            round: 'NONE',
            industry: 'C/26',
            regionCode: o('ent-normal').regionCode!,
            contactName: '吴雪梅',
            contactPhone: '13800000007',
            visibility: 'ALL_INSTITUTIONS',
            description: '以厂房及设备抵押，期限三年。',
          },
          20,
        ),
        need(
          'ent-normal',
          {
            title: '功能膜材料数字化供应链平台',
            amount: 1500,
            kind: 'CONVERTIBLE',
            useOfFunds: '供应链管理系统研发及推广',
            stage: 'STARTUP',
            round: 'A',
            industry: 'I/65',
            regionCode: o('ent-normal').regionCode!,
            contactName: '吴雪梅',
            contactPhone: '13800000007',
            visibility: 'INVESTORS_ONLY',
            description: '',
          },
          10,
        ),
      ])
      .returning({ id: financingNeeds.id });
    const [gold, normal] = needs.map((n) => n.id) as [string, string, string];

    await tx.insert(financingPreferences).values([
      {
        orgId: o('investor').orgId,
        industries: ['C', 'I'],
        stages: ['GROWTH'],
        regionCodes: [province],
        minAmount: 1000,
        maxAmount: 6000,
        note: '专注先进制造与信息技术，单笔投资 1000–6000 万元',
        updatedAt: ago(40),
      },
      {
        orgId: o('bank').orgId,
        industries: ['C'],
        stages: ['EXPANSION', 'MATURE'],
        regionCodes: [city],
        minAmount: 500,
        maxAmount: 5000,
        note: '科技型企业信用贷款与设备抵押贷款',
        updatedAt: ago(40),
      },
    ]);

    const [pair] = await tx
      .insert(financingMatches)
      .values({
        needId: normal,
        investorOrgId: o('bank').orgId,
        stage: 'MEETING',
        initiatedBy: 'INVESTOR',
        version: 2,
        createdAt: ago(15),
        updatedAt: ago(12),
      })
      .returning({ id: financingMatches.id });
    await tx.insert(financingMatchSteps).values([
      {
        matchId: pair!.id,
        stage: 'INTEREST',
        note: '可提供三年期设备抵押贷款',
        orgId: o('bank').orgId,
        userId: o('bank').userId,
        at: ago(15),
      },
      {
        matchId: pair!.id,
        stage: 'MEETING',
        note: '已约定到厂实地走访',
        orgId: o('ent-normal').orgId,
        userId: o('ent-normal').userId,
        at: ago(12),
      },
    ]);

    const shows = await tx
      .insert(roadshows)
      .values([
        {
          theme: '先进制造专场路演',
          startsAt: ago(7),
          place: '市民中心三楼路演厅',
          industry: 'C',
          stage: 'GROWTH',
          description: '面向拟上市先进制造企业的股权融资路演。',
          organiserOrgId: o('city').orgId,
          regionCode: city,
          createdAt: ago(25),
          updatedAt: ago(25),
        },
        {
          theme: '专精特新企业线上路演',
          startsAt: new Date(now.getTime() + 14 * DAY),
          link: 'https://roadshow.example.cn/live/2026',
          industry: '',
          description: '欢迎已发布融资需求的企业报名。',
          organiserOrgId: o('city').orgId,
          regionCode: city,
          createdAt: ago(2),
          updatedAt: ago(2),
        },
      ])
      .returning({ id: roadshows.id });
    const past = shows[0]!.id;
    const projects = await tx
      .insert(roadshowProjects)
      .values([
        { roadshowId: past, needId: gold, status: 'ACCEPTED', invited: true, createdAt: ago(20) },
        { roadshowId: past, needId: normal, status: 'ACCEPTED', invited: false, createdAt: ago(18) },
      ])
      .returning({ id: roadshowProjects.id });
    await tx.insert(roadshowInvestors).values([
      { roadshowId: past, orgId: o('investor').orgId, status: 'REGISTERED', createdAt: ago(15) },
      { roadshowId: past, orgId: o('bank').orgId, status: 'REGISTERED', createdAt: ago(14) },
    ]);
    const [p1, p2] = projects.map((p) => p.id) as [string, string];
    await tx.insert(roadshowScores).values([
      {
        projectId: p1,
        investorOrgId: o('investor').orgId,
        score: 88,
        interested: true,
        comment: '技术壁垒清晰，期待尽调',
        at: ago(7),
      },
      {
        projectId: p1,
        investorOrgId: o('bank').orgId,
        score: 76,
        interested: false,
        comment: '',
        at: ago(7),
      },
      {
        projectId: p2,
        investorOrgId: o('investor').orgId,
        score: 65,
        interested: false,
        comment: '阶段与偏好不符',
        at: ago(7),
      },
      {
        projectId: p2,
        investorOrgId: o('bank').orgId,
        score: 82,
        interested: true,
        comment: '抵押物充足',
        at: ago(7),
      },
    ]);
    await tx.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
  });
}
