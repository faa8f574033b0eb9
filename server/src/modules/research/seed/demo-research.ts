// Demo research (issue 11 §4), written once (own marker): the city office's two sent letters —
// one past its deadline with ent-gold's reply and ent-normal overdue, one still open with
// ent-normal's reply and ent-gold yet to read it — and two visit records: the county's approved
// visit to ent-gold, and the city's draft about ent-normal.
import type { Question } from '@portal/contract/research';
import { RESEARCH_LETTER_REVIEW } from '@portal/contract/research';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orgs, siteSettings, users, workflowHistory, workflowInstances } from '../../../db/schema/index.ts';
import { chinaDay } from '../../../platform/china-time.ts';
import { researchLetters, researchRecipients, researchRecords } from '../research.schema.ts';

const MARKER = 'seed.demo.research';
const DAY = 86_400_000;

const QUESTIONS: Question[] = [
  {
    key: 'q1',
    kind: 'SINGLE',
    title: '企业目前所处的上市阶段',
    required: true,
    options: ['尚未启动', '已聘请中介机构', '辅导备案', '已申报'],
  },
  { key: 'q2', kind: 'NUMBER', title: '上一年度营业收入（万元）', required: true, options: [] },
  {
    key: 'q3',
    kind: 'MULTIPLE',
    title: '上市过程中遇到的主要困难',
    required: false,
    options: ['土地房产权属', '社保税务证明', '环保审批', '历史沿革', '融资'],
  },
  { key: 'q4', kind: 'TEXT', title: '对政府部门的意见和建议', required: false, options: [] },
  { key: 'q5', kind: 'ATTACHMENT', title: '相关证明材料', required: false, options: [] },
];

