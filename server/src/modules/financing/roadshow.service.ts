// Roadshows (issue 12 §3): an office organises events in its region and invites needs and
// investors; enterprises of the region apply with a published need; investors and banks register
// and, once the event has begun, record their scores and interest. Each side sees only its part
// of the results: the office all, an enterprise its own projects, an investor its own scores.
import type { PageQuery, SessionUser } from '@portal/contract';
import { FINANCIER_TYPES } from '@portal/contract/financing';
import type {
  RoadshowDetail,
  RoadshowListQuery,
  RoadshowProject,
  RoadshowSummary,
  roadshowInput,
  roadshowUpdate,
  scoresInput,
} from '@portal/contract/roadshow';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { regionCoveredBy, regionWithin } from '../../platform/access/region-scope.ts';
import type { AppContext } from '../../platform/context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { conflictOnDuplicate } from '../../platform/sql/unique.ts';
import { isEnterprise, isFinancier, isOffice, needScope } from './financing.policy.ts';
import * as needs from './financing.repository.ts';
import { roadshows } from './financing.schema.ts';
import * as repo from './roadshow.repository.ts';

const MISSING = '路演活动不存在';

/** SQL: roadshows the user sees. Investors and banks serve the whole province. */
function roadshowScope(user: SessionUser): SQL {
  if (isOffice(user)) return regionWithin(roadshows.regionCode, user.org.regionCode);
  if (isEnterprise(user))
    return user.org.regionCode
      ? regionCoveredBy(sql`${user.org.regionCode}`, roadshows.regionCode)
      : sql`false`;
  if (isFinancier(user)) return sql`true`;
  return sql`false`;
}

function toSummary(row: repo.RoadshowRow, now: Date): RoadshowSummary {
  const { r } = row;
  return {
    id: r.id,
    theme: r.theme,
    startsAt: r.startsAt.toISOString(),
    place: r.place,
    link: r.link,
    industry: r.industry,
    stage: r.stage,
    organiserName: row.organiserName,
    past: r.startsAt <= now,
    projectCount: row.projectCount,
    investorCount: row.investorCount,
    version: r.version,
  };
}

type Score = Awaited<ReturnType<typeof repo.scoresOf>>[number];

function toProject(p: repo.ProjectRow, scores: Score[], shown: (s: Score) => boolean): RoadshowProject {
  const own = scores.filter((s) => s.s.projectId === p.p.id);
  const average = own.length
    ? Math.round((own.reduce((t, s) => t + s.s.score, 0) / own.length) * 10) / 10
    : null;
  return {
    id: p.p.id,
    roadshowId: p.p.roadshowId,
    roadshowTheme: p.theme,
    startsAt: p.startsAt.toISOString(),
    needId: p.p.needId,
    needTitle: p.needTitle,
    enterpriseName: p.enterpriseName,
    status: p.p.status,
    invited: p.p.invited,
    averageScore: average,
    interestedCount: own.filter((s) => s.s.interested).length,
    scores: own.filter(shown).map((s) => ({
      investorOrgId: s.s.investorOrgId,
      investorName: s.investorName,
      score: s.s.score,
      interested: s.s.interested,
      comment: s.s.comment,
    })),
  };
}

