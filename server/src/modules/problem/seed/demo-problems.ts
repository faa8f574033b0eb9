// Demo problems of ent-gold (the demo enterprise with the green channel), seeded once (own marker
// row): a draft, one awaiting acceptance by the county, one in hand at the demo member unit, one
// overdue there (the escalation sweep cards it at start), and one closed and rated. The workflow
// rows are written as the engine would have written them, step by step.
import { randomUUID } from 'node:crypto';
import type { WorkflowAction } from '@portal/contract';
import type { ProblemCategory, ProblemState } from '@portal/contract/problem';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orgs, siteSettings, users, workflowHistory, workflowInstances } from '../../../db/schema/index.ts';
import { deadlineAfter } from '../problem.policy.ts';
import { PROBLEM_PROCESS, PROBLEM_SUBJECT } from '../problem.process.ts';
import { problems } from '../problem.schema.ts';

const MARKER = 'seed.demo.problems';
const DAY = 86_400_000;

type Step = {
  action: WorkflowAction;
  by: 'ent' | 'county' | 'unit';
  to: ProblemState;
  holder: 'ent' | 'county' | 'unit';
  daysAgo: number;
  comment?: string;
};
type DemoProblem = {
  category: ProblemCategory;
  title: string;
  description: string;
  expectedOutcome: string;
  steps: Step[];
  workingDays?: number;
  reply?: string;
  rating?: 'SATISFIED';
};

const submit = (daysAgo: number): Step => ({
  action: 'submit',
  by: 'ent',
  to: 'submitted',
  holder: 'county',
  daysAgo,
});
const assign = (daysAgo: number): Step => ({
  action: 'assign',
  by: 'county',
  to: 'assigned',
  holder: 'unit',
  daysAgo,
  comment: '请牵头办理并按期答复',
});

const DEMO: readonly DemoProblem[] = [
  {
    category: 'LAND_TITLE',
    title: '新厂区土地使用权证办理进度咨询',
    description: '<p>公司新厂区用地已完成出让手续，不动产权证尚未办结，影响上市前资产权属核查。</p>',
    expectedOutcome: '协调自然资源部门加快办理不动产权证书',
    steps: [],
  },
  {
    category: 'ENVIRONMENT',
    title: '二期产线环评批复时限协调',
    description: '<p>二期智能装备产线已提交环境影响报告表，需在申报前取得批复。</p>',
    expectedOutcome: '明确环评审批时间表',
    steps: [submit(0)],
  },
  {
    category: 'SOCIAL_TAX',
    title: '近三年社保缴纳合规证明开具',
    description: '<p>申报材料需要社保部门出具近三年无重大违法违规证明，企业多次申请未果。</p>',
    expectedOutcome: '十个工作日内出具合规证明',
    workingDays: 5,
    steps: [
      submit(20),
      { action: 'approve', by: 'county', to: 'accepted', holder: 'county', daysAgo: 19 },
      assign(19),
    ],
  },
  {
    category: 'COMPLIANCE',
    title: '市场监管领域无违法违规证明',
    description: '<p>保荐机构要求提供报告期内市场监管领域无重大违法违规证明。</p>',
    expectedOutcome: '出具合规证明',
    workingDays: 10,
    steps: [
      submit(3),
      assign(2),
      {
        action: 'handle',
        by: 'unit',
        to: 'assigned',
        holder: 'unit',
        daysAgo: 1,
        comment: '已调取企业信用记录，正在核查',
      },
    ],
  },
  {
    category: 'EQUITY_HISTORY',
    title: '历史集体股权转让确认',
    description: '<p>公司前身为乡镇集体企业，1998年改制时的股权转让需主管部门确认。</p>',
    expectedOutcome: '取得改制合规性确认文件',
    workingDays: 10,
    reply: '<p>经核查，改制程序合法有效，已出具确认函。</p>',
    rating: 'SATISFIED',
    steps: [
      submit(30),
      assign(29),
      {
        action: 'propose',
        by: 'unit',
        to: 'proposed',
        holder: 'county',
        daysAgo: 22,
        comment: '已出具确认函',
      },
      { action: 'close', by: 'county', to: 'closed', holder: 'ent', daysAgo: 21 },
      { action: 'rate', by: 'ent', to: 'rated', holder: 'ent', daysAgo: 20, comment: '办理及时' },
    ],
  },
];