export async function seedDemoResearch(db: Database, now: Date): Promise<boolean> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (marker) return false;
  const rows = await db
    .select({ account: users.account, userId: users.id, org: orgs })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(inArray(users.account, ['city', 'county', 'ent-gold', 'ent-normal']));
  const by = new Map(rows.map((r) => [r.account, r]));
  const city = by.get('city');
  const county = by.get('county');
  const gold = by.get('ent-gold');
  const normal = by.get('ent-normal');
  if (!city || !county || !gold || !normal) return false;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const dayOf = (offset: number) => chinaDay(new Date(now.getTime() + offset * DAY));
  await db.transaction(async (tx) => {
    const letter = (
      number: string,
      subject: string,
      sentDaysAgo: number,
      deadline: string,
      counts: { readCount: number; repliedCount: number },
    ) => ({
      ...counts,
      recipientCount: 2,
      number,
      subject,
      intro: '为摸清辖区拟上市企业情况、精准做好服务，请于截止日期前如实填写以下问卷。',
      issuingOrgId: city.org.id,
      issuingRegionCode: city.org.regionCode ?? '',
      questions: QUESTIONS,
      recipients: { mode: 'CHOSEN' as const, orgIds: [gold.org.id, normal.org.id] },
      deadline,
      status: 'SENT' as const,
      sentAt: ago(sentDaysAgo),
      createdBy: city.userId,
      createdAt: ago(sentDaysAgo + 1),
      updatedAt: ago(sentDaysAgo),
    });
    const [past, open] = await tx
      .insert(researchLetters)
      .values([
        letter('金融调〔2026〕3号', '拟上市企业发展情况季度调研', 20, dayOf(-5), {
          readCount: 2,
          repliedCount: 1,
        }),
        letter('金融调〔2026〕5号', '企业上市过程中困难问题征集', 2, dayOf(10), {
          readCount: 1,
          repliedCount: 1,
        }),
      ])
      .returning({ id: researchLetters.id });
    const recipient = (letterId: string, org: typeof gold, sentDaysAgo: number) => ({
      letterId,
      orgId: org.org.id,
      regionCode: org.org.regionCode,
      createdAt: ago(sentDaysAgo),
    });
    const answers = {
      q1: '辅导备案',
      q2: 52_300,
      q3: ['土地房产权属', '环保审批'],
      q4: '希望协调解决厂房不动产权证办理问题。',
    };
    await tx.insert(researchRecipients).values([
      { ...recipient(past!.id, gold, 20), answers, readAt: ago(18), repliedAt: ago(10) },
      { ...recipient(past!.id, normal, 20), readAt: ago(15) },
      { ...recipient(open!.id, gold, 2) },
      {
        ...recipient(open!.id, normal, 2),
        answers: { q1: '已聘请中介机构', q2: 18_600, q3: ['融资'] },
        readAt: ago(1),
        repliedAt: ago(1),
      },
    ]);
    // Their reviews, as the engine would have left them: submitted and approved within the city
    // office, then each enterprise's opening and answer recorded on the same instance.
    const review = async (
      letterId: string,
      title: string,
      sentDaysAgo: number,
      steps: Array<[typeof gold, 'read' | 'reply', number]>,
    ) => {
      const [instance] = await tx
        .insert(workflowInstances)
        .values({
          process: RESEARCH_LETTER_REVIEW,
          subjectType: 'research_letter',
          subjectId: letterId,
          title,
          state: 'approved',
          open: false,
          assigneeOrgId: city.org.id,
          submitterOrgId: city.org.id,
          submitterUserId: city.userId,
          createdAt: ago(sentDaysAgo + 1),
          updatedAt: ago(sentDaysAgo),
          version: 2,
        })
        .returning({ id: workflowInstances.id });
      const step = (who: typeof gold, action: string, from: string | null, to: string, at: Date) => ({
        instanceId: instance!.id,
        action,
        actorUserId: who.userId,
        actorOrgId: who.org.id,
        attachments: [],
        fromState: from,
        toState: to,
        assigneeOrgId: city.org.id,
        at,
      });
      await tx
        .insert(workflowHistory)
        .values([
          step(city, 'submit', null, 'pending', ago(sentDaysAgo + 1)),
          step(city, 'approve', 'pending', 'approved', ago(sentDaysAgo)),
          ...steps.map(([who, action, daysAgo]) => step(who, action, 'approved', 'approved', ago(daysAgo))),
        ]);
      await tx
        .update(researchLetters)
        .set({ workflowInstanceId: instance!.id })
        .where(eq(researchLetters.id, letterId));
    };
    await review(past!.id, '拟上市企业发展情况季度调研', 20, [
      [gold, 'read', 18],
      [normal, 'read', 15],
      [gold, 'reply', 10],
    ]);
    await review(open!.id, '企业上市过程中困难问题征集', 2, [
      [normal, 'read', 1],
      [normal, 'reply', 1],
    ]);
    await tx.insert(researchRecords).values([
      {
        orgId: gold.org.id,
        regionCode: gold.org.regionCode ?? '',
        officeOrgId: county.org.id,
        visitDate: dayOf(-12),
        visitors: '陈志远、刘洋',
        form: 'ON_SITE',
        participants: '企业董事长、财务总监、董事会秘书',
        notes:
          '实地查看生产车间和研发中心，听取企业上市筹备进展汇报。企业已完成股份制改造，正与保荐机构沟通辅导备案时间。',
        problems: [{ text: '新建厂房不动产权证尚未办理' }, { text: '历年社保缴纳证明需多部门分别开具' }],
        followUpDate: dayOf(18),
        status: 'APPROVED',
        createdBy: county.userId,
        createdAt: ago(11),
        updatedAt: ago(9),
      },
      {
        orgId: normal.org.id,
        regionCode: normal.org.regionCode ?? '',
        officeOrgId: city.org.id,
        visitDate: dayOf(-3),
        visitors: '李晓东',
        form: 'CALL',
        participants: '企业董事会秘书',
        notes: '电话了解企业年度经营情况和融资需求。',
        problems: [{ text: '流动资金贷款续贷困难' }],
        status: 'DRAFT',
        createdBy: city.userId,
        createdAt: ago(3),
        updatedAt: ago(3),
      },
    ]);
    await tx.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
  });
  return true;
}
