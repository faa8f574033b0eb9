// The two review processes a registration starts (issue 3 §2): 企业信息审核 for an enterprise,
// 中介机构信息审核 for an institution. The responsible financial office approves (the organisation
// and its first user become active) or rejects with a reason (the registrant corrects and
// resubmits, back to the office that rejected). Keys are our own: the enterprise module's
// `enterprise-review` is about profile versions, not about registrations.
import { type OrgType, REGISTRATION_IDENTITIES, zhName } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { inRegionScope } from '../../platform/access/region-scope.ts';
import {
  type AssigneeContext,
  defineProcess,
  type Effect,
  findOrg,
  type ProcessDefinition,
  policies as p,
  responsibleOffice,
  type WorkflowInstance,
} from '../../platform/workflow/index.ts';
import { regionPath } from './region.repository.ts';
import * as repo from './registration.repository.ts';

export const REGISTRATION_SUBJECT = 'registration';

const states = [
  { key: 'review', label: '待审核', open: true },
  { key: 'rejected', label: '已退回', open: true },
  { key: 'approved', label: '已通过', open: false },
] as const;

const actions = {
  approve: { from: ['review'], to: 'approved', who: p.assigneeOrg },
  reject: { from: ['review'], to: 'rejected', who: p.assigneeOrg },
  // Another office may be better placed (the county passes it to the city, for example).
  transfer: { from: ['review'], who: p.assigneeOrg },
  // Resubmission after a correction, by the registrant: back to whoever rejected it, unless the
  // correction moved the organisation out of that office's region; then to the new region's office.
  submit: { from: ['rejected'], to: 'review', who: p.submitterOrg, assignee: resubmittedTo },
} as const;

async function resubmittedTo(e: AssigneeContext): Promise<string | null> {
  const reviewer = await e.reviewer();
  const region = (await findOrg(e.tx, e.instance.submitterOrgId))?.regionCode ?? null;
  const reviewerRegion = reviewer ? ((await findOrg(e.tx, reviewer))?.regionCode ?? null) : null;
  if (reviewer && region && inRegionScope(region, reviewerRegion)) return reviewer;
  return (await responsibleOffice(e.tx, region))?.id ?? reviewer;
}

const submitted: Effect = async ({ tx, instance }) => {
  await repo.updateRegistration(tx, instance.subjectId, {
    state: 'SUBMITTED',
    workflowInstanceId: instance.id,
    reason: null,
    submittedAt: instance.updatedAt,
    updatedAt: instance.updatedAt,
  });
};

const effects: ProcessDefinition['effects'] = {
  start: submitted,
  submit: submitted,
  approve: async ({ tx, instance }) => {
    const registration = await repo.findById(tx, instance.subjectId);
    if (!registration) return;
    await repo.updateRegistration(tx, registration.id, {
      state: 'APPROVED',
      decidedAt: instance.updatedAt,
      updatedAt: instance.updatedAt,
    });
    // The enterprise or institution record follows from /company/create or /{group}/profile,
    // which start from the organisation's name, credit code and region.
    await repo.activate(tx, registration.orgId, instance.updatedAt);
  },
  reject: async ({ tx, instance, comment }) => {
    await repo.updateRegistration(tx, instance.subjectId, {
      state: 'REJECTED',
      reason: comment,
      decidedAt: instance.updatedAt,
      updatedAt: instance.updatedAt,
    });
  },
};

async function subjectSummary(db: Database, instance: WorkflowInstance) {
  const r = await repo.findById(db, instance.subjectId);
  if (!r) return [];
  const region = r.regionCode ? await regionPath(db, r.regionCode, r.regionCode) : [];
  return [
    { label: '机构名称', value: r.orgName },
    { label: '统一社会信用代码', value: r.creditCode ?? '' },
    { label: '注册身份', value: zhName('orgType', r.identity) },
    { label: '所在地区', value: region.map((x) => x.name).join(' / ') },
    { label: '联系人', value: r.contactName },
    { label: '手机号码', value: r.mobile ?? '' },
    { label: '电子邮箱', value: r.email ?? '' },
    { label: '注册账号', value: r.account },
    { label: '营业执照', value: r.licenceName ?? '未上传' },
  ];
}

const common = {
  subjectType: REGISTRATION_SUBJECT,
  states,
  initial: 'review',
  actions,
  effects,
  subjectSummary,
};

export const enterpriseRegistrationReview = defineProcess({
  key: 'registration-enterprise',
  title: '企业信息审核',
  group: 'enterprise',
  ...common,
});

export const institutionRegistrationReview = defineProcess({
  key: 'registration-institution',
  title: '中介机构信息审核',
  group: 'intermediary',
  ...common,
});

export function reviewProcessOf(identity: OrgType): ProcessDefinition {
  if (!REGISTRATION_IDENTITIES.includes(identity)) throw new Error(`${identity} cannot register`);
  return identity === 'ENTERPRISE' ? enterpriseRegistrationReview : institutionRegistrationReview;
}
