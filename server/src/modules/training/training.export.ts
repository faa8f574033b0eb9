// Enrolments and attendance of the office's trainings as one workbook: the enrolment sheet, then
// the attendance sheet (approved enrolees, present or not, with their feedback).
import type { ENROLMENT_STATUSES, EnrolmentFilter } from '@portal/contract/training';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../../platform/access/caller.ts';
import { chinaDay, chinaMinute } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import * as repo from './training.repository.ts';
import { officeEnrolments } from './training.service.ts';

const STATUS_NAMES: Record<(typeof ENROLMENT_STATUSES)[number], string> = {
  PENDING: '待审核',
  APPROVED: '报名成功',
  WAITLISTED: '候补',
  REFUSED: '未通过',
  CANCELLED: '已取消',
};

export async function exportEnrolments(
  ctx: AppContext,
  caller: Caller,
  query: Omit<EnrolmentFilter, 'page' | 'size'>,
  reply: FastifyReply,
) {
  const scope = officeEnrolments(caller);
  // Written before the stream starts: an export is a read of personal data worth recording.
  await ctx.audit.by(caller, {
    action: 'training.exported',
    objectType: 'training',
    detail: { filters: query },
  });
  return sendWorkbook(reply, `培训报名_${chinaDay(ctx.clock())}.xlsx`, async (book) => {
    const row = book.sheet(
      '报名',
      ['培训名称', '开始时间', '单位', '姓名', '手机号码', '职务', '状态', '报名时间'],
      [30, 18, 30, 12, 16, 14, 10, 18],
    );
    const attended: repo.EnrolmentView[] = [];
    for await (const batch of repo.enrolmentBatches(ctx.db, scope, query)) {
      for (const e of batch) {
        row([
          e.trainingTitle,
          chinaMinute(e.startsAt),
          e.orgName,
          e.name,
          e.mobile,
          e.position,
          STATUS_NAMES[e.status],
          chinaMinute(e.createdAt),
        ]);
        if (e.status === 'APPROVED') attended.push(e);
      }
    }
    const sign = book.sheet(
      '签到',
      ['培训名称', '单位', '姓名', '手机号码', '签到', '签到时间', '评分', '意见'],
      [30, 30, 12, 16, 8, 18, 8, 40],
    );
    for (const e of attended)
      sign([
        e.trainingTitle,
        e.orgName,
        e.name,
        e.mobile,
        e.attendedAt ? '已签到' : '未签到',
        e.attendedAt ? chinaMinute(e.attendedAt) : '',
        e.rating ?? '',
        e.comment ?? '',
      ]);
  });
}
