// Seeds two demo trainings once (own marker row): an upcoming city-wide one that is full with one
// person on the waiting list, and a past county one that people attended and rated.
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orgs, siteSettings, users } from '../../../db/schema/index.ts';
import { trainingEnrolments, trainings } from '../training.schema.ts';

const MARKER = 'seed.demo.trainings';
const DAY = 86_400_000;

export async function seedDemoTrainings(db: Database, now: Date): Promise<boolean> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (marker) return false;
  const accounts = ['city', 'county', 'ent-gold', 'ent-normal'];
  const found = await db
    .select({
      account: users.account,
      userId: users.id,
      orgId: orgs.id,
      region: orgs.regionCode,
      name: orgs.name,
    })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(inArray(users.account, accounts));
  const by = new Map(found.map((f) => [f.account, f]));
  const city = by.get('city');
  const county = by.get('county');
  const gold = by.get('ent-gold');
  const normal = by.get('ent-normal');
  if (!city?.region || !county?.region || !gold || !normal) return false;
  const at = (days: number, hour: number) =>
    new Date(Math.floor(now.getTime() / DAY) * DAY + days * DAY + (hour - 8) * 3_600_000);
  await db.transaction(async (tx) => {
    const [full] = await tx
      .insert(trainings)
      .values({
        title: '科创板上市规则与审核要点专题培训',
        organiser: city.name,
        coOrganisers: [
          { kind: 'EXCHANGE', name: '上海证券交易所' },
          { kind: 'BROKER', name: '汇通证券股份有限公司' },
        ],
        officeOrgId: city.orgId,
        regionCode: city.region!,
        audienceRegions: [city.region!],
        audienceTypes: ['ENTERPRISE'],
        mode: 'ONSITE',
        place: '市民之家三楼报告厅',
        startsAt: at(10, 9),
        endsAt: at(10, 17),
        capacity: 2,
        enrolFrom: at(-5, 9),
        enrolUntil: at(8, 18),
        content:
          '<p>围绕科创属性评价、发行上市审核问询重点和信息披露要求，由交易所与保荐机构专家授课。</p><p>请携带企业上市工作计划参加交流。</p>',
        needsReview: false,
        status: 'PUBLISHED',
        signInCode: '385027',
        publishedAt: at(-5, 9),
        createdBy: city.userId,
        createdAt: at(-5, 9),
        updatedAt: at(-5, 9),
      })
      .returning();
    const [past] = await tx
      .insert(trainings)
      .values({
        title: '企业股份制改造实务培训',
        organiser: county.name,
        coOrganisers: [
          { kind: 'LAW_FIRM', name: '明德律师事务所' },
          { kind: 'ACCOUNTING_FIRM', name: '信诚会计师事务所' },
        ],
        officeOrgId: county.orgId,
        regionCode: county.region!,
        audienceRegions: [county.region!],
        mode: 'ONLINE',
        link: 'https://meeting.example.cn/gz-2026',
        startsAt: at(-20, 14),
        endsAt: at(-20, 17),
        capacity: 50,
        enrolFrom: at(-35, 9),
        enrolUntil: at(-21, 18),
        content: '<p>股份制改造的法律、财务与税务要点，净资产折股与历史沿革规范。</p>',
        needsReview: true,
        status: 'PUBLISHED',
        signInCode: '614290',
        publishedAt: at(-35, 9),
        createdBy: county.userId,
        createdAt: at(-35, 9),
        updatedAt: at(-20, 17),
      })
      .returning();
    const person = (
      training: string,
      who: NonNullable<typeof gold>,
      name: string,
      mobile: string,
      status: 'APPROVED' | 'WAITLISTED',
      minutes: number,
      extra: Partial<typeof trainingEnrolments.$inferInsert> = {},
    ) => ({
      trainingId: training,
      orgId: who.orgId,
      userId: who.userId,
      name,
      mobile,
      position: '董事会秘书',
      status,
      createdAt: new Date(at(-4, 10).getTime() + minutes * 60_000),
      updatedAt: new Date(at(-4, 10).getTime() + minutes * 60_000),
      ...extra,
    });
    await tx.insert(trainingEnrolments).values([
      person(full!.id, gold, '周海涛', '13800000006', 'APPROVED', 0),
      person(full!.id, normal, '吴雪梅', '13800000007', 'APPROVED', 5),
      person(full!.id, gold, '林晓', '13900000021', 'WAITLISTED', 9),
      person(past!.id, gold, '周海涛', '13800000006', 'APPROVED', -20_000, {
        attendedAt: at(-20, 14),
        rating: 5,
        comment: '案例讲解清楚，希望多组织。',
      }),
    ]);
    await tx.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
  });
  return true;
}
