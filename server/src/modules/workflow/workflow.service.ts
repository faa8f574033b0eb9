// The inboxes and the detail view over the engine: to-do/done lists, one instance with its
// history and the viewer's actions, acting, and the organisations an instance may go to.
import type {
  Page,
  SessionUser,
  WorkflowActBody,
  WorkflowInboxQuery,
  WorkflowInstanceDetail,
  WorkflowInstanceSummary,
  WorkflowProcess,
  WorkflowTargetOrg,
} from '@portal/contract';
import type { Caller } from '../../platform/access/caller.ts';
import { dayStart, nextDayStart } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import type { ProcessDefinition, WorkflowInstance } from '../../platform/workflow/index.ts';
import * as repo from './workflow.repository.ts';

export type InboxBox = 'todo' | 'done';
type WorkflowInboxFilters = Omit<WorkflowInboxQuery, 'page' | 'size'>;
const EXPORT_BATCH = 500;

// Dates in the filters are calendar days in China Standard Time, whatever the server's zone.

function summary(
  def: ProcessDefinition | undefined,
  i: WorkflowInstance,
  names: { assignee: string | null; submitter: string },
  now: Date,
): WorkflowInstanceSummary {
  return {
    id: i.id,
    process: i.process,
    processTitle: def?.title ?? i.process,
    subjectType: i.subjectType,
    subjectId: i.subjectId,
    title: i.title,
    state: i.state,
    stateLabel: def?.states.find((s) => s.key === i.state)?.label ?? i.state,
    open: i.open,
    assigneeOrg: i.assigneeOrgId ? { id: i.assigneeOrgId, name: names.assignee ?? '' } : null,
    submitterOrg: { id: i.submitterOrgId, name: names.submitter },
    deadline: i.deadline?.toISOString() ?? null,
    overdue: i.open && i.deadline !== null && i.deadline <= now,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
    version: i.version,
  };
}

export function createWorkflowInbox(ctx: AppContext) {
  const { db, workflow } = ctx;

  function checkDates(q: WorkflowInboxFilters) {
    if (q.from && q.to && q.from > q.to)
      throw new ValidationError([{ path: 'to', message: '结束日期不能早于开始日期' }]);
  }

  /** The inbox's condition and filters, or null when the filters can match nothing. */
  function query(box: InboxBox, user: SessionUser, q: WorkflowInboxFilters) {
    let processes: string[] | undefined;
    if (q.group) processes = workflow.processes.list(q.group).map((p) => p.key);
    if (q.process) processes = processes ? processes.filter((p) => p === q.process) : [q.process];
    if (processes?.length === 0) return null;
    checkDates(q);
    const where = box === 'todo' ? repo.todoOf(user.org.id) : repo.doneBy(user.org.id);
    const filter: repo.InboxFilter = {
      processes,
      state: q.state,
      keyword: q.keyword || undefined,
      from: q.from ? dayStart(q.from) : undefined,
      to: q.to ? nextDayStart(q.to) : undefined,
      overdueAt: q.overdue === 'true' ? ctx.clock() : undefined,
    };
    return { where, filter };
  }

  const summaryOf = (r: repo.InstanceRow, now: Date) =>
    summary(
      workflow.processes.find(r.instance.process),
      r.instance,
      { assignee: r.assigneeOrgName, submitter: r.submitterOrgName },
      now,
    );

  async function list(box: InboxBox, user: SessionUser, q: WorkflowInboxQuery) {
    const found = query(box, user, q);
    if (!found) return toPage<WorkflowInstanceSummary>([], 0, q);
    const { total, items } = await repo.listInstances(db, found.where, found.filter, q.size, offsetOf(q));
    const now = ctx.clock();
    return toPage(
      items.map((r) => summaryOf(r, now)),
      total,
      q,
    );
  }

  /** Every matching row of the inbox, a batch at a time (an inbox is a few thousand rows at most). */
  async function* rows(box: InboxBox, user: SessionUser, q: WorkflowInboxFilters) {
    const found = query(box, user, q);
    if (!found) return;
    const now = ctx.clock();
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const { items } = await repo.listInstances(db, found.where, found.filter, EXPORT_BATCH, offset, false);
      for (const r of items) yield summaryOf(r, now);
      if (items.length < EXPORT_BATCH) return;
    }
  }

  async function visible(user: SessionUser, id: string) {
    const instance = await workflow.findVisible(id, user.org.id);
    if (!instance) throw new NotFoundError('流程不存在或无权查看');
    return instance;
  }

  async function detail(user: SessionUser, id: string): Promise<WorkflowInstanceDetail> {
    const instance = await visible(user, id);
    const def = workflow.processes.find(instance.process);
    const names = await repo.orgNames(
      db,
      [instance.submitterOrgId, instance.assigneeOrgId].filter((x) => x !== null),
    );
    return {
      instance: summary(
        workflow.processes.find(instance.process),
        instance,
        {
          assignee: instance.assigneeOrgId ? (names.get(instance.assigneeOrgId) ?? null) : null,
          submitter: names.get(instance.submitterOrgId) ?? '',
        },
        ctx.clock(),
      ),
      history: await workflow.history(instance.id),
      actions: workflow.availableActions(instance, user),
      subjectLink: def?.subjectLink?.(instance, user) ?? null,
      subjectSummary: (await def?.subjectSummary?.(db, instance)) ?? [],
    };
  }

  return {
    processes(group?: WorkflowProcess['group']): WorkflowProcess[] {
      return workflow.processes.list(group).map((p) => ({
        key: p.key,
        title: p.title,
        group: p.group,
        states: p.states.map((s) => ({ key: s.key, label: s.label, open: s.open })),
      }));
    },
    todo: (caller: Caller, q: WorkflowInboxQuery): Promise<Page<WorkflowInstanceSummary>> =>
      list('todo', caller.user, q),
    done: (caller: Caller, q: WorkflowInboxQuery): Promise<Page<WorkflowInstanceSummary>> =>
      list('done', caller.user, q),
    rows: (box: InboxBox, caller: Caller, q: WorkflowInboxFilters) => rows(box, caller.user, q),
    /** Throws the filters' validation error now (an export must answer 400 before it streams). */
    checkDates,
    detail: (caller: Caller, id: string) => detail(caller.user, id),

    async act(caller: Caller, id: string, body: WorkflowActBody) {
      const { user, address } = caller;
      await workflow.act({
        instanceId: id,
        action: body.action,
        actor: user,
        comment: body.comment ?? null,
        attachments: body.attachments ?? [],
        toOrgId: body.toOrgId,
        deadline: body.deadline === undefined ? undefined : new Date(body.deadline),
        expectedVersion: body.version,
        address,
      });
      return detail(user, id);
    },

    async targets(caller: Caller, id: string, action: 'assign' | 'transfer', keyword?: string) {
      const { user } = caller;
      const instance = await visible(user, id);
      const offered = workflow.availableActions(instance, user).find((a) => a.action === action);
      if (!offered?.targetTypes) return [] as WorkflowTargetOrg[];
      return repo.targetOrgs(
        db,
        offered.targetTypes,
        user.org.id,
        instance.submitterOrgId,
        keyword || undefined,
      );
    },
  };
}
