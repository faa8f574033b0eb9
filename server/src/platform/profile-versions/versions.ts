// The life of a versioned profile seen from its owner: save a draft, submit it for review (a new
// workflow instance, or the returned one resubmitted), withdraw it, discard it; and the history of
// approved versions with their differences. The subject's scope is checked by the caller.
import type { FieldChange, Page, PageQuery, ProfileAbilities } from '@portal/contract';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { ProfileSubjectType } from '../../db/schema/index.ts';
import type { Audit } from '../audit/audit.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { offsetOf, toPage } from '../http/paging.ts';
import type { Workflow, WorkflowActor } from '../workflow/index.ts';
import { diffProfiles } from './diff.ts';
import * as repo from './repository.ts';

export type { LockedRecord, VersionRow, VersionWithNames } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

/** The API shape of a version; `data` is whatever the profile's schema made of it when saved. */
export function presentVersion<T>(v: repo.VersionWithNames) {
  return {
    id: v.id,
    number: v.number,
    status: v.status,
    data: v.data as T,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
    createdBy: ref(v.createdBy, v.createdByName),
    submittedAt: iso(v.submittedAt),
    decidedAt: iso(v.decidedAt),
    decidedBy: ref(v.decidedBy, v.decidedByName),
    decidedByOrg: ref(v.decidedByOrg, v.decidedByOrgName),
    comment: v.comment,
    workflowInstanceId: v.workflowInstanceId,
  };
}

/** What the owner may do, given the open version (if any). */
export function abilitiesOf(open: repo.VersionRow | undefined, canWrite: boolean): ProfileAbilities {
  const status = open?.status;
  return {
    edit: canWrite && status !== 'SUBMITTED',
    submit: canWrite && (status === 'DRAFT' || status === 'REJECTED'),
    withdraw: canWrite && (status === 'SUBMITTED' || status === 'REJECTED'),
  };
}

export type Submission = {
  actor: WorkflowActor;
  title: string;
  /** The office that reviews it; null: no office found (refused). */
  assigneeOrgId: string | null;
  /** Data of the current approved version, to refuse a submission that changes nothing. */
  currentData: unknown;
  address: string | null;
};

