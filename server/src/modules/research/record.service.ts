// Visit records (走访调研记录): an office writes what it saw at an enterprise of its region, submits
// it for review (research/record/process), and the enterprise reads the approved records about
// itself. Problems found are kept on the record as a list; turning one into a green-channel problem
// is the green channel's business (POST /problems/convert); the detail shows what was converted.
import type { Page } from '@portal/contract';
import {
  type FileRef,
  RESEARCH_RECORD_REVIEW,
  type RecordDetail,
  type RecordSummary,
  type recordInput,
  type recordQuery,
} from '@portal/contract/research';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { withGreenChannel } from '../../platform/access/green-channel.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { conversionsOf } from '../../platform/conversions/conversions.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import * as repo from './record.repository.ts';
import { recordScope, writtenBy } from './research.policy.ts';
import { ownUploads } from './research.repository.ts';

const MISSING = '走访调研记录不存在';
const STALE = '记录已被他人修改，请刷新后再编辑';
export const RECORD_FILES = 'research_record';
const IMAGE = /\.(jpe?g|png|gif|webp|bmp)$/i;

type Input = z.output<typeof recordInput>;
type Row = NonNullable<Awaited<ReturnType<typeof repo.findRecord>>>;

function summaryOf(r: Row): RecordSummary {
  return {
    id: r.record.id,
    orgId: r.record.orgId,
    enterprise: r.enterprise,
    office: r.office,
    visitDate: r.record.visitDate,
    form: r.record.form,
    visitors: r.record.visitors,
    status: r.record.status,
    followUpDate: r.record.followUpDate,
    problemCount: r.record.problems.length,
  };
}

