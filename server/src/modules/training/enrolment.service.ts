// The audience's side: trainings open to the caller's organisation, enrolling people (a seat each,
// or the waiting list), cancelling, signing in on the day with the code, feedback; and the portal's
// college. A training the caller's organisation is not the audience of is not found.
import type { Page } from '@portal/contract';
import type {
  CollegeTraining,
  Enrolment,
  EnrolmentFilter,
  EnrolmentPerson,
  OpenTraining,
  OpenTrainingFilter,
  TrainingSummary,
} from '@portal/contract/training';
import { and, eq, inArray, not, type SQL } from 'drizzle-orm';
import type { Caller } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { renderRichText } from '../../platform/html/sanitize.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { collegeOf, enrolmentOf, SIGN_IN_LEAD_MS, summaryOf } from './training.present.ts';
import * as repo from './training.repository.ts';
import { promoteWaiting, type SeatDeps, seat, seatsTaken } from './training.seats.ts';
import { MISSING_ENROLMENT } from './training.service.ts';

const MISSING = '培训不存在或未向您开放';

export function createEnrolments(ctx: AppContext, seats: SeatDeps) {
  const { db, clock, audit } = ctx;

  const viewerOf = (caller: Caller): Promise<repo.Viewer> => repo.audienceOf(db, caller.org);

  const own = (caller: Caller): SQL => eq(repo.enrolments.orgId, caller.org.id);

  async function mineOf(ids: string[], executor = db): Promise<Enrolment[]> {
    const rows = await repo.enrolmentsByIds(executor, ids);
    const positions = await repo.waitingPositions(executor, rows);
    const now = clock();
    return rows.map((r) => enrolmentOf(r, now, positions.get(r.id) ?? null));
  }

  const enrolOpen = (row: repo.TrainingRow, now: Date) =>
    row.status === 'PUBLISHED' && row.enrolFrom <= now && now < row.enrolUntil;

  return {
    async list(
      caller: Caller,
      query: OpenTrainingFilter,
    ): Promise<Page<TrainingSummary & { enrolOpen: boolean; mine: number }>> {
      const now = clock();
      let scope = repo.openTo(await viewerOf(caller));
      if (query.enrolled !== undefined) {
        const enrolled = repo.enrolledBy(caller.org.id);
        scope = and(scope, query.enrolled ? enrolled : not(enrolled))!;
      }
      const { total, items } = await repo.listTrainings(db, scope, query, now, query.size, offsetOf(query));
      const ids = items.map((r) => r.id);
      const [seatMap, counts] = await Promise.all([
        repo.seatsOf(db, ids),
        repo.countOf(db, caller.org.id, ids),
      ]);
      return toPage(
        items.map((r) => ({
          ...summaryOf(r, seatMap.get(r.id)),
          enrolOpen: enrolOpen(r, now),
          mine: counts.get(r.id) ?? 0,
        })),
        total,
        query,
      );
    },

    async detail(caller: Caller, id: string): Promise<OpenTraining> {
      const row = await repo.findTraining(db, id, repo.openTo(await viewerOf(caller)));
      if (!row) throw new NotFoundError(MISSING);
      const seatMap = await repo.seatsOf(db, [id]);
      const { items } = await repo.listEnrolments(db, own(caller), { trainingId: id }, 200, 0);
      return {
        ...summaryOf(row, seatMap.get(id)),
        coOrganisers: row.coOrganisers,
        link: row.link,
        content: renderRichText(row.content),
        materials: row.materials,
        enrolOpen: enrolOpen(row, clock()),
        mine: await mineOf(items.map((e) => e.id)),
      };
    },

    /**
     * Each person takes a free seat, in the order given, or waits. The training row is locked first,
     * so two last enrolments at once end with one seated and one waiting, never over capacity.
     */
    async enrol(caller: Caller, id: string, people: Required<EnrolmentPerson>[]): Promise<Enrolment[]> {
      const mobiles = people.map((p) => p.mobile);
      const twice = mobiles.findIndex((m, i) => mobiles.indexOf(m) !== i);
      if (twice >= 0)
        throw new ValidationError([{ path: `people.${twice}.mobile`, message: '手机号码重复' }]);
      const viewer = await viewerOf(caller);
      const ids = await db.transaction(async (tx) => {
        const training = await repo.lockTraining(tx, id, repo.openTo(viewer));
        if (!training) throw new NotFoundError(MISSING);
        const now = clock();
        if (now < training.enrolFrom) throw new ConflictError('报名尚未开始');
        if (now >= training.enrolUntil) throw new ConflictError('报名已截止');
        const taken = await repo.mobileEnrolled(tx, id, mobiles);
        if (taken.length)
          throw new ConflictError(`手机号 ${taken.map((t) => t.mobile).join('、')} 已报名该培训`);
        let free = training.capacity - (await seatsTaken(tx, id));
        const out: string[] = [];
        for (const [i, person] of people.entries()) {
          // Distinct times keep the waiting list in the order the people were given.
          const at = new Date(now.getTime() + i);
          const row = await repo.insertEnrolment(tx, {
            trainingId: id,
            orgId: caller.org.id,
            userId: caller.user.id,
            ...person,
            status: 'WAITLISTED',
            createdAt: at,
            updatedAt: at,
          });
          const placed = free > 0 ? await seat(seats, tx, training, row, caller.user) : row;
          if (free > 0) free--;
          await audit.by(
            caller,
            {
              action: 'training.enrolled',
              objectType: 'training_enrolment',
              objectId: row.id,
              detail: { trainingId: id, status: placed.status },
            },
            tx,
          );
          out.push(row.id);
        }
        return out;
      });
      return mineOf(ids);
    },

    async mine(caller: Caller, query: EnrolmentFilter): Promise<Page<Enrolment>> {
      const { total, items } = await repo.listEnrolments(db, own(caller), query, query.size, offsetOf(query));
      return toPage(await mineOf(items.map((e) => e.id)), total, query);
    },

    /** A pending review is withdrawn through the engine (its step frees the seat); otherwise here. */
    async cancel(caller: Caller, enrolmentId: string): Promise<Enrolment> {
      await db.transaction(async (tx) => {
        const found = await repo.findEnrolment(tx, enrolmentId, own(caller));
        if (!found) throw new NotFoundError(MISSING_ENROLMENT);
        const training = await repo.lockTraining(tx, found.trainingId, repo.ANY);
        const [row] = await tx.select().from(repo.enrolments).where(eq(repo.enrolments.id, enrolmentId));
        const current = enrolmentOf({ ...found, ...row! }, clock());
        if (!current.abilities.cancel || !training) throw new ConflictError('该报名当前不能取消');
        if (row!.status === 'PENDING' && row!.workflowInstanceId) {
          await ctx.workflow.act(
            {
              instanceId: row!.workflowInstanceId,
              action: 'withdraw',
              actor: caller.user,
              address: caller.address,
            },
            tx,
          );
        } else {
          await repo.setEnrolment(tx, enrolmentId, { status: 'CANCELLED', updatedAt: clock() });
          if (row!.status !== 'WAITLISTED') await promoteWaiting(seats, tx, training, caller.user);
        }
        await audit.by(
          caller,
          {
            action: 'training.enrolmentCancelled',
            objectType: 'training_enrolment',
            objectId: enrolmentId,
            detail: { trainingId: training.id, from: row!.status },
          },
          tx,
        );
      });
      return (await mineOf([enrolmentId]))[0]!;
    },

    /** On the day, with the training's code: the caller's approved enrolees named are marked present. */
    async signIn(
      caller: Caller,
      id: string,
      body: { code: string; enrolmentIds: string[] },
    ): Promise<Enrolment[]> {
      const viewer = await viewerOf(caller);
      await db.transaction(async (tx) => {
        const training = await repo.findTraining(tx, id, repo.openTo(viewer));
        if (!training) throw new NotFoundError(MISSING);
        const now = clock();
        if (now.getTime() < training.startsAt.getTime() - SIGN_IN_LEAD_MS || now > training.endsAt)
          throw new ConflictError('不在签到时间内（培训开始前 1 小时至结束）');
        if (body.code !== training.signInCode)
          throw new ValidationError([{ path: 'code', message: '签到码不正确' }]);
        const marked = await repo.markAttended(tx, id, body.enrolmentIds, { at: now, now }, caller.org.id);
        if (marked.length === 0) throw new ConflictError('没有可签到的已通过报名');
        await audit.by(
          caller,
          {
            action: 'training.signedIn',
            objectType: 'training',
            objectId: id,
            detail: { enrolments: marked.map((m) => m.id) },
          },
          tx,
        );
      });
      const mine = await db
        .select({ id: repo.enrolments.id })
        .from(repo.enrolments)
        .where(
          and(
            own(caller),
            eq(repo.enrolments.trainingId, id),
            inArray(repo.enrolments.id, body.enrolmentIds),
          ),
        );
      return mineOf(mine.map((m) => m.id));
    },

    async feedback(caller: Caller, enrolmentId: string, body: { rating: number; comment: string }) {
      await db.transaction(async (tx) => {
        const found = await repo.findEnrolment(tx, enrolmentId, own(caller));
        if (!found) throw new NotFoundError(MISSING_ENROLMENT);
        if (!enrolmentOf(found, clock()).abilities.feedback)
          throw new ConflictError('签到后方可评价，且每人只评价一次');
        await repo.setEnrolment(tx, enrolmentId, {
          rating: body.rating,
          comment: body.comment,
          updatedAt: clock(),
        });
        await audit.by(
          caller,
          {
            action: 'training.feedbackGiven',
            objectType: 'training_enrolment',
            objectId: enrolmentId,
            detail: { rating: body.rating },
          },
          tx,
        );
      });
      return (await mineOf([enrolmentId]))[0]!;
    },

    async college(query: { page: number; size: number; past?: boolean }): Promise<Page<CollegeTraining>> {
      const now = clock();
      const published = eq(repo.trainings.status, 'PUBLISHED');
      const { total, items } = await repo.listTrainings(
        db,
        published,
        { upcoming: query.past === undefined ? undefined : !query.past },
        now,
        query.size,
        offsetOf(query),
      );
      return toPage(
        items.map((r) => collegeOf(r, now)),
        total,
        query,
      );
    },

    async collegeDetail(id: string): Promise<CollegeTraining> {
      const row = await repo.findTraining(db, id, eq(repo.trainings.status, 'PUBLISHED'));
      if (!row) throw new NotFoundError('培训不存在或未发布');
      return collegeOf(row, clock());
    },
  };
}
