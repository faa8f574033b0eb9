// Portal maintenance: the administrator's articles. Every change is one transaction with its
// audit row; an edit names the version it was made on, and a stale one is refused (409).
import type {
  ArticleAdmin,
  ArticleAdminItem,
  ArticleState,
  articleAdminQuery,
  articleInput,
  Page,
} from '@portal/contract';
import type { z } from 'zod';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import { dayStart, nextDayStart } from '../../platform/china-time.ts';
import type { ContentFiles } from '../../platform/files/files.service.ts';
import { checkWordLimit } from '../../platform/html/word-limit.ts';
import { ConflictError, NotFoundError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { articleFileIds, plainText, sanitizeBody } from './article.html.ts';
import { toAdmin, toAdminItem } from './article.mapping.ts';
import * as repo from './article.repository.ts';

export type Articles = ReturnType<typeof createArticles>;
type Input = z.output<typeof articleInput>;
type Query = z.output<typeof articleAdminQuery>;

const NOT_FOUND = '文章不存在或已删除';
const STALE = '文章已被他人修改，请刷新后再编辑';

/** China time: a date filter means a whole day in the province's time zone. */

function columnsOf(input: Input): repo.ArticleChanges {
  const bodyHtml = sanitizeBody(input.body);
  checkWordLimit(bodyHtml, { path: 'body', label: '正文' });
  return {
    category: input.category,
    title: input.title,
    summary: input.summary,
    coverUrl: input.coverUrl,
    bodyHtml,
    bodyText: plainText(bodyHtml),
    attachments: input.attachments,
    source: input.source,
    author: input.author,
    publishAt: input.publishAt ? new Date(input.publishAt) : null,
    pinned: input.pinned,
    sortOrder: input.order,
  };
}

export function createArticles(deps: { db: Database; clock: Clock; audit: Audit; files: ContentFiles }) {
  const { db, clock, audit, files } = deps;

  /**
   * Tells the file store what the article shows and from when: its publish time while it is
   * published (a future one keeps the files closed until then), never otherwise (its editors read
   * them meanwhile); a deleted article shows nothing. Whether a visitor may read a file is decided
   * when it is asked for (platform/files), so a file taken out of the article, or shown by nothing
   * visible any more, is private again at once.
   */
  async function syncFiles(tx: Database, row: repo.ArticleRow, gone = false) {
    const visibleFrom = !gone && row.state === 'PUBLISHED' ? row.publishAt : null;
    await files.show({ type: 'article', id: row.id }, gone ? [] : articleFileIds(row), visibleFrom, tx);
  }

  /** Runs a change and its audit row in one transaction, answering the article as it now is. */
  async function change(
    caller: Caller,
    action: string,
    act: (tx: Database, now: Date) => Promise<repo.ArticleRow>,
  ): Promise<ArticleAdmin> {
    const now = clock();
    const id = await db.transaction(async (tx) => {
      const row = await act(tx, now);
      await syncFiles(tx, row);
      await audit.by(
        caller,
        {
          action,
          objectType: 'article',
          objectId: row.id,
          detail: { title: row.title, category: row.category, state: row.state, version: row.version },
        },
        tx,
      );
      return row.id;
    });
    return toAdmin((await repo.findAdmin(db, id))!, now);
  }

  /** Why a guarded update matched nothing: the row is gone, or it moved on. */
  async function refusal(tx: Database, id: string, stale: string): Promise<never> {
    if (!(await repo.findRow(tx, id))) throw new NotFoundError(NOT_FOUND);
    throw new ConflictError(stale);
  }

  async function transition(
    caller: Caller,
    id: string,
    to: ArticleState,
    from: readonly ArticleState[],
    version: number | undefined,
    stale: string,
  ) {
    return change(
      caller,
      to === 'PUBLISHED' ? 'article.published' : 'article.unpublished',
      async (tx, now) => {
        const current = await repo.findRow(tx, id);
        if (!current) throw new NotFoundError(NOT_FOUND);
        const changes: repo.ArticleChanges = { state: to, updatedAt: now, updatedBy: caller.user.id };
        // Left empty, the publish time is the moment of publishing; a future one schedules it.
        if (to === 'PUBLISHED' && !current.publishAt) changes.publishAt = now;
        const row = await repo.updateArticle(tx, id, changes, { version, fromStates: from });
        return row ?? refusal(tx, id, version !== undefined && version !== current.version ? STALE : stale);
      },
    );
  }

  return {
    async list(query: Query): Promise<Page<ArticleAdminItem>> {
      const now = clock();
      const filter: repo.AdminFilter = {
        categories: query.category,
        state: query.state,
        keyword: query.keyword || undefined,
        from: query.from ? dayStart(query.from) : undefined,
        until: query.to ? nextDayStart(query.to) : undefined,
      };
      const { total, items } = await repo.listAdmin(db, filter, now, query.size, offsetOf(query));
      return toPage(
        items.map((row) => toAdminItem(row, now)),
        total,
        query,
      );
    },

    async get(id: string): Promise<ArticleAdmin> {
      const row = await repo.findAdmin(db, id);
      if (!row) throw new NotFoundError(NOT_FOUND);
      return toAdmin(row, clock());
    },

    create(caller: Caller, input: Input): Promise<ArticleAdmin> {
      return change(caller, 'article.created', (tx, now) =>
        repo.insertArticle(tx, {
          ...(columnsOf(input) as repo.NewArticle),
          state: 'DRAFT',
          createdAt: now,
          createdBy: caller.user.id,
          updatedAt: now,
          updatedBy: caller.user.id,
        }),
      );
    },

    update(caller: Caller, id: string, input: Input & { version: number }): Promise<ArticleAdmin> {
      return change(caller, 'article.updated', async (tx, now) => {
        const changes = { ...columnsOf(input), updatedAt: now, updatedBy: caller.user.id };
        const current = await repo.findRow(tx, id);
        // A published article needs a publish time to stay visible: an edit that leaves it empty
        // keeps the one it has (the version guard below refuses the edit if the row moved on).
        if (current?.state === 'PUBLISHED' && !changes.publishAt)
          changes.publishAt = current.publishAt ?? now;
        const row = await repo.updateArticle(tx, id, changes, { version: input.version });
        return row ?? refusal(tx, id, STALE);
      });
    },

    publish: (caller: Caller, id: string, version?: number) =>
      transition(caller, id, 'PUBLISHED', ['DRAFT', 'UNPUBLISHED'], version, '文章已发布'),

    unpublish: (caller: Caller, id: string, version?: number) =>
      transition(caller, id, 'UNPUBLISHED', ['PUBLISHED'], version, '文章未发布，无需下线'),

    async remove(caller: Caller, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.deleteArticle(tx, id);
        if (!row) throw new NotFoundError(NOT_FOUND);
        await syncFiles(tx, row, true);
        await audit.by(
          caller,
          {
            action: 'article.deleted',
            objectType: 'article',
            objectId: id,
            detail: { title: row.title, category: row.category, state: row.state },
          },
          tx,
        );
      });
    },
  };
}
