// The overdue sweep of the green channel (issue 11 §1): a problem in hand past its deadline is
// escalated 催办 (deadline passed) → yellow card (YELLOW_CARD_AFTER working days late) → red card
// (RED_CARD_AFTER), each level announced once to the lead unit and its supervising office. The
// level is raised by a conditional update, so concurrent sweepers announce it once; a new deadline
// (grant, reopen) resets it.
import { RED_CARD_AFTER, YELLOW_CARD_AFTER } from '@portal/contract/problem';
import { workingDaysBetween } from '../../platform/calendar/working-days.ts';
import { chinaDay, chinaMinute } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import * as repo from './problem.repository.ts';

export const ESCALATION_SWEEP_MINUTES = 30;
const BATCH = 200;
const LEVEL_NAMES = ['', '催办', '黄牌警告', '红牌警告'];

/** The level a problem deserves now: 1 once the deadline passed, then by working days late. */
export function levelOf(deadline: Date, now: Date): number {
  if (deadline.getTime() >= now.getTime()) return 0;
  const late = workingDaysBetween(chinaDay(deadline), chinaDay(now));
  if (late >= RED_CARD_AFTER) return 3;
  if (late >= YELLOW_CARD_AFTER) return 2;
  return 1;
}

export function createEscalationSweep(ctx: Pick<AppContext, 'db' | 'clock' | 'audit' | 'notices'>) {
  const { db, clock, audit, notices } = ctx;

  /** Escalates every problem that deserves a higher level now; answers how many were raised. */
  async function sweep(): Promise<number> {
    const now = clock();
    let raised = 0;
    let offset = 0;
    for (;;) {
      const due = await repo.escalationCandidates(db, now, BATCH, offset);
      for (const row of due) if (await escalate(row, now)) raised++;
      if (due.length < BATCH) return raised;
      offset += BATCH;
    }
  }

  async function escalate(row: repo.ProblemRow, now: Date): Promise<boolean> {
    const level = levelOf(row.deadline!, now);
    if (level <= row.escalation) return false;
    return db.transaction(async (tx) => {
      if (!(await repo.raiseEscalation(tx, row.id, row.escalation, level))) return false;
      const people = await repo.peopleOf(
        tx,
        [row.leadUnitId, row.officeOrgId].filter((id): id is string => id !== null),
      );
      const name = LEVEL_NAMES[level]!;
      await notices.send(
        people,
        {
          title: `【${name}】${row.title}`,
          content: `绿色通道问题“${row.title}”的办理期限 ${chinaMinute(row.deadline!)} 已过，现予${name}，请尽快办理`,
          category: '绿色通道',
          link: `/problem/detail?id=${row.id}`,
        },
        tx,
      );
      await audit.record(
        {
          actor: null,
          action: 'problem.escalated',
          objectType: 'problem',
          objectId: row.id,
          address: null,
          detail: { from: row.escalation, to: level, recipients: people.length },
        },
        tx,
      );
      return true;
    });
  }

  return { sweep };
}
