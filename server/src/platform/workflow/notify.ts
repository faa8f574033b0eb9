// Inbox notices for a workflow step (DESIGN §8): to the people of the organisations concerned,
// never to the actor, sent in the step's transaction and linking to the instance's page.
import { type WorkflowAction, zhName } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { Notices } from '../notices/notices.ts';
import { stateOf } from './registry.ts';
import * as repo from './repository.ts';
import type { NoticeRecipient, ProcessDefinition, WorkflowActor, WorkflowInstance } from './types.ts';

export async function notifyConcerned(
  tx: Database,
  notices: Notices,
  def: ProcessDefinition,
  instance: WorkflowInstance,
  action: WorkflowAction,
  who: readonly NoticeRecipient[],
  ctx: { actor: WorkflowActor; previousAssignee: string | null; comment: string | null },
): Promise<void> {
  const orgIds = new Set<string>();
  for (const r of who) {
    const id =
      r === 'assignee'
        ? instance.assigneeOrgId
        : r === 'submitter'
          ? instance.submitterOrgId
          : ctx.previousAssignee;
    if (id) orgIds.add(id);
  }
  const people = (await repo.peopleOf(tx, [...orgIds])).filter((id) => id !== ctx.actor.id);
  if (people.length === 0) return;
  const actorOrg = await repo.findOrg(tx, ctx.actor.org.id);
  const state = stateOf(def, instance.state)?.label ?? instance.state;
  const reason = ctx.comment ? `，意见：${ctx.comment}` : '';
  await notices.send(
    people,
    {
      title: `【${def.title}】${instance.title}`,
      content: `${actorOrg?.name ?? ''}${zhName('workflowAction', action)}了“${instance.title}”，当前状态：${state}${reason}`,
      category: '流程审核',
      // A shared route: every role that can receive the notice can open it.
      link: `/workflow/approval?id=${instance.id}`,
    },
    tx,
  );
}
