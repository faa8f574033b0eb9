// Policy matching: financial offices keep support policies with conditions; a policy is matched to
// the enterprises of the caller's region (never beyond it); telling writes one record per fitting
// enterprise and a notice to its people, in one transaction; the enterprise opens it (read) and
// says it applied. Policies are the province's: every office reads them, an office changes only
// those of its own region's offices.

import type { PageQuery } from '@portal/contract';
import type {
  MyPolicy,
  PolicyMatch,
  PolicyRecord,
  PolicyTellResult,
  SupportPolicy,
  supportPolicyInput,
} from '@portal/contract/policy';
import { and, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { inRegionScope, scopeOf } from '../../platform/access/region-scope.ts';
import type { AppContext } from '../../platform/context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import * as repo from './policy.repository.ts';

const POLICY_MISSING = '政策不存在或不在本地区';
const NOT_TOLD = '未向本企业推送该政策';

export type PolicyDeps = Pick<AppContext, 'db' | 'clock' | 'audit' | 'notices'>;
type Input = z.output<typeof supportPolicyInput>;

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** Employees and the latest year's revenue (万元) of a profile's JSON; null where not given. */
export function sizeOf(data: Record<string, unknown> | null): {
  employees: number | null;
  revenue: number | null;
} {
  const basic = (data?.basic ?? {}) as { employees?: unknown };
  const years = Array.isArray(data?.financials)
    ? (data.financials as { year?: unknown; revenue?: unknown }[])
    : [];
  const latest = [...years].sort((a, b) => Number(b.year) - Number(a.year))[0];
  return { employees: num(basic.employees), revenue: num(latest?.revenue) };
}

/** A bound the enterprise's figure must meet; an enterprise that did not give the figure fails it. */
const within = (v: number | null, min: number | null, max: number | null) =>
  (min === null && max === null) || (v !== null && (min === null || v >= min) && (max === null || v <= max));

/**
 * Whether one enterprise meets a policy's conditions: the same conditions as the offices' matching
 * (repo.candidates in SQL, then the size bounds), read for one enterprise; a test holds the two equal.
 */
export function fits(
  p: repo.PolicyRow,
  e: NonNullable<Awaited<ReturnType<typeof repo.enterpriseForFit>>>,
): boolean {
  if (p.regionCodes.length > 0 && !p.regionCodes.some((r) => inRegionScope(e.regionCode, r))) return false;
  if (p.industryCodes.length > 0 && !p.industryCodes.some((i) => (e.industryCodePath ?? '').startsWith(i)))
    return false;
  if (p.grades.length > 0 && !p.grades.some((g) => e.grades.includes(g))) return false;
  if (p.stages.length > 0 && (e.stage === null || !p.stages.includes(e.stage))) return false;
  const size = sizeOf(e.data);
  return (
    within(size.employees, p.minEmployees, p.maxEmployees) && within(size.revenue, p.minRevenue, p.maxRevenue)
  );
}

const toPolicy = (
  row: { policy: repo.PolicyRow; articleTitle: string | null; ownerOrgName: string },
  told: number,
): SupportPolicy => {
  const p = row.policy;
  return {
    policyId: p.id,
    title: p.title,
    summary: p.summary,
    articleId: p.articleId,
    articleTitle: row.articleTitle,
    conditions: {
      regionCodes: p.regionCodes,
      industryCodes: p.industryCodes,
      grades: p.grades,
      stages: p.stages,
      minEmployees: p.minEmployees,
      maxEmployees: p.maxEmployees,
      minRevenue: p.minRevenue,
      maxRevenue: p.maxRevenue,
    },
    ownerOrgName: row.ownerOrgName,
    told,
    updatedAt: p.updatedAt.toISOString(),
    version: p.version,
  };
};

const toRecord = (r: repo.RecordRow): PolicyRecord => ({
  recordId: r.id,
  policyId: r.policyId,
  policyTitle: r.policyTitle,
  enterpriseId: r.enterpriseId,
  enterpriseName: r.enterpriseName,
  regionCode: r.regionCode,
  toldAt: r.toldAt.toISOString(),
  toldByOrgName: r.toldByOrgName,
  readAt: r.readAt?.toISOString() ?? null,
  appliedAt: r.appliedAt?.toISOString() ?? null,
});

const toMine = (r: {
  policyId: string;
  title: string;
  summary: string;
  articleId: string | null;
  articleTitle: string | null;
  toldAt: Date | null;
  readAt: Date | null;
  appliedAt: Date | null;
}): MyPolicy => ({
  policyId: r.policyId,
  title: r.title,
  summary: r.summary,
  articleId: r.articleId,
  articleTitle: r.articleTitle,
  toldAt: r.toldAt?.toISOString() ?? null,
  readAt: r.readAt?.toISOString() ?? null,
  appliedAt: r.appliedAt?.toISOString() ?? null,
});

const columnsOf = (input: Input) => ({
  title: input.title,
  summary: input.summary,
  articleId: input.articleId,
  ...input.conditions,
});

export function createPolicy(ctx: PolicyDeps) {
  const { db, clock, audit, notices } = ctx;

  async function checkArticle(tx: typeof db, articleId: string | null) {
    if (articleId && !(await repo.isPolicyArticle(tx, articleId)))
      throw new ValidationError([{ path: 'articleId', message: '所选文章不存在或不是政策文章' }]);
  }

  async function matchesOf(caller: Caller, policyId: string, executor = db): Promise<PolicyMatch[]> {
    const found = await repo.findPolicy(executor, policyId);
    if (!found) throw new NotFoundError(POLICY_MISSING);
    const p = found.policy;
    const out: PolicyMatch[] = [];
    for (const e of await repo.candidates(executor, p, scopeOf(caller.user))) {
      const size = sizeOf(e.data);
      if (!within(size.employees, p.minEmployees, p.maxEmployees)) continue;
      if (!within(size.revenue, p.minRevenue, p.maxRevenue)) continue;
      out.push({
        enterpriseId: e.id,
        name: e.name,
        regionCode: e.regionCode,
        stage: e.stage,
        grades: e.grades,
        ...size,
        toldAt: e.toldAt?.toISOString() ?? null,
      });
    }
    return out;
  }

  async function myEnterprise(caller: Caller) {
    const id = await repo.enterpriseOfOrg(db, caller.org.id);
    if (!id) throw new NotFoundError('本机构没有企业档案');
    return id;
  }

  async function mark(caller: Caller, policyId: string, applied: boolean): Promise<MyPolicy> {
    const enterpriseId = await myEnterprise(caller);
    return db.transaction(async (tx) => {
      const row = await repo.findMine(tx, enterpriseId, policyId);
      if (!row) throw new NotFoundError(NOT_TOLD);
      const now = clock();
      const values = { readAt: row.readAt ?? now, ...(applied ? { appliedAt: row.appliedAt ?? now } : {}) };
      const changed = !row.readAt || (applied && !row.appliedAt);
      if (changed) {
        await repo.markRecord(tx, row.recordId, values);
        await audit.by(
          caller,
          {
            action: applied ? 'policy.applied' : 'policy.read',
            objectType: 'policy_record',
            objectId: row.recordId,
            detail: { policy: row.title },
          },
          tx,
        );
      }
      return toMine({ ...row, ...values });
    });
  }

  return {
    async list(caller: Caller, query: PageQuery & { keyword?: string }) {
      const { total, rows } = await repo.listPolicies(db, query.keyword, query.size, offsetOf(query));
      const told = await repo.toldCounts(
        db,
        rows.map((r) => r.policy.id),
        scopeOf(caller.user),
      );
      return toPage(
        rows.map((r) => toPolicy(r, told.get(r.policy.id) ?? 0)),
        total,
        query,
      );
    },

    async add(input: Input, caller: Caller): Promise<SupportPolicy> {
      return db.transaction(async (tx) => {
        await checkArticle(tx, input.articleId);
        const now = clock();
        const row = await repo.insertPolicy(tx, {
          ...columnsOf(input),
          ownerOrgId: caller.org.id,
          createdAt: now,
          updatedAt: now,
        });
        await audit.by(
          caller,
          {
            action: 'policy.added',
            objectType: 'support_policy',
            objectId: row.id,
            detail: { title: row.title },
          },
          tx,
        );
        const found = (await repo.findPolicy(tx, row.id))!;
        return toPolicy(found, 0);
      });
    },

    async update(id: string, input: Input & { version: number }, caller: Caller): Promise<SupportPolicy> {
      return db.transaction(async (tx) => {
        const found = await repo.findPolicy(tx, id);
        // An office changes the policies of its region's offices; others' are out of its scope.
        if (!found || !inRegionScope(found.ownerRegion, scopeOf(caller.user)))
          throw new NotFoundError(POLICY_MISSING);
        await checkArticle(tx, input.articleId);
        const row = await repo.updatePolicy(tx, id, input.version, {
          ...columnsOf(input),
          updatedAt: clock(),
        });
        if (!row) throw new ConflictError('该政策已被他人修改，请刷新后再编辑');
        await audit.by(
          caller,
          {
            action: 'policy.changed',
            objectType: 'support_policy',
            objectId: id,
            detail: { title: row.title },
          },
          tx,
        );
        const told = await repo.toldCounts(tx, [id], scopeOf(caller.user));
        return toPolicy((await repo.findPolicy(tx, id))!, told.get(id) ?? 0);
      });
    },

    matches: (caller: Caller, policyId: string) => matchesOf(caller, policyId),

    async tell(caller: Caller, policyId: string, enterpriseIds?: string[]): Promise<PolicyTellResult> {
      return db.transaction(async (tx) => {
        const fitting = await matchesOf(caller, policyId, tx);
        const byId = new Map(fitting.map((m) => [m.enterpriseId, m]));
        let chosen = fitting.filter((m) => !m.toldAt);
        if (enterpriseIds) {
          const unfit = enterpriseIds.filter((id) => !byId.has(id));
          if (unfit.length > 0)
            throw new ValidationError([
              { path: 'enterpriseIds', message: `${unfit.length} 家企业不符合该政策条件或不在本地区` },
            ]);
          chosen = enterpriseIds.map((id) => byId.get(id)!).filter((m) => !m.toldAt);
        }
        const now = clock();
        const added = await repo.insertRecords(
          tx,
          chosen.map((m) => ({
            policyId,
            enterpriseId: m.enterpriseId,
            regionCode: m.regionCode,
            toldAt: now,
            toldBy: caller.user.id,
            toldByOrg: caller.org.id,
          })),
        );
        const found = (await repo.findPolicy(tx, policyId))!;
        if (added.length > 0) {
          const orgIds = await repo.orgsOfEnterprises(
            tx,
            added.map((a) => a.enterpriseId),
          );
          const people = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.orgId, orgIds), inArray(users.status, ['ACTIVE', 'PENDING'])));
          await notices.send(
            people.map((p) => p.id),
            {
              title: `政策推送：${found.policy.title}`,
              content: found.policy.summary || '您的企业符合该政策的申报条件，请查看。',
              category: 'policy',
              link: `/widget_ent/wisdomPolicy?policyId=${policyId}`,
            },
            tx,
          );
          await audit.by(
            caller,
            {
              action: 'policy.told',
              objectType: 'support_policy',
              objectId: policyId,
              detail: { title: found.policy.title, enterprises: added.length },
            },
            tx,
          );
        }
        const asked = enterpriseIds ? enterpriseIds.length : fitting.length;
        return { told: added.length, alreadyTold: asked - added.length };
      });
    },

    async records(caller: Caller, query: PageQuery & repo.RecordFilter) {
      const { total, rows } = await repo.listRecords(
        db,
        scopeOf(caller.user),
        query,
        query.size,
        offsetOf(query),
      );
      return toPage(rows.map(toRecord), total, query);
    },

    recordBatches: (caller: Caller, query: repo.RecordFilter) =>
      repo.recordBatches(db, scopeOf(caller.user), query),

    async mine(caller: Caller, query: PageQuery) {
      const enterpriseId = await repo.enterpriseOfOrg(db, caller.org.id);
      if (!enterpriseId) return toPage([], 0, query);
      const { total, rows } = await repo.listMine(db, enterpriseId, query.size, offsetOf(query));
      return toPage(rows.map(toMine), total, query);
    },

    /** Every policy the enterprise meets the conditions of, told or not, newest first. */
    async fitting(caller: Caller, query: PageQuery) {
      const enterpriseId = await repo.enterpriseOfOrg(db, caller.org.id);
      const enterprise = enterpriseId ? await repo.enterpriseForFit(db, enterpriseId) : null;
      if (!enterpriseId || !enterprise) return toPage([], 0, query);
      const fitting = (await repo.policiesFor(db, enterpriseId)).filter((r) => fits(r.policy, enterprise));
      const start = offsetOf(query);
      return toPage(fitting.slice(start, start + query.size).map(toMine), fitting.length, query);
    },

    open: (caller: Caller, policyId: string) => mark(caller, policyId, false),
    apply: (caller: Caller, policyId: string) => mark(caller, policyId, true),
  };
}
