// Deadlines (DESIGN §7): an open instance whose deadline has passed gets one inbox notice to its
// assignee organisation. The claim is a conditional update, so when several server processes sweep
// the same database each overdue instance is announced once; a new deadline or assignee clears it.
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Audit } from '../audit/audit.ts';
import { chinaMinute } from '../china-time.ts';
import type { Notices } from '../notices/notices.ts';
import type { ProcessRegistry } from './registry.ts';
import * as repo from './repository.ts';

/** How often a running server looks for deadlines that have passed (platform/jobs.ts). */
export const OVERDUE_SWEEP_MINUTES = 5;
const BATCH = 200;

export function createOverdueSweep(deps: {
  db: Database;
  clock: Clock;
  audit: Audit;
  notices: Notices;
  workflow: { processes: ProcessRegistry };
}) {
  const { db, clock, audit, notices, workflow } = deps;

  /** Announces every instance overdue now; answers how many were announced. */
  async function sweep(): Promise<number> {
    const now = clock();
    let announced = 0;
    for (;;) {
      const due = await repo.listOverdue(db, now, BATCH);
      for (const id of due) if (await announce(id, now)) announced++;
      if (due.length < BATCH) return announced;
    }
  }

  async function announce(id: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      // Claimed only if still open, overdue and unannounced: another sweeper may have been first.
      const claimed = await repo.claimOverdue(tx, id, now);
      if (!claimed) return false;
      const process = workflow.processes.find(claimed.process);
      // Claimed all the same, so the sweep does not find it again; its feature tells the people.
      if (process?.overdueNotice === false) return false;
      const title = process?.title ?? claimed.process;
      const people = claimed.assigneeOrgId ? await repo.peopleOf(tx, [claimed.assigneeOrgId]) : [];
      const deadline = chinaMinute(claimed.deadline!);
      await notices.send(
        people,
        {
          title: `【超期提醒】${claimed.title}`,
          content: `“${claimed.title}”（${title}）的办理期限 ${deadline} 已过，请尽快处理`,
          category: '流程审核',
          link: `/workflow/approval?id=${claimed.id}`,
        },
        tx,
      );
      await audit.record(
        {
          actor: null,
          action: 'workflow.overdue-notified',
          objectType: 'workflow_instance',
          objectId: claimed.id,
          address: null,
          detail: {
            process: claimed.process,
            deadline: claimed.deadline!.toISOString(),
            recipients: people.length,
          },
        },
        tx,
      );
      return true;
    });
  }

  return { sweep };
}
