// Grade change and industry tags (issue 3 §3): a financial office changes an enterprise's grades
// (with a reason, kept in a history, the enterprise told by an inbox notice) and tags it.
import { type Grade, type GradeChange, type GradeChangeBody, type PageQuery, zhName } from '@portal/contract';
import type { Caller } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { enterpriseScopeOf, writeScopeOf } from './enterprise.policy.ts';
import * as repo from './enterprise.repository.ts';
import * as grades from './grade.repository.ts';

const named = (list: readonly Grade[]) => list.map((g) => zhName('grade', g)).join('、') || '无';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

export function createGradeService(ctx: AppContext) {
  const { db, clock, audit, notices } = ctx;
  return {
    async change(caller: Caller, body: GradeChangeBody): Promise<string> {
      const { user } = caller;
      return db.transaction(async (tx) => {
        const now = clock();
        const before = await grades.lockGrades(tx, writeScopeOf(user), body.enterpriseId);
        if (!before) throw new NotFoundError('企业不存在或不在您的管辖范围内');
        const toShortcut = body.hasShortcut ?? before.hasShortcut;
        if (sameSet(before.grades, body.grades) && toShortcut === before.hasShortcut)
          throw new ConflictError('分级没有变化');
        await grades.setGrades(tx, before.orgId, body.grades, toShortcut, now);
        const id = await grades.insertChange(tx, {
          enterpriseId: body.enterpriseId,
          fromGrades: before.grades,
          toGrades: body.grades,
          fromShortcut: before.hasShortcut,
          toShortcut,
          reason: body.reason,
          actorUserId: user.id,
          actorOrgId: user.org.id,
          at: now,
        });
        const shortcut =
          toShortcut === before.hasShortcut ? '' : `；绿色通道：${toShortcut ? '已开通' : '已关闭'}`;
        await notices.send(
          await grades.peopleOfOrg(tx, before.orgId),
          {
            title: '企业分级调整通知',
            content: `${user.org.name}将贵企业的分级由“${named(before.grades)}”调整为“${named(body.grades)}”${shortcut}。调整理由：${body.reason}`,
            category: '企业信息',
            link: '/company/router',
          },
          tx,
        );
        await audit.by(
          caller,
          {
            action: 'enterprise.grade.changed',
            objectType: 'enterprise',
            objectId: body.enterpriseId,
            detail: { from: before.grades, to: body.grades, fromShortcut: before.hasShortcut, toShortcut },
          },
          tx,
        );
        return id;
      });
    },

    async history(caller: Caller, query: PageQuery & { id?: string }) {
      const { user } = caller;
      const { total, rows } = await grades.listChanges(
        db,
        enterpriseScopeOf(user),
        query.id,
        query.size,
        offsetOf(query),
      );
      const items: GradeChange[] = rows.map((r) => ({
        id: r.change.id,
        enterpriseId: r.change.enterpriseId,
        enterpriseName: r.enterpriseName,
        fromGrades: r.change.fromGrades,
        toGrades: r.change.toGrades,
        fromShortcut: r.change.fromShortcut,
        toShortcut: r.change.toShortcut,
        reason: r.change.reason,
        actor: r.actorName ? { name: r.actorName, orgName: r.actorOrgName ?? '' } : null,
        at: r.change.at.toISOString(),
      }));
      return toPage(items, total, query);
    },

    async setTags(caller: Caller, enterpriseId: string, tags: string[]) {
      const { user } = caller;
      await db.transaction(async (tx) => {
        if (!(await repo.updateTags(tx, writeScopeOf(user), enterpriseId, tags)))
          throw new NotFoundError('企业不存在或不在您的管辖范围内');
        await audit.by(
          caller,
          {
            action: 'enterprise.tags.updated',
            objectType: 'enterprise',
            objectId: enterpriseId,
            detail: { tags },
          },
          tx,
        );
      });
    },

    tagCounts: ({ user }: Caller) => repo.tagCounts(db, enterpriseScopeOf(user)),
  };
}
