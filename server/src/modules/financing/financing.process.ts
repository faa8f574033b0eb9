// 企业投融资信息审核: an enterprise's financing need is reviewed by the financial office responsible
// for its region before investors see it. The need's status follows the instance in the same
// transaction as each step (effects), so the two never disagree.
import { FINANCING_REVIEW_TITLE, type NeedStatus } from '@portal/contract/financing';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orgs, regions } from '../../db/schema/index.ts';
import { defineProcess, policies as p, type TransitionEvent } from '../../platform/workflow/index.ts';
import { financingNeeds } from './financing.schema.ts';

export const FINANCING_REVIEW = 'financing-review';
export const NEED_SUBJECT = 'financing_need';

const KIND_NAMES = { EQUITY: '股权融资', DEBT: '债权融资', CONVERTIBLE: '可转债', OTHER: '其他' } as const;

const setStatus =
  (status: NeedStatus) =>
  async ({ tx, instance }: TransitionEvent) => {
    const published = status === 'PUBLISHED' ? { publishedAt: instance.updatedAt } : {};
    await tx
      .update(financingNeeds)
      .set({ status, ...published, updatedAt: instance.updatedAt })
      .where(eq(financingNeeds.id, instance.subjectId));
  };

export const financingReview = defineProcess({
  key: FINANCING_REVIEW,
  title: FINANCING_REVIEW_TITLE,
  group: 'investmentFinancing',
  subjectType: NEED_SUBJECT,
  states: [
    { key: 'pending', label: '待审核', open: true },
    { key: 'rejected', label: '已退回', open: true },
    { key: 'approved', label: '已发布', open: false },
    { key: 'withdrawn', label: '已撤回', open: false },
  ],
  initial: 'pending',
  actions: {
    approve: { from: ['pending'], to: 'approved', who: p.assigneeOrg },
    reject: { from: ['pending'], to: 'rejected', who: p.assigneeOrg },
    submit: { from: ['rejected'], to: 'pending', who: p.submitterOrg },
    withdraw: { from: ['pending'], to: 'withdrawn', who: p.submitterUser },
    transfer: { from: ['pending'], who: p.assigneeOrg },
    remind: { from: ['pending'], who: p.submitterOrg },
  },
  effects: {
    approve: setStatus('PUBLISHED'),
    reject: setStatus('REJECTED'),
    submit: setStatus('PENDING'),
    withdraw: setStatus('DRAFT'),
  },
  subjectLink: (i) => `/investmentFinancing/informationEdit?id=${i.subjectId}`,
  async subjectSummary(db: Database, instance) {
    const [row] = await db
      .select({ need: financingNeeds, enterprise: orgs.name, region: regions.name })
      .from(financingNeeds)
      .innerJoin(orgs, eq(orgs.id, financingNeeds.orgId))
      .leftJoin(regions, eq(regions.code, financingNeeds.regionCode))
      .where(eq(financingNeeds.id, instance.subjectId));
    if (!row) return [];
    return [
      { label: '企业名称', value: row.enterprise },
      { label: '项目名称', value: row.need.title },
      { label: '融资金额', value: `${row.need.amount} 万元（${KIND_NAMES[row.need.kind]}）` },
      { label: '项目地区', value: row.region ?? row.need.regionCode },
    ];
  },
});
