// Inbox notices (DESIGN §8): read by the bell and the notices page; sent by later features' events.
import type { Notice, Page, PageQuery } from '@portal/contract';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { offsetOf, toPage } from '../http/paging.ts';
import { reused } from '../reused.ts';
import type { NoticePush } from './notice-push.ts';
import * as repo from './notices.repository.ts';

export type Notices = ReturnType<typeof createNotices>;

export function toNotice(row: repo.NoticeRow): Notice {
  return {
    noticeId: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * How long a user's unread count is reused at most. A new notice, a read or a discarded one is
 * announced to every process (notice-push.ts), which forgets the user's count at once; this bound
 * is for an announcement lost with the listening connection.
 */
export const UNREAD_COUNT_CACHE_MS = 2_000;

/** Past this many cached counts the cache starts again (a burst of users). */
const UNREAD_CACHE_MAX_ENTRIES = 10_000;

export function createNotices(deps: { db: Database; clock: Clock; push?: NoticePush }) {
  const { db, clock, push } = deps;
  // Each open stream's way to end it, so that a closing server ends them all.
  const streams = new Set<() => void>();

  // The bell asks for its count on every page (issue 15 §1): a query each time was most of the
  // call's cost.
  const counts = reused<number>({ ttlMs: UNREAD_COUNT_CACHE_MS, maxEntries: UNREAD_CACHE_MAX_ENTRIES });
  push?.onCountChange((userIds) => counts.forget(userIds));
  const unreadCount = (userId: string): Promise<number> =>
    counts.get(userId, clock().getTime(), () => repo.countUnread(db, userId));

  return {
    /** Calls `fn` when a notice for the user is committed by any process; answers the way to stop. */
    watch(userId: string, fn: () => void): () => void {
      return push?.watch(userId, fn) ?? (() => {});
    },

    /** Keeps `end` until it is removed (by the function answered), to end the stream on close. */
    openStream(end: () => void): () => void {
      streams.add(end);
      return () => streams.delete(end);
    },

    async closeStreams(): Promise<void> {
      for (const end of [...streams]) end();
      await push?.close();
    },

    unreadCount,

    async inbox(userId: string, query: PageQuery): Promise<Page<Notice>> {
      const { total, items } = await repo.listInbox(db, userId, query.size, offsetOf(query));
      return toPage(items.map(toNotice), total, query);
    },

    async markRead(userId: string, noticeId: string): Promise<Notice> {
      const row = await repo.markRead(db, userId, noticeId, clock());
      counts.forget([userId]);
      if (!row) throw new NotFoundError('消息不存在或已删除');
      return toNotice(row);
    },

    async discard(userId: string, noticeId: string): Promise<void> {
      const discarded = await repo.discard(db, userId, noticeId, clock());
      counts.forget([userId]);
      if (!discarded) throw new NotFoundError('消息不存在或已删除');
    },

    /** For later features: one notice to each user; pass a transaction to send with the change. */
    async send(userIds: readonly string[], notice: repo.NewNotice, executor: Database = db): Promise<void> {
      // Forgotten here too, for an app without a listener; the announcement forgets them again at commit.
      counts.forget(userIds);
      await repo.insertNotices(executor, userIds, notice, clock());
    },
  };
}
