// Hot issues: the portal reads the published ones (each reading counted); administrators write
// them. Every change and its audit row commit together.
import type {
  HotIssueAdmin,
  HotIssueAdminDetail,
  HotIssueCategoryCounts,
  HotIssueDetail,
  HotIssueSummary,
  hotIssueAdminQuery,
  hotIssueInput,
  hotIssueQuery,
  Page,
} from '@portal/contract';
import { HOT_ISSUE_CATEGORIES } from '@portal/contract';
import type { z } from 'zod';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Audit, AuditActor } from '../../platform/audit/audit.ts';
import { plainText, renderRichText, sanitizeRichText } from '../../platform/html/sanitize.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import * as repo from './hot-issue.repository.ts';

export type HotIssues = ReturnType<typeof createHotIssues>;
export type Actor = NonNullable<AuditActor> & { address: string };

const MISSING = '热点问题不存在或已下线';
const EXCERPT_LENGTH = 120;

function summaryOf(row: repo.HotIssueRow): HotIssueSummary {
  const text = plainText(row.answer);
  return {
    issueId: row.id,
    category: row.category,
    question: row.question,
    excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text,
    viewCount: row.viewCount,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

const adminOf = (row: repo.HotIssueRow): HotIssueAdmin => ({
  ...summaryOf(row),
  order: row.sortOrder,
  published: row.published,
  updatedAt: row.updatedAt.toISOString(),
});

const valuesOf = (input: z.output<typeof hotIssueInput>): repo.HotIssueValues => ({
  category: input.category,
  question: input.question,
  answer: sanitizeRichText(input.answer),
  sortOrder: input.order,
  published: input.published,
});

export function createHotIssues(deps: { db: Database; clock: Clock; audit: Audit }) {
  const { db, clock, audit } = deps;
  const record = (tx: Database, actor: Actor, action: string, row: repo.HotIssueRow) =>
    audit.record(
      {
        actor,
        action,
        objectType: 'hot_issue',
        objectId: row.id,
        address: actor.address,
        detail: { category: row.category, question: row.question, published: row.published },
      },
      tx,
    );

  async function detail(id: string): Promise<HotIssueAdminDetail> {
    const row = await repo.findIssue(db, id);
    if (!row) throw new NotFoundError(MISSING);
    return { ...adminOf(row), answer: renderRichText(row.answer) };
  }

  return {
    async listPublished(query: z.output<typeof hotIssueQuery>): Promise<Page<HotIssueSummary>> {
      const filter = { ...query, published: true };
      const { total, items } = await repo.listIssues(db, filter, query.size, offsetOf(query));
      return toPage(items.map(summaryOf), total, query);
    },

    async categoryCounts(): Promise<HotIssueCategoryCounts> {
      const counts = new Map((await repo.publishedCounts(db)).map((r) => [r.category, r.count]));
      return HOT_ISSUE_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
    },

    async read(id: string): Promise<HotIssueDetail> {
      const row = await repo.readPublished(db, id);
      if (!row) throw new NotFoundError(MISSING);
      return { ...summaryOf(row), answer: renderRichText(row.answer) };
    },

    async list(query: z.output<typeof hotIssueAdminQuery>): Promise<Page<HotIssueAdmin>> {
      const { total, items } = await repo.listIssues(db, query, query.size, offsetOf(query));
      return toPage(items.map(adminOf), total, query);
    },

    detail,

    async create(input: z.output<typeof hotIssueInput>, actor: Actor): Promise<HotIssueAdminDetail> {
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertIssue(tx, valuesOf(input), actor.id, clock());
        await record(tx, actor, 'hotIssue.created', created);
        return created;
      });
      return { ...adminOf(row), answer: renderRichText(row.answer) };
    },

    async update(
      id: string,
      input: z.output<typeof hotIssueInput>,
      actor: Actor,
    ): Promise<HotIssueAdminDetail> {
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateIssue(tx, id, valuesOf(input), actor.id, clock());
        if (!updated) throw new NotFoundError(MISSING);
        await record(tx, actor, 'hotIssue.updated', updated);
        return updated;
      });
      return { ...adminOf(row), answer: renderRichText(row.answer) };
    },

    async remove(id: string, actor: Actor): Promise<{ issueId: string }> {
      return db.transaction(async (tx) => {
        const row = await repo.deleteIssue(tx, id);
        if (!row) throw new NotFoundError(MISSING);
        await record(tx, actor, 'hotIssue.deleted', row);
        return { issueId: id };
      });
    },
  };
}
