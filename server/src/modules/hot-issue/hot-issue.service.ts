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
  hotIssueUpdate,
  Page,
} from '@portal/contract';
import { HOT_ISSUE_CATEGORIES } from '@portal/contract';
import type { z } from 'zod';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import type { ContentFiles } from '../../platform/files/files.service.ts';
import {
  plainText,
  referencedFileIds,
  renderRichText,
  sanitizeRichText,
} from '../../platform/html/sanitize.ts';
import { checkWordLimit } from '../../platform/html/word-limit.ts';
import { ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import * as repo from './hot-issue.repository.ts';

export type HotIssues = ReturnType<typeof createHotIssues>;

const MISSING = '热点问题不存在或已下线';
const STALE = '热点问题已被他人修改，请刷新后再编辑';
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
  version: row.version,
});

function valuesOf(input: z.output<typeof hotIssueInput>): repo.HotIssueValues {
  const answer = sanitizeRichText(input.answer);
  checkWordLimit(answer, { path: 'answer', label: '解答' });
  return {
    category: input.category,
    question: input.question,
    answer,
    sortOrder: input.order,
    published: input.published,
  };
}

export function createHotIssues(deps: { db: Database; clock: Clock; audit: Audit; files: ContentFiles }) {
  const { db, clock, audit, files } = deps;
  /** A published issue's images and links to our files are public while it stays published (platform/files). */
  const showFiles = (tx: Database, id: string, row?: repo.HotIssueRow) =>
    files.show(
      { type: 'hot_issue', id },
      row ? referencedFileIds(row.answer) : [],
      row?.published ? (row.publishedAt ?? clock()) : null,
      tx,
    );
  const record = (tx: Database, actor: Caller, action: string, row: repo.HotIssueRow) =>
    audit.by(
      actor,
      {
        action,
        objectType: 'hot_issue',
        objectId: row.id,
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

    async create(input: z.output<typeof hotIssueInput>, actor: Caller): Promise<HotIssueAdminDetail> {
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertIssue(tx, valuesOf(input), actor.user.id, clock());
        await showFiles(tx, created.id, created);
        await record(tx, actor, 'hotIssue.created', created);
        return created;
      });
      return { ...adminOf(row), answer: renderRichText(row.answer) };
    },

    /** The edit names the version it was made on: 409 when someone changed the issue meanwhile. */
    async update(
      id: string,
      input: z.output<typeof hotIssueUpdate>,
      actor: Caller,
    ): Promise<HotIssueAdminDetail> {
      const values = valuesOf(input);
      const row = await db.transaction(async (tx) => {
        const edit = { actorId: actor.user.id, now: clock(), version: input.version };
        const updated = await repo.updateIssue(tx, id, values, edit);
        if (!updated)
          throw (await repo.findIssue(tx, id)) ? new ConflictError(STALE) : new NotFoundError(MISSING);
        await showFiles(tx, id, updated);
        await record(tx, actor, 'hotIssue.updated', updated);
        return updated;
      });
      return { ...adminOf(row), answer: renderRichText(row.answer) };
    },

    async remove(id: string, actor: Caller): Promise<{ issueId: string }> {
      return db.transaction(async (tx) => {
        const row = await repo.deleteIssue(tx, id);
        if (!row) throw new NotFoundError(MISSING);
        await showFiles(tx, id);
        await record(tx, actor, 'hotIssue.deleted', row);
        return { issueId: id };
      });
    },
  };
}