export function createVersionedProfiles(
  deps: { db: Database; clock: Clock; audit: Audit; workflow: Workflow },
  config: {
    type: ProfileSubjectType;
    process: string;
    keyOrder: readonly string[];
    /** The 404's message for an owner without a record yet. */
    missing: string;
  },
) {
  const { db, clock, audit, workflow } = deps;
  const subject = (id: string): repo.Subject => ({ type: config.type, id });
  const record = (actor: WorkflowActor, action: string, id: string, address: string | null, tx: Database) =>
    audit.record(
      { actor, action: `${config.type}.${action}`, objectType: config.type, objectId: id, address },
      tx,
    );

  return {
    findOpen: (subjectId: string, executor: Database = db) => repo.findOpen(executor, subject(subjectId)),
    findVersion: (subjectId: string, id: string, executor: Database = db) =>
      repo.findNamed(executor, subject(subjectId), id),

    /**
     * Creates or replaces the draft; a version in review cannot change (409). Audited. Runs in
     * the caller's transaction and locks the subject, which must exist by now.
     */
    async saveDraft(
      tx: Database,
      subjectId: string,
      data: Record<string, unknown>,
      actor: WorkflowActor,
      address: string | null,
    ): Promise<repo.VersionRow> {
      const now = clock();
      await repo.lockSubject(tx, subject(subjectId));
      const open = await repo.findOpen(tx, subject(subjectId));
      if (open?.status === 'SUBMITTED') throw new ConflictError('该版本正在审核中，请先撤回再修改');
      const saved = open
        ? await repo.updateDraftData(tx, subject(subjectId), open.id, data, now)
        : await repo.insertDraft(tx, subject(subjectId), { data, createdBy: actor.id, now });
      if (!saved) throw new ConflictError();
      await record(actor, 'draft.saved', subjectId, address, tx);
      return saved;
    },

    /**
     * Sends the open draft (or the returned version) to review: a new review, or the returned one
     * resubmitted, and the version is in review — one transaction, whose audit row is the
     * workflow step's. The subject's record is read once, locked (one write of a subject at a
     * time), and so is the open version; `prepare` gets both and reads what else the submission
     * needs (it may bring the record's columns up to date with the version).
     */
    async submit(
      orgId: string,
      prepare: (tx: Database, record: repo.LockedRecord, open: repo.VersionRow) => Promise<Submission>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const record = await repo.lockRecordOf(tx, config.type, orgId);
        if (!record) throw new NotFoundError(config.missing);
        const open = await repo.findOpen(tx, subject(record.id));
        if (!open) throw new ConflictError('没有可提交的草稿，请先编辑保存');
        if (open.status === 'SUBMITTED') throw new ConflictError('已提交审核，请等待审核结果');
        const s = await prepare(tx, record, open);
        if (s.currentData && diffProfiles(s.currentData, open.data, config.keyOrder).length === 0)
          throw new ValidationError(
            [{ path: 'data', message: '与当前版本相比没有修改' }],
            '与当前版本相比没有修改',
          );
        const now = clock();
        if (open.status === 'REJECTED' && open.workflowInstanceId) {
          // In review before the step, so that the review's own submit effect — there for
          // resubmissions made on the workflow page — finds nothing left to do.
          await repo.update(tx, open.id, repo.inReview(now));
          await workflow.act(
            { instanceId: open.workflowInstanceId, action: 'submit', actor: s.actor, address: s.address },
            tx,
          );
          return;
        }
        if (!s.assigneeOrgId) throw new ConflictError('未找到负责审核的金融管理部门，请联系管理员');
        const review = await workflow.start(
          {
            process: config.process,
            subjectId: record.id,
            title: s.title,
            actor: s.actor,
            assigneeOrgId: s.assigneeOrgId,
            address: s.address,
          },
          tx,
        );
        await repo.update(tx, open.id, { ...repo.inReview(now), workflowInstanceId: review.id });
      });
    },

    /** Takes a version in review (or returned) back; it becomes an editable draft again. */
    async withdraw(subjectId: string, actor: WorkflowActor, address: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.lockSubject(tx, subject(subjectId));
        const open = await repo.findOpen(tx, subject(subjectId));
        if (!open?.workflowInstanceId || (open.status !== 'SUBMITTED' && open.status !== 'REJECTED'))
          throw new ConflictError('没有可撤回的审核');
        await workflow.act({ instanceId: open.workflowInstanceId, action: 'withdraw', actor, address }, tx);
        await record(actor, 'withdrawn', subjectId, address, tx);
      });
    },

    /** Drops a draft that was never submitted, or was withdrawn. */
    async discard(subjectId: string, actor: WorkflowActor, address: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.lockSubject(tx, subject(subjectId));
        const open = await repo.findOpen(tx, subject(subjectId));
        if (open?.status !== 'DRAFT' || !(await repo.deleteDraft(tx, subject(subjectId), open.id)))
          throw new ConflictError('没有可删除的草稿');
        await record(actor, 'draft.discarded', subjectId, address, tx);
      });
    },

    /** Approved versions, newest first, each with its difference from the one it replaced. */
    async history<T>(
      subjectId: string,
      query: PageQuery,
    ): Promise<Page<{ version: ReturnType<typeof presentVersion<T>>; changes: FieldChange[] }>> {
      const { total, rows } = await repo.listApproved(db, subject(subjectId), query.size, offsetOf(query));
      const page = rows.slice(0, query.size);
      const items = [];
      for (const [i, v] of page.entries()) {
        const previous =
          rows[i + 1] ??
          (v.number && v.number > 1
            ? await repo.findPreviousApproved(db, subject(subjectId), v.number)
            : undefined);
        items.push({
          version: presentVersion<T>(v),
          changes: diffProfiles(previous?.data ?? null, v.data, config.keyOrder),
        });
      }
      return toPage(items, total, query);
    },

    /** Field-by-field difference in the form's order. */
    diff: (before: unknown, after: unknown) => diffProfiles(before, after, config.keyOrder),
  };
}

export type VersionedProfiles = ReturnType<typeof createVersionedProfiles>;
