// The workflow engine (DESIGN §7): starts instances and applies actions in one transaction —
// policy check, state and assignee change, append-only history row, audit row, effects, notices.
import { changesNothing, type WorkflowAction, type WorkflowHistoryEntry } from '@portal/contract';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { inRegionScope } from '../access/region-scope.ts';
import type { Audit } from '../audit/audit.ts';
import type { Files } from '../files/files.service.ts';
import { AccessDeniedError, ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import type { Notices } from '../notices/notices.ts';
import { notifyConcerned } from './notify.ts';
import { createProcessRegistry, type ProcessRegistry, stateOf } from './registry.ts';
import * as repo from './repository.ts';
import * as rules from './rules.ts';
import type {
  ActInput,
  AvailableAction,
  ProcessDefinition,
  StartInput,
  WorkflowActor,
  WorkflowAttachment,
  WorkflowInstance,
} from './types.ts';

export type Workflow = ReturnType<typeof createWorkflow>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function processOf(processes: ProcessRegistry, key: string): ProcessDefinition {
  const def = processes.find(key);
  if (!def) throw new Error(`workflow process ${key} is not registered`);
  return def;
}

function isOpen(def: ProcessDefinition, state: string): boolean {
  return stateOf(def, state)?.open ?? false;
}

/** A reminder notifies every person of the assignee organisation: once a day is enough. */
export const REMIND_INTERVAL_HOURS = 24;
async function checkReminder(tx: Database, instanceId: string, now: Date): Promise<void> {
  const last = await repo.lastActionAt(tx, instanceId, 'remind');
  if (last && now.getTime() - last.getTime() < REMIND_INTERVAL_HOURS * 3_600_000)
    throw new ConflictError(`已催办过，${REMIND_INTERVAL_HOURS} 小时内不能重复催办`);
}

/** Who hands an item over sets its deadline, and only a future one; nobody else moves it. */
function checkDeadline(
  action: WorkflowAction,
  setsDeadline: boolean,
  deadline: Date | null,
  now: Date,
): void {
  if (action !== 'assign' && action !== 'transfer' && !setsDeadline)
    throw new ValidationError([{ path: 'deadline', message: '只有指派或转办时可以设置办理期限' }]);
  if (deadline !== null && deadline.getTime() <= now.getTime())
    throw new ValidationError([{ path: 'deadline', message: '办理期限须晚于当前时间' }]);
}

/**
 * A financial office may take over an item only if the submitter lies in its region (DESIGN §2):
 * an office elsewhere could decide on an enterprise it cannot even see.
 */
async function coversSubmitter(
  tx: Database,
  target: { type: string; regionCode: string | null },
  instance: WorkflowInstance,
): Promise<boolean> {
  if (target.type !== 'FINANCIAL') return true;
  const submitter = await repo.findOrg(tx, instance.submitterOrgId);
  return !submitter?.regionCode || inRegionScope(submitter.regionCode, target.regionCode);
}

/**
 * Attachments are files the actor uploaded (platform/files); their names come from the store. Who
 * may read the instance reads them (see FILE_OWNER), so nobody attaches a file it could not read.
 */
async function ownAttachments(tx: Database, wanted: readonly WorkflowAttachment[], actorId: string) {
  const ids = [...new Set(wanted.map((a) => a.id))];
  const valid = ids.filter((id) => UUID.test(id));
  const found = await repo.ownUploads(tx, valid, actorId);
  if (found.length !== ids.length)
    throw new ValidationError([{ path: 'attachments', message: '附件不存在或不是您上传的文件' }]);
  return found;
}

/** The owner type of the attachments of an instance's steps in the file store. */
export const FILE_OWNER = 'workflow_instance';

export type WorkflowFiles = Pick<Files, 'use' | 'registerReader' | 'mayReadOwner'>;

export function createWorkflow(deps: {
  db: Database;
  clock: Clock;
  audit: Audit;
  notices: Notices;
  files: WorkflowFiles;
}) {
  const { db, clock, audit, notices, files } = deps;
  const processes = createProcessRegistry();
  const inTx = <T>(executor: Database | undefined, fn: (tx: Database) => Promise<T>) =>
    executor ? fn(executor) : db.transaction((tx) => fn(tx));

  // An attachment is read by the organisations that see the instance (the inbox's rule) and by
  // whoever may read its subject (an enterprise's review: the offices of its region, as its profile).
  files.registerReader(FILE_OWNER, async (session, instanceId) => {
    if (await repo.findVisibleInstance(db, instanceId, session.user.org.id)) return true;
    const instance = await repo.findInstance(db, instanceId);
    return instance !== undefined && files.mayReadOwner(session, instance.subjectType, instance.subjectId);
  });
  const attach = (tx: Database, instanceId: string, attachments: readonly WorkflowAttachment[]) =>
    files.use(
      { type: FILE_OWNER, id: instanceId },
      attachments.map((a) => a.id),
      tx,
    );

  /**
   * A recipient's step (ActionDefinition.recipientStep): history, audit row, effect and notices,
   * the instance itself untouched.
   */
  async function recipientStep(
    tx: Database,
    def: ProcessDefinition,
    instance: WorkflowInstance,
    name: WorkflowAction,
    input: ActInput,
  ): Promise<WorkflowInstance> {
    const action = def.actions[name]!;
    if (!action.from.includes(instance.state)) throw new ConflictError('当前状态不允许此操作，请刷新后重试');
    if (!action.who({ actor: input.actor, instance })) throw new AccessDeniedError('抱歉，您无权进行此操作');
    const comment = input.comment?.trim() || null;
    if (action.requiresComment && !comment)
      throw new ValidationError([{ path: 'comment', message: '请填写意见或理由' }]);
    const now = clock();
    await repo.insertHistory(tx, {
      instanceId: instance.id,
      action: name,
      actorUserId: input.actor.id,
      actorOrgId: input.actor.org.id,
      comment,
      attachments: [],
      fromState: instance.state,
      toState: instance.state,
      assigneeOrgId: instance.assigneeOrgId,
      at: now,
    });
    await audit.record(
      {
        actor: input.actor,
        action: `workflow.${name}`,
        objectType: 'workflow_instance',
        objectId: instance.id,
        address: input.address ?? null,
        detail: {
          process: def.key,
          subjectType: instance.subjectType,
          subjectId: instance.subjectId,
          recipient: true,
        },
      },
      tx,
    );
    await def.effects?.[name]?.({
      tx,
      instance,
      action: name,
      fromState: instance.state,
      actor: input.actor,
      comment,
    });
    await notifyConcerned(tx, notices, def, instance, name, rules.recipients(name, action), {
      actor: input.actor,
      previousAssignee: instance.assigneeOrgId,
      comment,
    });
    return instance;
  }

  return {
    /** The processes this engine runs; buildApp registers each module's. */
    processes,

    /** Creates an instance in the process's initial state; history starts with a submit row. */
    start(input: StartInput, executor?: Database): Promise<WorkflowInstance> {
      const def = processOf(processes, input.process);
      return inTx(executor, async (tx) => {
        const now = clock();
        const instance = await repo.insertInstance(tx, {
          process: def.key,
          subjectType: input.subjectType ?? def.subjectType,
          subjectId: input.subjectId,
          title: input.title,
          state: def.initial,
          open: isOpen(def, def.initial),
          assigneeOrgId: input.assigneeOrgId,
          submitterOrgId: input.submitterOrgId ?? input.actor.org.id,
          submitterUserId: input.actor.id,
          deadline: input.deadline ?? null,
          createdAt: now,
          updatedAt: now,
        });
        const comment = input.comment ?? null;
        const attachments = await ownAttachments(tx, input.attachments ?? [], input.actor.id);
        await attach(tx, instance.id, attachments);
        await repo.insertHistory(tx, {
          instanceId: instance.id,
          action: 'submit',
          actorUserId: input.actor.id,
          actorOrgId: input.actor.org.id,
          comment,
          attachments,
          fromState: null,
          toState: instance.state,
          assigneeOrgId: instance.assigneeOrgId,
          at: now,
        });
        await audit.record(
          {
            actor: input.actor,
            action: 'workflow.start',
            objectType: 'workflow_instance',
            objectId: instance.id,
            address: input.address ?? null,
            detail: { process: def.key, subjectType: instance.subjectType, subjectId: instance.subjectId },
          },
          tx,
        );
        const event = {
          tx,
          instance,
          action: 'start' as const,
          fromState: null,
          actor: input.actor,
          comment,
        };
        await def.effects?.start?.(event);
        await notifyConcerned(tx, notices, def, instance, 'submit', ['assignee'], {
          actor: input.actor,
          previousAssignee: null,
          comment,
        });
        return instance;
      });
    },

    /** Applies an action; 404 out of scope, 400 unknown action/bad input, 409 wrong state or stale version, 403 not allowed. */
    act(input: ActInput, executor?: Database): Promise<WorkflowInstance> {
      return inTx(executor, async (tx) => {
        const { actor, action: name } = input;
        // A recipient's step is vouched for by the feature (the actor is a recipient, whom the
        // instance's own visibility does not name); every other step needs the instance in view.
        const instance = input.viaFeature
          ? await repo.findInstance(tx, input.instanceId)
          : await repo.findVisibleInstance(tx, input.instanceId, actor.org.id);
        if (!instance) throw new NotFoundError('流程不存在或无权查看');
        const def = processOf(processes, instance.process);
        const action = def.actions[name];
        if (!action) throw new ValidationError([{ path: 'action', message: '该流程不支持此操作' }]);
        if ((action.featureOnly || action.recipientStep) && !input.viaFeature)
          throw new ValidationError([{ path: 'action', message: '请在该事项的业务页面办理此操作' }]);
        if (
          input.viaFeature &&
          !action.recipientStep &&
          !(await repo.findVisibleInstance(tx, instance.id, actor.org.id))
        )
          throw new NotFoundError('流程不存在或无权查看');
        if (action.recipientStep) return recipientStep(tx, def, instance, name, input);
        if (input.expectedVersion !== undefined && input.expectedVersion !== instance.version)
          throw new ConflictError('流程已被他人处理，请刷新后重试');
        if (!action.from.includes(instance.state))
          throw new ConflictError('当前状态不允许此操作，请刷新后重试');
        if (!action.who({ actor, instance })) throw new AccessDeniedError('抱歉，您无权进行此操作');
        const comment = input.comment?.trim() || null;
        if (rules.requiresComment(name, action) && !comment)
          throw new ValidationError([{ path: 'comment', message: '请填写意见或理由' }]);
        const types = rules.targetTypes(name, action);
        if (types) {
          if (!input.toOrgId) throw new ValidationError([{ path: 'toOrgId', message: '请选择办理单位' }]);
          const target = await repo.findOrg(tx, input.toOrgId);
          if (
            !target ||
            !types.includes(target.type) ||
            target.id === actor.org.id ||
            !(await coversSubmitter(tx, target, instance))
          )
            throw new ValidationError([{ path: 'toOrgId', message: '所选单位不可办理此事项' }]);
        }
        if (input.deadline !== undefined)
          checkDeadline(name, action.setsDeadline === true, input.deadline, clock());
        if (name === 'remind') await checkReminder(tx, instance.id, clock());
        const attachments = await ownAttachments(tx, input.attachments ?? [], actor.id);
        await attach(tx, instance.id, attachments);
        const assigneeOrgId = await rules.nextAssignee(tx, name, action, instance, input.toOrgId);
        const state = action.to ?? instance.state;
        const now = clock();
        const updated = await repo.updateInstance(tx, instance.id, instance.version, {
          state,
          open: isOpen(def, state),
          assigneeOrgId,
          deadline: input.deadline !== undefined ? input.deadline : instance.deadline,
          updatedAt: now,
        });
        if (!updated) throw new ConflictError('流程已被他人处理，请刷新后重试');
        await repo.insertHistory(tx, {
          instanceId: instance.id,
          action: name,
          actorUserId: actor.id,
          actorOrgId: actor.org.id,
          comment,
          attachments,
          fromState: instance.state,
          toState: state,
          assigneeOrgId,
          at: now,
        });
        await audit.record(
          {
            actor,
            action: `workflow.${name}`,
            objectType: 'workflow_instance',
            objectId: instance.id,
            address: input.address ?? null,
            // The subject too, as at the start: a step's row is often the only one of a change.
            detail: {
              process: def.key,
              subjectType: instance.subjectType,
              subjectId: instance.subjectId,
              from: instance.state,
              to: state,
              assigneeOrgId,
            },
          },
          tx,
        );
        await def.effects?.[name]?.({
          tx,
          instance: updated,
          action: name,
          fromState: instance.state,
          actor,
          comment,
        });
        await notifyConcerned(tx, notices, def, updated, name, rules.recipients(name, action), {
          actor,
          previousAssignee: instance.assigneeOrgId,
          comment,
        });
        return updated;
      });
    },

    /** The instance if the org may see it (submitter, assignee, or in its history), else undefined. */
    findVisible: (instanceId: string, orgId: string) => repo.findVisibleInstance(db, instanceId, orgId),
    /** The latest instance about a subject, whatever its state (features check their own scope). */
    findBySubject: (subjectType: string, subjectId: string) =>
      repo.findLatestBySubject(db, subjectType, subjectId),

    async history(instanceId: string): Promise<WorkflowHistoryEntry[]> {
      const rows = await repo.listHistory(db, instanceId);
      const instance = await repo.findInstance(db, instanceId);
      const def = instance ? processes.find(instance.process) : undefined;
      return rows.map((r) => ({
        id: r.id,
        action: r.action as WorkflowAction,
        actorUser: r.actorUserId ? { id: r.actorUserId, name: r.actorUserName ?? '' } : null,
        actorOrg: r.actorOrgId ? { id: r.actorOrgId, name: r.actorOrgName ?? '' } : null,
        comment: r.comment,
        attachments: r.attachments,
        fromState: r.fromState,
        toState: r.toState,
        toStateLabel: (def && stateOf(def, r.toState)?.label) ?? r.toState,
        assigneeOrg: r.assigneeOrgId ? { id: r.assigneeOrgId, name: r.assigneeOrgName ?? '' } : null,
        at: r.at.toISOString(),
      }));
    },

    /** What this viewer may do now: the server tells the UI, and checks again on act. */
    availableActions(
      instance: WorkflowInstance,
      viewer: WorkflowActor,
      options: { viaFeature?: boolean } = {},
    ): AvailableAction[] {
      const def = processes.find(instance.process);
      // An auditor looks and changes nothing (DESIGN §9); platform/access refuses the call anyway.
      if (!def || changesNothing(viewer)) return [];
      const out: AvailableAction[] = [];
      for (const [name, action] of Object.entries(def.actions) as [
        WorkflowAction,
        typeof def.actions.submit,
      ][]) {
        if (!action?.from.includes(instance.state) || !action.who({ actor: viewer, instance })) continue;
        if (action.featureOnly && !options.viaFeature) continue;
        const types = rules.targetTypes(name, action);
        out.push({
          action: name,
          requiresComment: rules.requiresComment(name, action),
          targetTypes: types ? [...types] : null,
        });
      }
      return out;
    },
  };
}