export function createRoadshows(ctx: AppContext) {
  const { db, clock, audit, notices } = ctx;

  const record = (
    tx: Database,
    caller: Caller,
    action: string,
    id: string,
    detail: Record<string, unknown>,
  ) => audit.by(caller, { action, objectType: 'roadshow', objectId: id, detail }, tx);
  const tell = async (tx: Database, orgId: string, title: string, content: string, link: string) =>
    notices.send(await needs.usersOf(tx, orgId), { title, content, category: '路演活动', link }, tx);

  async function detail(caller: Caller, id: string, executor: Database = db): Promise<RoadshowDetail> {
    const { user } = caller;
    const row = await repo.findRoadshow(executor, roadshowScope(user), id);
    if (!row) throw new NotFoundError(MISSING);
    const now = clock();
    const summary = toSummary(row, now);
    const all = await repo.projectsOf(executor, id);
    const mine = (p: repo.ProjectRow) => p.enterpriseOrgId === user.org.id;
    const projects = isOffice(user) ? all : all.filter((p) => p.p.status === 'ACCEPTED' || mine(p));
    const scores = await repo.scoresOf(
      executor,
      projects.map((p) => p.p.id),
    );
    const investors = await repo.attendeesOf(executor, id);
    const me = investors.find((i) => i.orgId === user.org.id);
    const shown = (s: Score) =>
      isOffice(user) ||
      s.s.investorOrgId === user.org.id ||
      (isEnterprise(user) && projects.some((p) => p.p.id === s.s.projectId && mine(p)));
    return {
      ...summary,
      description: row.r.description,
      projects: projects.map((p) => {
        const project = toProject(p, scores, shown);
        // A project's results are its enterprise's and the office's, not a competitor's or an investor's.
        return isOffice(user) || mine(p) ? project : { ...project, averageScore: null, interestedCount: 0 };
      }),
      investors: isOffice(user) ? investors : investors.filter((i) => i.orgId === user.org.id),
      abilities: {
        edit: isOffice(user),
        invite: isOffice(user) && !summary.past,
        apply: isEnterprise(user) && !summary.past,
        register: isFinancier(user) && !summary.past && me?.status !== 'REGISTERED',
        score: isFinancier(user) && summary.past && me?.status === 'REGISTERED',
      },
    };
  }

  const valuesOf = (input: z.output<typeof roadshowInput>): repo.RoadshowValues => ({
    theme: input.theme,
    startsAt: new Date(input.startsAt),
    place: input.place,
    link: input.link,
    industry: input.industry,
    stage: input.stage,
    description: input.description,
  });

  return {
    detail,

    async list(caller: Caller, q: RoadshowListQuery & PageQuery) {
      const now = clock();
      const { total, rows } = await repo.listRoadshows(
        db,
        roadshowScope(caller.user),
        q,
        now,
        q.size,
        offsetOf(q),
      );
      return toPage(
        rows.map((r) => toSummary(r, now)),
        total,
        q,
      );
    },

    async create(caller: Caller, input: z.output<typeof roadshowInput>) {
      const { user } = caller;
      return db.transaction(async (tx) => {
        const id = await repo.insertRoadshow(
          tx,
          { id: user.org.id, regionCode: user.org.regionCode ?? '' },
          valuesOf(input),
          clock(),
        );
        await record(tx, caller, 'roadshow.created', id, { theme: input.theme, startsAt: input.startsAt });
        return detail(caller, id, tx);
      });
    },

    async update(caller: Caller, id: string, input: z.output<typeof roadshowUpdate>) {
      return db.transaction(async (tx) => {
        if (!(await repo.lockRoadshow(tx, roadshowScope(caller.user), id))) throw new NotFoundError(MISSING);
        const row = await repo.updateRoadshow(tx, id, input.version, valuesOf(input), clock());
        if (!row) throw new ConflictError('路演活动已被修改，请刷新后再编辑');
        await record(tx, caller, 'roadshow.updated', id, { theme: input.theme, startsAt: input.startsAt });
        return detail(caller, id, tx);
      });
    },

    /** The office invites a need of its region (presenting at once); an enterprise applies with its own. */
    async addProject(caller: Caller, id: string, needId: string) {
      const { user } = caller;
      return conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            const show = await repo.lockRoadshow(tx, roadshowScope(user), id);
            if (!show) throw new NotFoundError(MISSING);
            if (show.startsAt <= clock()) throw new ConflictError('路演已开始，不能再增加项目');
            const need = await needs.findNeed(tx, needScope(user), needId);
            if (!need) throw new ValidationError([{ path: 'needId', message: '融资需求不存在' }]);
            if (!['PUBLISHED', 'MATCHED'].includes(need.need.status))
              throw new ValidationError([{ path: 'needId', message: '只有已发布的融资需求可以参加路演' }]);
            const office = isOffice(user);
            await repo.insertProject(
              tx,
              { roadshowId: id, needId, status: office ? 'ACCEPTED' : 'APPLIED', invited: office },
              clock(),
            );
            await record(tx, caller, 'roadshow.project.added', id, { needId, invited: office });
            if (office)
              await tell(
                tx,
                need.need.orgId,
                `【路演邀请】${show.theme}`,
                `您的项目「${need.need.title}」受邀参加路演`,
                '/investmentFinancing/roadShowProject',
              );
            else
              await tell(
                tx,
                show.organiserOrgId,
                `【路演报名】${show.theme}`,
                `${need.enterpriseName}申请以「${need.need.title}」参加路演`,
                `/investmentFinancing/roadShowPlatform2?id=${id}`,
              );
            return detail(caller, id, tx);
          }),
        '该项目已在本场路演中',
      );
    },

    async decideProject(caller: Caller, id: string, projectId: string, status: 'ACCEPTED' | 'DECLINED') {
      return db.transaction(async (tx) => {
        const show = await repo.lockRoadshow(tx, roadshowScope(caller.user), id);
        if (!show) throw new NotFoundError(MISSING);
        const changed = await repo.setProjectStatus(tx, id, projectId, status);
        if (!changed) throw new NotFoundError('路演项目不存在');
        await record(tx, caller, 'roadshow.project.decided', id, { projectId, status });
        const [need] = await needs.needsByIds(tx, [changed.needId]);
        if (need)
          await tell(
            tx,
            need.need.orgId,
            `【路演报名】${show.theme}`,
            `项目「${need.need.title}」${status === 'ACCEPTED' ? '已入选' : '未入选'}本场路演`,
            '/investmentFinancing/roadShowProject',
          );
        return detail(caller, id, tx);
      });
    },

    /** An office invites an investor or bank; one registers itself. */
    async addInvestor(caller: Caller, id: string, orgId: string | undefined) {
      const { user } = caller;
      return db.transaction(async (tx) => {
        const show = await repo.lockRoadshow(tx, roadshowScope(user), id);
        if (!show) throw new NotFoundError(MISSING);
        if (show.startsAt <= clock()) throw new ConflictError('路演已开始，不能再邀请或报名');
        const now = clock();
        if (isOffice(user)) {
          if (!orgId) throw new ValidationError([{ path: 'orgId', message: '请选择投资机构' }]);
          const org = await needs.enterpriseOrg(tx, orgId);
          if (!org || !(FINANCIER_TYPES as readonly string[]).includes(org.type))
            throw new ValidationError([{ path: 'orgId', message: '投资机构不存在' }]);
          if (await repo.findAttendee(tx, id, orgId)) throw new ConflictError('该机构已被邀请或已报名');
          await repo.upsertAttendee(tx, id, orgId, 'INVITED', now);
          await tell(
            tx,
            orgId,
            `【路演邀请】${show.theme}`,
            '诚邀贵机构参加路演，请在路演平台报名',
            '/investmentFinancing/roadShowPlatform',
          );
        } else {
          if (orgId) throw new ValidationError([{ path: 'orgId', message: '机构只能为本机构报名' }]);
          if ((await repo.findAttendee(tx, id, user.org.id))?.status === 'REGISTERED')
            throw new ConflictError('已报名本场路演');
          await repo.upsertAttendee(tx, id, user.org.id, 'REGISTERED', now);
        }
        await record(tx, caller, 'roadshow.investor.added', id, { orgId: orgId ?? user.org.id });
        return detail(caller, id, tx);
      });
    },

    async score(caller: Caller, id: string, input: z.output<typeof scoresInput>) {
      const { user } = caller;
      return db.transaction(async (tx) => {
        const show = await repo.lockRoadshow(tx, roadshowScope(user), id);
        if (!show) throw new NotFoundError(MISSING);
        if (show.startsAt > clock()) throw new ConflictError('路演尚未开始，结束后再评分');
        if ((await repo.findAttendee(tx, id, user.org.id))?.status !== 'REGISTERED')
          throw new ConflictError('报名参加本场路演的机构才能评分');
        const accepted = await repo.acceptedProjectIds(tx, id);
        const errors = input.scores.flatMap((s, i) =>
          accepted.has(s.projectId) ? [] : [{ path: `scores.${i}.projectId`, message: '不是本场路演的项目' }],
        );
        if (errors.length) throw new ValidationError(errors);
        await repo.upsertScores(tx, user.org.id, input.scores, clock());
        await record(tx, caller, 'roadshow.scored', id, { projects: input.scores.length });
        return detail(caller, id, tx);
      });
    },

    async myProjects(caller: Caller, q: PageQuery) {
      const { user } = caller;
      const { total, rows } = await repo.enterpriseProjects(db, user.org.id, q.size, offsetOf(q));
      const scores = await repo.scoresOf(
        db,
        rows.map((r) => r.p.id),
      );
      return toPage(
        rows.map((p) => toProject(p, scores, () => true)),
        total,
        q,
      );
    },
  };
}