export async function seedDemoProblems(db: Database, now: Date): Promise<boolean> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (marker) return false;
  const accounts = await db
    .select({ account: users.account, userId: users.id, orgId: orgs.id, region: orgs.regionCode })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(inArray(users.account, ['ent-gold', 'county', 'unit']));
  const who = (k: 'ent' | 'county' | 'unit') =>
    accounts.find((a) => a.account === (k === 'ent' ? 'ent-gold' : k));
  const ent = who('ent');
  const county = who('county');
  const unit = who('unit');
  if (!ent || !county || !unit) return false;
  await db.transaction(async (tx) => {
    for (const [i, d] of DEMO.entries()) {
      const id = randomUUID();
      const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY - (DEMO.length - i) * 60_000);
      const last = d.steps[d.steps.length - 1];
      const assigned = d.steps.find((s) => s.action === 'assign');
      const deadline = assigned && d.workingDays ? deadlineAfter(at(assigned.daysAgo), d.workingDays) : null;
      const proposed = d.steps.find((s) => s.action === 'propose');
      const closed = d.steps.find((s) => s.action === 'close');
      const holder = last ? who(last.holder)!.orgId : null;
      let instanceId: string | null = null;
      if (d.steps.length > 0) {
        instanceId = randomUUID();
        await tx.insert(workflowInstances).values({
          id: instanceId,
          process: PROBLEM_PROCESS,
          subjectType: PROBLEM_SUBJECT,
          subjectId: id,
          title: d.title,
          state: last!.to,
          open: last!.to !== 'rated' && last!.to !== 'declined',
          assigneeOrgId: holder,
          submitterOrgId: ent.orgId,
          submitterUserId: ent.userId,
          // The problem row carries the deadline; its escalation sweep announces it (not the
          // engine's, which would tell the demo inbox about a seeded item once more).
          deadline: null,
          createdAt: at(d.steps[0]!.daysAgo),
          updatedAt: at(last!.daysAgo),
          version: d.steps.length,
        });
        let from: string | null = null;
        for (const s of d.steps) {
          await tx.insert(workflowHistory).values({
            instanceId,
            action: s.action,
            actorUserId: who(s.by)!.userId,
            actorOrgId: who(s.by)!.orgId,
            comment: s.comment ?? null,
            attachments: [],
            fromState: from,
            toState: s.to,
            assigneeOrgId: who(s.holder)!.orgId,
            at: at(s.daysAgo),
          });
          from = s.to;
        }
      }
      await tx.insert(problems).values({
        id,
        enterpriseOrgId: ent.orgId,
        regionCode: ent.region ?? '',
        category: d.category,
        title: d.title,
        description: d.description,
        expectedOutcome: d.expectedOutcome,
        state: last?.to ?? 'draft',
        instanceId,
        holderOrgId: holder,
        officeOrgId: instanceId ? county.orgId : null,
        leadUnitId: assigned ? unit.orgId : null,
        workingDays: d.workingDays ?? null,
        assignedAt: assigned ? at(assigned.daysAgo) : null,
        deadline,
        proposedAt: proposed ? at(proposed.daysAgo) : null,
        closedAt: closed ? at(closed.daysAgo) : null,
        closedLate: closed && deadline && proposed ? at(proposed.daysAgo) > deadline : null,
        reply: d.reply ?? null,
        rating: d.rating ?? null,
        ratedAt: d.rating && last ? at(last.daysAgo) : null,
        submittedAt: d.steps[0] ? at(d.steps[0].daysAgo) : null,
        createdBy: ent.userId,
        createdAt: at(d.steps[0]?.daysAgo ?? 0),
        updatedAt: at(last?.daysAgo ?? 0),
      });
    }
    await tx.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
  });
  return true;
}
