// The offices' side of trainings: publish and edit within their region, see the enrolments of their
// trainings, mark attendance by list, cancel. Every change and its audit row commit together.
import { randomInt } from 'node:crypto';
import type { Page } from '@portal/contract';
import type {
  Enrolment,
  EnrolmentFilter,
  TrainingDetail,
  TrainingSummary,
  trainingInput,
  trainingQuery,
} from '@portal/contract/training';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { orgs, regions } from '../../db/schema/index.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { inRegionScope, scopeOf } from '../../platform/access/region-scope.ts';
import type { AppContext } from '../../platform/context.ts';
import { regionState } from '../../platform/dictionaries/dictionary.repository.ts';
import { referencedFileIds, sanitizeRichText } from '../../platform/html/sanitize.ts';
import { checkWordLimit } from '../../platform/html/word-limit.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { detailOf, enrolmentOf, summaryOf } from './training.present.ts';
import * as repo from './training.repository.ts';
import { promoteWaiting, type SeatDeps, seatsTaken } from './training.seats.ts';

export const MISSING_TRAINING = '培训不存在或不在您的管辖范围内';
export const MISSING_ENROLMENT = '报名记录不存在或不在您的管辖范围内';
const STALE = '培训已被他人修改，请刷新后再编辑';

type Input = z.output<typeof trainingInput>;

/** Enrolments of the trainings in the office's region. */
export const officeEnrolments = (caller: Caller) => repo.officeScope(scopeOf(caller.user));

