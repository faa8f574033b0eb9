// 中介机构信息审核: an institution's submitted profile version is reviewed by the financial office
// responsible for its region; approval makes the version current (directory, library, org name).
import { INSTITUTION_REVIEW_TITLE, type InstitutionProfile } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { institutions } from '../../db/schema/index.ts';
import { ConflictError } from '../../platform/http/errors.ts';
import * as versions from '../../platform/profile-versions/repository.ts';
import { reviewProcess } from '../../platform/profile-versions/review.ts';
import { applyApproved, creditCodeTaken, findById, headOf } from './institution.repository.ts';

export const INSTITUTION_REVIEW = 'institution-review';

export const institutionReview = reviewProcess({
  key: INSTITUTION_REVIEW,
  title: INSTITUTION_REVIEW_TITLE,
  group: 'intermediary',
  subjectType: 'institution',
  async onApproved(e, version) {
    const data = version.data as InstitutionProfile;
    const [record] = await e.tx
      .select({ orgId: institutions.orgId })
      .from(institutions)
      .where(eq(institutions.id, version.subjectId));
    if (!record) throw new ConflictError('机构不存在');
    if (await creditCodeTaken(e.tx, data.basic.creditCode, record.orgId))
      throw new ConflictError('统一社会信用代码已被其他机构使用，请退回机构核实');
    await applyApproved(e.tx, version.subjectId, version.id, headOf(data), e.instance.updatedAt);
  },
  // Every group's profile page shows any institution to the government; the group is in the page.
  link: (id) => `/intermediary/profile?id=${id}`,
  async summary(db, instance) {
    const row = await findById(db, instance.subjectId);
    if (!row) return [];
    const open = await versions.findOpen(db, { type: 'institution', id: instance.subjectId });
    const lines = [
      { label: '机构名称', value: row.i.name },
      { label: '统一社会信用代码', value: row.i.creditCode ?? '' },
      { label: '所在地区', value: row.regionName ?? '' },
    ];
    if (open?.workflowInstanceId === instance.id)
      lines.push({ label: '变更内容', value: row.i.currentVersionId ? '机构信息变更' : '首次提交机构信息' });
    return lines;
  },
});