export function createRecords(ctx: AppContext) {
  const { db, clock, audit, workflow, files } = ctx;
  const log = (tx: Database, caller: Caller, action: string, id: string, detail: Record<string, unknown>) =>
    audit.by(caller, { action, objectType: 'research_record', objectId: id, detail }, tx);

  async function detailOf(caller: Caller, id: string): Promise<RecordDetail> {
    const row = await repo.findRecord(db, recordScope(caller.user), id);
    if (!row) throw new NotFoundError(MISSING);
    const r = row.record;
    const editable = r.officeOrgId === caller.org.id && (r.status === 'DRAFT' || r.status === 'RETURNED');
    return {
      ...summaryOf(row),
      participants: r.participants,
      notes: r.notes,
      problems: r.problems,
      photos: r.photos,
      attachments: r.attachments,
      workflowInstanceId:
        r.status === 'APPROVED' && caller.org.type === 'ENTERPRISE' ? null : r.workflowInstanceId,
      version: r.version,
      abilities: { edit: editable, submit: editable },
      greenChannel: (await withGreenChannel(db, [r.orgId])).has(r.orgId),
      conversions:
        caller.org.type === 'FINANCIAL'
          ? ((await conversionsOf(db, 'visit-record', [r.id])).get(r.id) ?? [])
          : [],
    };
  }

  /**
   * The subject lies in the office's region, the dates make sense, and every file is one the
   * record already holds or the caller uploaded (photos must be pictures); names come from the store.
   */
  async function valuesOf(
    tx: Database,
    caller: Caller,
    input: Input,
    held: readonly FileRef[],
  ): Promise<repo.RecordValues> {
    const ent = await repo.enterpriseInRegion(tx, input.orgId, caller.org.regionCode);
    if (!ent) throw new ValidationError([{ path: 'orgId', message: '只能记录本辖区的企业' }]);
    if (input.visitDate > chinaDay(clock()))
      throw new ValidationError([{ path: 'visitDate', message: '走访日期不能晚于今天' }]);
    if (input.followUpDate && input.followUpDate < input.visitDate)
      throw new ValidationError([{ path: 'followUpDate', message: '跟进日期不能早于走访日期' }]);
    const heldIds = new Map(held.map((f) => [f.id, f.name]));
    const fresh = [...input.photos, ...input.attachments].map((f) => f.id).filter((id) => !heldIds.has(id));
    for (const f of await ownUploads(tx, fresh, caller.user.id)) heldIds.set(f.id, f.name);
    const resolve = (path: 'photos' | 'attachments', list: readonly FileRef[]) =>
      list.map((f) => {
        const name = heldIds.get(f.id);
        if (name === undefined)
          throw new ValidationError([{ path, message: '附件不存在或不是您上传的文件' }]);
        if (path === 'photos' && !IMAGE.test(name))
          throw new ValidationError([{ path, message: '照片须为图片文件' }]);
        return { id: f.id, name };
      });
    return {
      orgId: ent.id,
      regionCode: ent.regionCode ?? '',
      visitDate: input.visitDate,
      visitors: input.visitors,
      form: input.form,
      participants: input.participants,
      notes: input.notes,
      problems: input.problems,
      photos: resolve('photos', input.photos),
      attachments: resolve('attachments', input.attachments),
      followUpDate: input.followUpDate,
    };
  }

  const useFiles = (tx: Database, id: string, v: repo.RecordValues) =>
    files.use(
      { type: RECORD_FILES, id },
      [...v.photos, ...v.attachments].map((f) => f.id),
      tx,
    );

  return {
    async list(caller: Caller, query: z.output<typeof recordQuery>): Promise<Page<RecordSummary>> {
      const { total, rows } = await repo.listRecords(
        db,
        recordScope(caller.user),
        query,
        query.size,
        offsetOf(query),
      );
      return toPage(rows.map(summaryOf), total, query);
    },

    detail: detailOf,

    async create(caller: Caller, input: Input): Promise<RecordDetail> {
      const id = await db.transaction(async (tx) => {
        const values = await valuesOf(tx, caller, input, []);
        const created = await repo.insertRecord(tx, {
          ...values,
          officeOrgId: caller.org.id,
          createdBy: caller.user.id,
          now: clock(),
        });
        await useFiles(tx, created, values);
        await log(tx, caller, 'research.record.created', created, { orgId: values.orgId });
        return created;
      });
      return detailOf(caller, id);
    },

    async update(caller: Caller, id: string, input: Input & { version: number }): Promise<RecordDetail> {
      await db.transaction(async (tx) => {
        const row = await repo.lockRecord(tx, writtenBy(caller.user), id);
        if (!row) throw new NotFoundError(MISSING);
        if (row.version !== input.version) throw new ConflictError(STALE);
        if (row.status !== 'DRAFT' && row.status !== 'RETURNED')
          throw new ConflictError('记录已提交审核或已通过，不能再修改');
        const values = await valuesOf(tx, caller, input, [...row.photos, ...row.attachments]);
        await repo.updateRecord(tx, id, values, clock());
        await useFiles(tx, id, values);
        await log(tx, caller, 'research.record.updated', id, { orgId: values.orgId });
      });
      return detailOf(caller, id);
    },

    async submit(caller: Caller, id: string): Promise<RecordDetail> {
      await db.transaction(async (tx) => {
        const row = await repo.lockRecord(tx, writtenBy(caller.user), id);
        if (!row) throw new NotFoundError(MISSING);
        if (row.status === 'RETURNED' && row.workflowInstanceId) {
          await workflow.act(
            {
              instanceId: row.workflowInstanceId,
              action: 'submit',
              actor: caller.user,
              address: caller.address,
            },
            tx,
          );
          return;
        }
        if (row.status !== 'DRAFT') throw new ConflictError('记录已提交审核或已通过');
        const [named] = await repo.recordsByIds(tx, [id]);
        const instance = await workflow.start(
          {
            process: RESEARCH_RECORD_REVIEW,
            subjectId: id,
            title: `${named?.enterprise ?? ''} ${row.visitDate} 走访调研`,
            actor: caller.user,
            assigneeOrgId: caller.org.id,
            address: caller.address,
          },
          tx,
        );
        await repo.updateRecord(tx, id, { status: 'IN_REVIEW', workflowInstanceId: instance.id }, clock());
      });
      return detailOf(caller, id);
    },
  };
}
