// The green channel: an enterprise drafts and submits a problem; every later step goes through the
// workflow engine (problem.process.ts) inside the same transaction as this module's own row, so
// the state, the history, the audit row, the notices and the problem's fields commit together.
import type { Page, WorkflowAction } from '@portal/contract';
import {
  PROBLEM_DEFAULT_WORKING_DAYS,
  type ProblemDetail,
  type ProblemListQuery,
  type ProblemSummary,
  type problemActBody,
  type problemConvertInput,
  type problemInput,
  type problemNoteInput,
  type problemTargetQuery,
  type problemUpdate,
} from '@portal/contract/problem';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { inRegionScope } from '../../platform/access/region-scope.ts';
import type { AppContext } from '../../platform/context.ts';
import { claimConversion } from '../../platform/conversions/conversions.ts';
import { renderRichText, sanitizeRichText, textOf } from '../../platform/html/sanitize.ts';
import {
  AccessDeniedError,
  ConflictError,
  NotFoundError,
  ValidationError,
} from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { responsibleOffice } from '../../platform/workflow/index.ts';
import { deadlineAfter, mayUseGreenChannel, PROBLEM_OWNER, scopeOf } from './problem.policy.ts';
import { PROBLEM_PROCESS, PROBLEM_SUBJECT } from './problem.process.ts';
import * as repo from './problem.repository.ts';

const MISSING = '问题不存在或无权查看';
const STALE = '问题已被他人修改，请刷新后重试';
const SOURCE_NAMES = { 'visit-record': '走访记录', sentiment: '舆情' } as const;

export type ProblemService = ReturnType<typeof createProblemService>;

