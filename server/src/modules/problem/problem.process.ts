// problem/process (绿色通道问题): submitted to the enterprise's financial office, which accepts,
// returns, declines, transfers (转办) or assigns (交办) it to a member unit; the unit notes progress,
// asks for more time, proposes closing with its reply; the office closes (办结) or sends it back;
// the enterprise rates it, and 不满意 reopens it under supervision (督办). Steps that write what the
// engine does not know (units and days, the reply, the rating) are featureOnly: taken on the
// problem pages (problem.service.ts), not in the generic inboxes.

import type { AssigneeContext } from '../../platform/workflow/index.ts';
import { defineProcess, policies as p } from '../../platform/workflow/index.ts';
import { leadUnitOf, summaryLines } from './problem.repository.ts';

export const PROBLEM_PROCESS = 'problem';
export const PROBLEM_SUBJECT = 'problem';

const office = p.allOf(p.assigneeOrg, p.orgType('FINANCIAL'));
const unit = p.allOf(p.assigneeOrg, p.orgType('FUNCTIONAL'));
/** Back to the lead unit recorded on the problem (grant, refuse, send back, reopen). */
const toLeadUnit = ({ tx, instance }: AssigneeContext) => leadUnitOf(tx, instance.subjectId);

export const problemProcess = defineProcess({
  key: PROBLEM_PROCESS,
  title: '绿色通道问题',
  group: 'problem',
  subjectType: PROBLEM_SUBJECT,
  states: [
    { key: 'submitted', label: '待受理', open: true },
    { key: 'returned', label: '退回补充', open: true },
    { key: 'declined', label: '不予受理', open: false },
    { key: 'accepted', label: '已受理', open: true },
    { key: 'assigned', label: '办理中', open: true },
    { key: 'extending', label: '延期申请中', open: true },
    { key: 'proposed', label: '申请办结', open: true },
    // Open: it waits in the enterprise's to-do list for its rating.
    { key: 'closed', label: '已办结', open: true },
    { key: 'rated', label: '已评价', open: false },
  ],
  initial: 'submitted',
  actions: {
    submit: { from: ['returned'], to: 'submitted', who: p.submitterOrg },
    approve: { from: ['submitted'], to: 'accepted', who: office, assignee: 'keep' },
    reject: { from: ['submitted'], to: 'returned', who: office },
    decline: { from: ['submitted'], to: 'declined', who: office, assignee: 'keep' },
    transfer: { from: ['submitted', 'accepted'], to: 'submitted', who: office },
    assign: { from: ['submitted', 'accepted'], to: 'assigned', who: office, featureOnly: true },
    handle: {
      from: ['assigned'],
      who: unit,
      assignee: 'keep',
      requiresComment: true,
      notify: ['submitter'],
    },
    extend: { from: ['assigned'], to: 'extending', who: unit, assignee: 'assigner', requiresComment: true },
    grant: {
      from: ['extending'],
      to: 'assigned',
      who: office,
      assignee: toLeadUnit,
      setsDeadline: true,
      featureOnly: true,
    },
    refuse: { from: ['extending'], to: 'assigned', who: office, assignee: toLeadUnit, requiresComment: true },
    propose: { from: ['assigned'], to: 'proposed', who: unit, assignee: 'assigner', featureOnly: true },
    close: { from: ['proposed'], to: 'closed', who: office, assignee: 'submitter', notify: ['submitter'] },
    sendBack: {
      from: ['proposed'],
      to: 'assigned',
      who: office,
      assignee: toLeadUnit,
      requiresComment: true,
    },
    rate: { from: ['closed'], to: 'rated', who: p.submitterOrg, featureOnly: true, notify: [] },
    reopen: {
      from: ['closed'],
      to: 'assigned',
      who: p.submitterOrg,
      assignee: toLeadUnit,
      requiresComment: true,
      setsDeadline: true,
      featureOnly: true,
      notify: ['assignee'],
    },
    remind: { from: ['assigned'], who: p.orgType('FINANCIAL') },
  },
  // The enterprise's menu has no /problem/detail: it follows its problem on /problem/edit, which
  // shows the read-only view once the problem is submitted.
  subjectLink: (i, viewer) =>
    viewer.org.type === 'ENTERPRISE'
      ? `/problem/edit?id=${i.subjectId}`
      : `/problem/detail?id=${i.subjectId}`,
  // The escalation sweep (problem.escalation.ts) sends the 催办 at the deadline: one notice, not two.
  overdueNotice: false,
  subjectSummary: (db, i) => summaryLines(db, i.subjectId),
});