export function createTrainings(ctx: AppContext, seats: SeatDeps) {
  const { db, clock, audit, files } = ctx;

  /** Audience regions lie in the office's region and the dictionary; materials were uploaded by the office. */
  async function checked(caller: Caller, input: Input, before?: repo.TrainingRow) {
    const scope = scopeOf(caller.user);
    if (!caller.org.regionCode)
      throw new ValidationError([{ path: 'audience.regions', message: '机构未设置所在地区' }]);
    const details: { path: string; message: string }[] = [];
    for (const [i, code] of input.audience.regions.entries()) {
      const usable = (await regionState(db, code, ctx.config.provinceCode)) === 'usable';
      if (!usable || !inRegionScope(code, scope))
        details.push({ path: `audience.regions.${i}`, message: '只能选择本机构辖区内的地区' });
    }
    const known = new Set(before?.materials.map((m) => m.fileId) ?? []);
    for (const [i, m] of input.materials.entries()) {
      if (known.has(m.fileId)) continue;
      const file = await files.get(m.fileId);
      if (!file || file.uploaderId !== caller.user.id)
        details.push({ path: `materials.${i}.fileId`, message: '请上传培训资料后再选择' });
    }
    if (details.length) throw new ValidationError(details);
    const content = sanitizeRichText(input.content);
    checkWordLimit(content, { path: 'content', label: '培训介绍' });
    return {
      title: input.title,
      organiser: input.organiser,
      coOrganisers: input.coOrganisers,
      audienceGrades: input.audience.grades,
      audienceStages: input.audience.stages,
      audienceRegions: input.audience.regions.length ? input.audience.regions : [caller.org.regionCode],
      audienceTypes: input.audience.types,
      mode: input.mode,
      place: input.place,
      link: input.link,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      capacity: input.capacity,
      enrolFrom: new Date(input.enrolFrom),
      enrolUntil: new Date(input.enrolUntil),
      content,
      materials: input.materials,
      needsReview: input.needsReview,
    };
  }

  /**
   * The training's files: its audience and offices read them (owner `training`); the public ones and
   * the description's open to everyone once it is published (owner `training_college`: a show
   * replaces all of its owner's uses, so the two are kept apart).
   */
  async function recordFiles(tx: typeof db, row: repo.TrainingRow) {
    await files.use(
      { type: 'training', id: row.id },
      row.materials.map((m) => m.fileId),
      tx,
    );
    const shown = [
      ...row.materials.filter((m) => m.public).map((m) => m.fileId),
      ...referencedFileIds(row.content),
    ];
    await files.show(
      { type: 'training_college', id: row.id },
      shown,
      row.status === 'PUBLISHED' ? row.publishedAt : null,
      tx,
      // The office's own uploads may open to visitors; anyone else's never do.
      row.officeOrgId,
    );
  }

  const record = (tx: typeof db, caller: Caller, action: string, row: repo.TrainingRow) =>
    audit.by(
      caller,
      { action, objectType: 'training', objectId: row.id, detail: { title: row.title, status: row.status } },
      tx,
    );

  async function present(row: repo.TrainingRow, executor = db): Promise<TrainingDetail> {
    const seatsOf = (await repo.seatsOf(executor, [row.id])).get(row.id);
    const [office] = await executor
      .select({ name: orgs.name })
      .from(orgs)
      .where(eq(orgs.id, row.officeOrgId));
    const places = await executor
      .select({ code: regions.code, name: regions.name })
      .from(regions)
      .where(inArray(regions.code, row.audienceRegions));
    return detailOf(row, seatsOf, {
      office: office?.name ?? '',
      regions: new Map(places.map((p) => [p.code, p.name])),
    });
  }

  return {
    async list(caller: Caller, query: z.output<typeof trainingQuery>): Promise<Page<TrainingSummary>> {
      const scope = repo.officeScope(scopeOf(caller.user));
      const { total, items } = await repo.listTrainings(
        db,
        scope,
        query,
        clock(),
        query.size,
        offsetOf(query),
      );
      const seatMap = await repo.seatsOf(
        db,
        items.map((r) => r.id),
      );
      return toPage(
        items.map((r) => summaryOf(r, seatMap.get(r.id))),
        total,
        query,
      );
    },

    async detail(caller: Caller, id: string): Promise<TrainingDetail> {
      const row = await repo.findTraining(db, id, repo.officeScope(scopeOf(caller.user)));
      if (!row) throw new NotFoundError(MISSING_TRAINING);
      return present(row);
    },

    async create(caller: Caller, input: Input): Promise<TrainingDetail> {
      const values = await checked(caller, input);
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await repo.insertTraining(tx, {
          ...values,
          officeOrgId: caller.org.id,
          regionCode: caller.org.regionCode!,
          status: input.publish ? 'PUBLISHED' : 'DRAFT',
          publishedAt: input.publish ? now : null,
          signInCode: String(randomInt(0, 1_000_000)).padStart(6, '0'),
          createdBy: caller.user.id,
          createdAt: now,
          updatedAt: now,
        });
        await recordFiles(tx, row);
        await record(tx, caller, 'training.created', row);
        return present(row, tx);
      });
    },

    /** Capacity may not drop below the seats taken; a larger one moves the waiting list up. */
    async update(caller: Caller, id: string, input: Input & { version: number }): Promise<TrainingDetail> {
      return db.transaction(async (tx) => {
        const before = await repo.lockTraining(tx, id, repo.officeScope(scopeOf(caller.user)));
        if (!before) throw new NotFoundError(MISSING_TRAINING);
        if (before.version !== input.version) throw new ConflictError(STALE);
        if (before.status === 'CANCELLED') throw new ConflictError('培训已取消，不能再修改');
        const values = await checked(caller, input, before);
        const taken = await seatsTaken(tx, id);
        if (values.capacity < taken)
          throw new ValidationError([
            { path: 'capacity', message: `已有 ${taken} 人占用名额，人数上限不能小于该数` },
          ]);
        const now = clock();
        const publish = input.publish && before.status === 'DRAFT';
        const row = await repo.updateTraining(
          tx,
          id,
          { ...values, updatedAt: now, ...(publish ? { status: 'PUBLISHED', publishedAt: now } : {}) },
          input.version,
        );
        if (!row) throw new ConflictError(STALE);
        await promoteWaiting(seats, tx, row, caller.user);
        await recordFiles(tx, row);
        await record(tx, caller, 'training.updated', row);
        return present(row, tx);
      });
    },

    /** Everyone holding or waiting for a seat is told in the inbox. */
    async cancel(caller: Caller, id: string): Promise<TrainingDetail> {
      return db.transaction(async (tx) => {
        const before = await repo.lockTraining(tx, id, repo.officeScope(scopeOf(caller.user)));
        if (!before) throw new NotFoundError(MISSING_TRAINING);
        if (before.status === 'CANCELLED') throw new ConflictError('培训已取消');
        const row = (await repo.updateTraining(tx, id, { status: 'CANCELLED', updatedAt: clock() }, null))!;
        const { items } = await repo.listEnrolments(tx, repo.ANY, { trainingId: id }, 10_000, 0);
        const held = items.filter((e) => repo.ACTIVE.includes(e.status));
        // The organising office closes the open reviews; another office of the region leaves them
        // to it (the engine shows an instance only to the organisations on it), and they can no
        // longer be approved.
        for (const e of held)
          if (e.status === 'PENDING' && e.workflowInstanceId && before.officeOrgId === caller.org.id)
            await ctx.workflow.act(
              {
                instanceId: e.workflowInstanceId,
                action: 'close',
                actor: caller.user,
                comment: '培训已取消',
                address: caller.address,
              },
              tx,
            );
        await ctx.notices.send(
          await repo.peopleOf(tx, [...new Set(held.map((e) => e.orgId))]),
          {
            title: `【培训取消】${row.title}`,
            content: `培训“${row.title}”已取消，报名随之失效。`,
            category: '培训报名',
          },
          tx,
        );
        await recordFiles(tx, row);
        await record(tx, caller, 'training.cancelled', row);
        return present(row, tx);
      });
    },

    async enrolments(caller: Caller, query: EnrolmentFilter): Promise<Page<Enrolment>> {
      const { total, items } = await repo.listEnrolments(
        db,
        officeEnrolments(caller),
        query,
        query.size,
        offsetOf(query),
      );
      const positions = await repo.waitingPositions(db, items);
      const now = clock();
      return toPage(
        items.map((e) => enrolmentOf(e, now, positions.get(e.id) ?? null)),
        total,
        query,
      );
    },

    async enrolment(caller: Caller, id: string): Promise<Enrolment> {
      const row = await repo.findEnrolment(db, id, officeEnrolments(caller));
      if (!row) throw new NotFoundError(MISSING_ENROLMENT);
      const positions = await repo.waitingPositions(db, [row]);
      return enrolmentOf(row, clock(), positions.get(row.id) ?? null);
    },

    /** Attendance by list: only approved enrolees of this training; others are left as they are. */
    async attendance(caller: Caller, id: string, body: { enrolmentIds: string[]; attended: boolean }) {
      return db.transaction(async (tx) => {
        const training = await repo.findTraining(tx, id, repo.officeScope(scopeOf(caller.user)));
        if (!training) throw new NotFoundError(MISSING_TRAINING);
        const now = clock();
        const updated = await repo.markAttended(tx, id, body.enrolmentIds, {
          at: body.attended ? now : null,
          now,
        });
        await audit.by(
          caller,
          {
            action: 'training.attendanceMarked',
            objectType: 'training',
            objectId: id,
            detail: { attended: body.attended, enrolments: updated.map((u) => u.id) },
          },
          tx,
        );
        return { updated: updated.length };
      });
    },
  };
}
