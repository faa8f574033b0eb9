// 企业信息审核: an enterprise's submitted profile version is reviewed by the financial office
// responsible for its region; approval makes the version current on the record and its org.
import { ENTERPRISE_REVIEW_TITLE, type EnterpriseProfile } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { enterprises, regions } from '../../db/schema/index.ts';
import { ConflictError } from '../../platform/http/errors.ts';
import { diffProfiles } from '../../platform/profile-versions/diff.ts';
import * as versions from '../../platform/profile-versions/repository.ts';
import { reviewProcess } from '../../platform/profile-versions/review.ts';
import { applyApproved, creditCodeTaken, headOf } from './enterprise.repository.ts';

export const ENTERPRISE_REVIEW = 'enterprise-review';

/** Labels of the top-level groups for the workflow detail's one-line summary of changes. */
const GROUP_LABELS: Record<string, string> = {
  basic: '基本信息',
  listingPlan: '上市计划',
  financials: '财务数据',
  contacts: '联系人',
  institutions: '中介机构',
};

export const enterpriseReview = reviewProcess({
  key: ENTERPRISE_REVIEW,
  title: ENTERPRISE_REVIEW_TITLE,
  group: 'enterprise',
  subjectType: 'enterprise',
  async onApproved(e, version) {
    const data = version.data as EnterpriseProfile;
    const [record] = await e.tx
      .select({ orgId: enterprises.orgId })
      .from(enterprises)
      .where(eq(enterprises.id, version.subjectId));
    if (!record) throw new ConflictError('企业不存在');
    // The code was free when the draft was saved; someone may have taken it since.
    if (await creditCodeTaken(e.tx, data.basic.creditCode, { orgId: record.orgId }))
      throw new ConflictError('统一社会信用代码已被其他机构使用，请退回企业核实');
    await applyApproved(e.tx, version.subjectId, version.id, headOf(data), e.instance.updatedAt);
  },
  link: (enterpriseId) => `/company/profile?id=${enterpriseId}`,
  async summary(db, instance) {
    const open = await versions.findOpen(db, { type: 'enterprise', id: instance.subjectId });
    const [record] = await db
      .select({
        name: enterprises.name,
        creditCode: enterprises.creditCode,
        region: regions.name,
        currentId: enterprises.currentVersionId,
      })
      .from(enterprises)
      .leftJoin(regions, eq(regions.code, enterprises.regionCode))
      .where(eq(enterprises.id, instance.subjectId));
    if (!record) return [];
    const lines = [
      { label: '企业名称', value: record.name },
      { label: '统一社会信用代码', value: record.creditCode },
      { label: '所在地区', value: record.region ?? '' },
    ];
    if (!open || open.workflowInstanceId !== instance.id) return lines;
    const before = record.currentId ? (await versions.findById(db, record.currentId))?.data : null;
    const changes = diffProfiles(before ?? null, open.data);
    const groups = [...new Set(changes.map((c) => GROUP_LABELS[c.path.split('.')[0]!] ?? c.path))];
    lines.push({
      label: '变更内容',
      value: before ? `${changes.length} 项（${groups.join('、')}）` : '首次提交企业信息',
    });
    return lines;
  },
});
