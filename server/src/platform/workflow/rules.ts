// Defaults that make a process definition short: what each action does unless it says otherwise.
import type { OrgType, WorkflowAction } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import { ValidationError } from '../http/errors.ts';
import * as repo from './repository.ts';
import type { ActionDefinition, AssigneeRule, NoticeRecipient, WorkflowInstance } from './types.ts';

const GOVERNMENT: readonly OrgType[] = ['FINANCIAL'];
const MEMBER_UNITS: readonly OrgType[] = ['FUNCTIONAL'];

const DEFAULT_ASSIGNEE: Partial<Record<WorkflowAction, AssigneeRule>> = {
  submit: 'reviewer',
  reject: 'submitter',
  assign: 'target',
  transfer: 'target',
  handle: 'assigner',
};

const DEFAULT_NOTIFY: Record<WorkflowAction, readonly NoticeRecipient[]> = {
  submit: ['assignee'],
  approve: ['submitter'],
  reject: ['submitter'],
  withdraw: ['previousAssignee'],
  assign: ['assignee'],
  transfer: ['assignee'],
  handle: ['assignee', 'submitter'],
  close: ['submitter'],
  reopen: ['assignee'],
  remind: ['assignee'],
  decline: ['submitter'],
  extend: ['assignee'],
  grant: ['assignee'],
  refuse: ['assignee'],
  propose: ['assignee', 'submitter'],
  sendBack: ['assignee'],
  rate: ['previousAssignee'],
  // A recipient's steps tell the sender (the instance's submitter); reading tells nobody.
  read: [],
  receipt: ['submitter'],
  reply: ['submitter'],
};

export function requiresComment(name: WorkflowAction, def: ActionDefinition): boolean {
  return def.requiresComment ?? (name === 'reject' || name === 'decline');
}

export function targetTypes(name: WorkflowAction, def: ActionDefinition): readonly OrgType[] | null {
  if (def.targetTypes) return def.targetTypes;
  if (name === 'assign') return MEMBER_UNITS;
  if (name === 'transfer') return GOVERNMENT;
  return null;
}

export function recipients(name: WorkflowAction, def: ActionDefinition): readonly NoticeRecipient[] {
  return def.notify ?? DEFAULT_NOTIFY[name];
}

/** The assignee after the action, per the action's rule (or its default). */
export async function nextAssignee(
  db: Database,
  name: WorkflowAction,
  def: ActionDefinition,
  instance: WorkflowInstance,
  toOrgId: string | undefined,
): Promise<string | null> {
  const rule = def.assignee ?? DEFAULT_ASSIGNEE[name] ?? 'keep';
  const reviewer = async () => {
    const steps = await repo.historySteps(db, instance.id);
    for (const s of steps) {
      if (s.actorOrgId && s.actorOrgId !== instance.submitterOrgId) return s.actorOrgId;
      if (s.assigneeOrgId && s.assigneeOrgId !== instance.submitterOrgId) return s.assigneeOrgId;
    }
    return instance.assigneeOrgId;
  };
  if (typeof rule === 'function') return rule({ instance, toOrgId, tx: db, reviewer });
  switch (rule) {
    case 'keep':
      return instance.assigneeOrgId;
    case 'none':
      return null;
    case 'submitter':
      return instance.submitterOrgId;
    case 'target':
      if (!toOrgId) throw new ValidationError([{ path: 'toOrgId', message: '请选择办理单位' }]);
      return toOrgId;
    case 'reviewer':
      return reviewer();
    case 'assigner': {
      const steps = await repo.historySteps(db, instance.id);
      return steps.find((s) => s.action === 'assign')?.actorOrgId ?? instance.assigneeOrgId;
    }
  }
}