export function toSummary(row: repo.DecoratedRow, now: Date): ProblemSummary {
  const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
  const handling = row.state === 'assigned' || row.state === 'extending';
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    state: row.state,
    enterprise: { id: row.enterpriseOrgId, name: row.enterpriseName },
    office: ref(row.officeOrgId, row.officeName),
    leadUnit: ref(row.leadUnitId, row.leadUnitName),
    assignee: ref(row.holderOrgId, row.holderName),
    deadline: row.deadline?.toISOString() ?? null,
    overdue: handling && row.deadline !== null && row.deadline.getTime() < now.getTime(),
    escalation: row.escalation,
    supervised: row.supervised,
    rating: row.rating,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function createProblemService(ctx: AppContext) {
  const { db, clock, audit, workflow, notices, files } = ctx;

  async function detailOf(caller: Caller, row: repo.DecoratedRow): Promise<ProblemDetail> {
    const instance = row.instanceId ? await workflow.findVisible(row.instanceId, caller.org.id) : undefined;
    const latest = row.instanceId
      ? (instance ?? (await workflow.findBySubject(PROBLEM_SUBJECT, row.id)))
      : null;
    const coNames = await repo.orgNames(db, row.coUnitIds);
    // 'reopen' is what a 不满意 rating does; the page offers the rating only.
    const actions = instance
      ? workflow
          .availableActions(instance, caller.user, { viaFeature: true })
          .filter((a) => a.action !== 'reopen')
      : [];
    const own = caller.org.id === row.enterpriseOrgId;
    // The co-handling units' notes are coordination among the government side.
    const notes = caller.org.type === 'ENTERPRISE' ? [] : await repo.notesOf(db, row.id);
    const editable = own && (row.state === 'draft' || row.state === 'returned');
    return {
      ...toSummary(row, clock()),
      description: renderRichText(row.description),
      expectedOutcome: row.expectedOutcome,
      attachments: row.attachments,
      coUnits: row.coUnitIds.map((id) => ({ id, name: coNames.get(id) ?? '' })),
      reply: row.reply === null ? null : renderRichText(row.reply),
      workingDays: row.workingDays,
      instance: latest ? { id: latest.id, version: latest.version } : null,
      history: latest ? await workflow.history(latest.id) : [],
      actions,
      abilities: {
        edit: editable,
        remove: own && row.state === 'draft',
        submit: own && row.state === 'draft',
        note: mayNote(caller, row),
      },
      source: row.source,
      notes: notes.map((n) => ({
        id: n.id,
        org: { id: n.orgId, name: n.orgName },
        author: n.author ?? '',
        content: n.content,
        createdAt: n.createdAt.toISOString(),
      })),
    };
  }

  /** A co-handling unit, while the problem is in hand (the lead unit's notes are `handle`). */
  function mayNote(caller: Caller, row: repo.ProblemRow): boolean {
    return (
      caller.org.type === 'FUNCTIONAL' &&
      row.coUnitIds.includes(caller.org.id) &&
      (row.state === 'assigned' || row.state === 'extending')
    );
  }

  async function reload(caller: Caller, id: string): Promise<ProblemDetail> {
    const row = await repo.findInScope(db, scopeOf(caller), id);
    if (!row) throw new NotFoundError(MISSING);
    return detailOf(caller, row);
  }

  async function checkAttachments(tx: Database, wanted: { id: string }[], caller: Caller) {
    const ids = [...new Set(wanted.map((a) => a.id))];
    const found = await repo.ownUploads(tx, ids, caller.user.id);
    if (found.length !== ids.length)
      throw new ValidationError([{ path: 'attachments', message: '附件不存在或不是您上传的文件' }]);
    return found;
  }

  function cleanDescription(html: string): string {
    const clean = sanitizeRichText(html);
    if (textOf(clean).trim() === '')
      throw new ValidationError([{ path: 'description', message: '请描述问题' }]);
    return clean;
  }

  async function requireGreenChannel(tx: Database, caller: Caller) {
    const org = await repo.orgById(tx, caller.org.id);
    if (!org || !mayUseGreenChannel(org)) throw new AccessDeniedError('贵企业尚未开通绿色通道');
    return org;
  }

  async function notify(
    tx: Database,
    orgIds: (string | null)[],
    except: string,
    title: string,
    content: string,
    problemId: string,
  ) {
    const people = (
      await repo.peopleOf(
        tx,
        orgIds.filter((id): id is string => id !== null),
      )
    ).filter((id) => id !== except);
    if (people.length === 0) return;
    await notices.send(
      people,
      { title, content, category: '绿色通道', link: `/problem/detail?id=${problemId}` },
      tx,
    );
  }

  return {
    async list(
      caller: Caller,
      q: ProblemListQuery & { page: number; size: number },
    ): Promise<Page<ProblemSummary> & { capped: boolean }> {
      const now = clock();
      const { total, capped, ids } = await repo.listIds(db, scopeOf(caller), q, now, q.size, offsetOf(q));
      const rows = await repo.decorate(db, ids);
      return {
        ...toPage(
          rows.map((r) => toSummary(r, now)),
          total,
          q,
        ),
        capped,
      };
    },

    read: (caller: Caller, id: string) => reload(caller, id),

    async create(caller: Caller, input: z.output<typeof problemInput>): Promise<ProblemDetail> {
      const id = await db.transaction(async (tx) => {
        const org = await requireGreenChannel(tx, caller);
        const attachments = await checkAttachments(tx, input.attachments, caller);
        const now = clock();
        const row = await repo.insertProblem(tx, {
          enterpriseOrgId: org.id,
          regionCode: org.regionCode ?? '',
          category: input.category,
          title: input.title,
          description: cleanDescription(input.description),
          expectedOutcome: input.expectedOutcome,
          attachments,
          state: 'draft',
          createdBy: caller.user.id,
          createdAt: now,
          updatedAt: now,
        });
        await files.use(
          { type: PROBLEM_OWNER, id: row.id },
          attachments.map((a) => a.id),
          tx,
        );
        await audit.by(caller, { action: 'problem.created', objectType: 'problem', objectId: row.id }, tx);
        return row.id;
      });
      return reload(caller, id);
    },

    async update(caller: Caller, id: string, input: z.output<typeof problemUpdate>): Promise<ProblemDetail> {
      await db.transaction(async (tx) => {
        const row = await repo.lockInScope(tx, { kind: 'enterprise', orgId: caller.org.id }, id);
        if (!row || caller.org.type !== 'ENTERPRISE') throw new NotFoundError(MISSING);
        if (row.state !== 'draft' && row.state !== 'returned')
          throw new ConflictError('已提交的问题不能修改');
        if (row.version !== input.version) throw new ConflictError(STALE);
        const attachments = await checkAttachments(tx, input.attachments, caller);
        const updated = await repo.updateProblem(tx, id, input.version, {
          category: input.category,
          title: input.title,
          description: cleanDescription(input.description),
          expectedOutcome: input.expectedOutcome,
          attachments,
          updatedAt: clock(),
        });
        if (!updated) throw new ConflictError(STALE);
        await files.use(
          { type: PROBLEM_OWNER, id },
          attachments.map((a) => a.id),
          tx,
        );
        await audit.by(caller, { action: 'problem.updated', objectType: 'problem', objectId: id }, tx);
      });
      return reload(caller, id);
    },

    async remove(caller: Caller, id: string): Promise<{ id: string }> {
      await db.transaction(async (tx) => {
        const row = await repo.lockInScope(tx, { kind: 'enterprise', orgId: caller.org.id }, id);
        if (!row || caller.org.type !== 'ENTERPRISE') throw new NotFoundError(MISSING);
        if (row.state !== 'draft' || !(await repo.deleteDraft(tx, id, row.version)))
          throw new ConflictError('只能删除草稿');
        await audit.by(caller, { action: 'problem.deleted', objectType: 'problem', objectId: id }, tx);
      });
      return { id };
    },

    /**
     * An office files a problem for an enterprise of its region, converted from a visit record's
     * problem found or a sentiment item. The enterprise stays the submitter (it rates the outcome);
     * the office starts the process and accepts (受理) it in the same transaction, so it can assign
     * at once. The source is claimed in that transaction too: converting it twice is a 409.
     */
    async convert(caller: Caller, input: z.output<typeof problemConvertInput>): Promise<ProblemDetail> {
      const id = await db.transaction(async (tx) => {
        const org = await repo.orgById(tx, input.enterpriseId);
        if (org?.type !== 'ENTERPRISE' || !inRegionScope(org.regionCode, caller.org.regionCode))
          throw new NotFoundError('企业不存在或不在您的管辖范围内');
        if (!mayUseGreenChannel(org))
          throw new ValidationError([{ path: 'enterpriseId', message: '该企业尚未开通绿色通道' }]);
        const source = await ctx.conversionSources.check(tx, caller, input.source, org.id);
        const now = clock();
        const row = await repo.insertProblem(tx, {
          enterpriseOrgId: org.id,
          regionCode: org.regionCode ?? '',
          category: input.category,
          title: input.title,
          description: cleanDescription(input.description),
          state: 'accepted',
          officeOrgId: caller.org.id,
          holderOrgId: caller.org.id,
          source,
          submittedAt: now,
          createdBy: caller.user.id,
          createdAt: now,
          updatedAt: now,
        });
        await claimConversion(tx, {
          source,
          target: 'problem',
          targetId: row.id,
          userId: caller.user.id,
          at: now,
        });
        const started = await workflow.start(
          {
            process: PROBLEM_PROCESS,
            subjectId: row.id,
            title: row.title,
            actor: caller.user,
            submitterOrgId: org.id,
            assigneeOrgId: caller.org.id,
            comment: `由${SOURCE_NAMES[source.kind]}转入：${source.label}`,
            address: caller.address,
          },
          tx,
        );
        // 受理 notifies the enterprise (the submitter) through the engine.
        const accepted = await workflow.act(
          {
            instanceId: started.id,
            action: 'approve',
            actor: caller.user,
            expectedVersion: started.version,
            address: caller.address,
            viaFeature: true,
          },
          tx,
        );
        await repo.updateProblem(tx, row.id, row.version, {
          instanceId: started.id,
          state: accepted.state as repo.ProblemRow['state'],
          holderOrgId: accepted.assigneeOrgId,
        });
        await audit.by(
          caller,
          {
            action: 'problem.converted',
            objectType: 'problem',
            objectId: row.id,
            detail: { source },
          },
          tx,
        );
        return row.id;
      });
      return reload(caller, id);
    },

    /** Draft → the responsible office (county, else city, else province) of the enterprise's region. */
    async submit(caller: Caller, id: string, version: number): Promise<ProblemDetail> {
      await db.transaction(async (tx) => {
        const row = await repo.lockInScope(tx, { kind: 'enterprise', orgId: caller.org.id }, id);
        if (!row || caller.org.type !== 'ENTERPRISE') throw new NotFoundError(MISSING);
        await requireGreenChannel(tx, caller);
        if (row.state !== 'draft') throw new ConflictError('该问题已提交');
        if (row.version !== version) throw new ConflictError(STALE);
        const office = await responsibleOffice(tx, row.regionCode);
        if (!office) throw new ConflictError('未找到负责贵企业所在地区的金融办，请联系管理员');
        const instance = await workflow.start(
          {
            process: PROBLEM_PROCESS,
            subjectId: row.id,
            title: row.title,
            actor: caller.user,
            assigneeOrgId: office.id,
            address: caller.address,
          },
          tx,
        );
        const now = clock();
        const updated = await repo.updateProblem(tx, id, version, {
          state: 'submitted',
          instanceId: instance.id,
          holderOrgId: office.id,
          officeOrgId: office.id,
          submittedAt: now,
          updatedAt: now,
        });
        if (!updated) throw new ConflictError(STALE);
      });
      return reload(caller, id);
    },

    async act(caller: Caller, id: string, body: z.output<typeof problemActBody>): Promise<ProblemDetail> {
      await db.transaction(async (tx) => {
        const row = await repo.lockInScope(tx, scopeOf(caller), id);
        if (!row?.instanceId) throw new NotFoundError(MISSING);
        const step = await stepOf(tx, caller, row, body);
        const updated = await workflow.act(
          {
            instanceId: row.instanceId,
            action: step.action,
            actor: caller.user,
            comment: body.comment ?? null,
            attachments: body.attachments,
            toOrgId: body.toOrgId,
            deadline: step.deadline,
            expectedVersion: body.version,
            address: caller.address,
            viaFeature: true,
          },
          tx,
        );
        const now = clock();
        const saved = await repo.updateProblem(tx, id, row.version, {
          ...step.values,
          state: updated.state as repo.ProblemRow['state'],
          holderOrgId: updated.assigneeOrgId,
          updatedAt: now,
        });
        if (!saved) throw new ConflictError(STALE);
        await step.after?.(tx);
      });
      return reload(caller, id);
    },

    async note(caller: Caller, id: string, body: z.output<typeof problemNoteInput>): Promise<ProblemDetail> {
      await db.transaction(async (tx) => {
        // Locked: a note and a step that ends the handling do not cross.
        const row = await repo.lockInScope(tx, scopeOf(caller), id);
        if (!row) throw new NotFoundError(MISSING);
        if (!mayNote(caller, row)) {
          if (caller.org.type === 'FUNCTIONAL' && row.coUnitIds.includes(caller.org.id))
            throw new ConflictError('问题不在办理中，不能添加协办进展');
          throw new AccessDeniedError('只有协办单位可以添加协办进展');
        }
        const now = clock();
        await repo.insertNote(tx, {
          problemId: id,
          orgId: caller.org.id,
          authorId: caller.user.id,
          content: body.content,
          createdAt: now,
        });
        await audit.by(
          caller,
          {
            action: 'problem.noted',
            objectType: 'problem',
            objectId: id,
            detail: { length: body.content.length },
          },
          tx,
        );
        await notify(
          tx,
          [row.leadUnitId, row.officeOrgId],
          caller.user.id,
          `【协办进展】${row.title}`,
          `协办单位就“${row.title}”添加了办理进展`,
          id,
        );
      });
      return reload(caller, id);
    },

    async targets(caller: Caller, id: string, q: z.output<typeof problemTargetQuery>) {
      const row = await repo.findInScope(db, scopeOf(caller), id);
      if (!row) throw new NotFoundError(MISSING);
      if (caller.org.type !== 'FINANCIAL') throw new AccessDeniedError('抱歉，您无权进行此操作');
      return repo.targets(db, q.action, row, caller.org.id, q.keyword);
    },
  };

  /**
   * What the green channel adds to the engine's step: the engine's action name, a deadline in
   * working days, the problem's own fields, and notices the engine does not send.
   */
  async function stepOf(
    tx: Database,
    caller: Caller,
    row: repo.ProblemRow,
    body: z.output<typeof problemActBody>,
  ): Promise<{
    action: WorkflowAction;
    deadline?: Date;
    values?: Partial<repo.ProblemRow>;
    after?: (tx: Database) => Promise<void>;
  }> {
    const now = clock();
    const title = `【绿色通道】${row.title}`;
    switch (body.action) {
      case 'assign': {
        const days = body.workingDays ?? PROBLEM_DEFAULT_WORKING_DAYS;
        const coUnitIds = [...new Set(body.coUnitIds ?? [])].filter((u) => u !== body.toOrgId);
        if ((await repo.functionalIds(tx, coUnitIds)).length !== coUnitIds.length)
          throw new ValidationError([{ path: 'coUnitIds', message: '协办单位须为成员单位' }]);
        const deadline = deadlineAfter(now, days);
        return {
          action: 'assign',
          deadline,
          values: {
            leadUnitId: body.toOrgId ?? null,
            coUnitIds,
            workingDays: days,
            assignedAt: now,
            deadline,
            escalation: 0,
            proposedAt: null,
          },
          after: (t) =>
            notify(t, coUnitIds, caller.user.id, title, `您单位被指定为“${row.title}”的协办单位`, row.id),
        };
      }
      case 'grant': {
        if (!body.workingDays)
          throw new ValidationError([{ path: 'workingDays', message: '请填写延长的工作日数' }]);
        const from = row.deadline && row.deadline > now ? row.deadline : now;
        const deadline = deadlineAfter(from, body.workingDays);
        return {
          action: 'grant',
          deadline,
          values: { deadline, escalation: 0, workingDays: (row.workingDays ?? 0) + body.workingDays },
        };
      }
      case 'propose': {
        const reply = sanitizeRichText(body.reply ?? '');
        if (textOf(reply).trim() === '')
          throw new ValidationError([{ path: 'reply', message: '请填写办理答复' }]);
        return { action: 'propose', values: { reply, proposedAt: now } };
      }
      case 'close':
        return {
          action: 'close',
          values: {
            closedAt: now,
            closedLate: row.deadline !== null && (row.proposedAt ?? now) > row.deadline,
          },
        };
      case 'sendBack':
        return { action: 'sendBack', values: { proposedAt: null } };
      case 'transfer':
        return { action: 'transfer', values: { officeOrgId: body.toOrgId ?? row.officeOrgId } };
      case 'rate': {
        if (!body.rating) throw new ValidationError([{ path: 'rating', message: '请选择评价' }]);
        if (body.rating !== 'UNSATISFIED')
          return {
            action: 'rate',
            values: { rating: body.rating, ratedAt: now },
            after: (t) =>
              notify(
                t,
                [row.officeOrgId, row.leadUnitId],
                caller.user.id,
                title,
                `企业已评价“${row.title}”`,
                row.id,
              ),
          };
        // 不满意: back to the lead unit under supervision, with a fresh limit of the same length.
        if (!body.comment) throw new ValidationError([{ path: 'comment', message: '请说明不满意的原因' }]);
        const deadline = deadlineAfter(now, row.workingDays ?? PROBLEM_DEFAULT_WORKING_DAYS);
        return {
          action: 'reopen',
          deadline,
          values: {
            rating: 'UNSATISFIED',
            ratedAt: now,
            supervised: true,
            assignedAt: now,
            deadline,
            escalation: 0,
            proposedAt: null,
            closedAt: null,
            closedLate: null,
          },
          after: (t) =>
            notify(
              t,
              [row.officeOrgId],
              caller.user.id,
              `【督办】${row.title}`,
              `企业对“${row.title}”的办理结果不满意，已重新交由牵头单位办理并列入督办`,
              row.id,
            ),
        };
      }
      default:
        return { action: body.action };
    }
  }
}
