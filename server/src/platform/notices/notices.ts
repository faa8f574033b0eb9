// Inbox notices (DESIGN §8): read by the bell and the notices page; sent by later features' events.
import type { Notice, Page, PageQuery } from '@portal/contract';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { offsetOf, toPage } from '../http/paging.ts';
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

export function createNotices(deps: { db: Database; clock: Clock; push?: NoticePush }) {
  const { db, clock, push } = deps;
  // Each open stream's way to end it, so that a closing server ends them all.
  const streams = new Set<() => void>();
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

    unreadCount: (userId: string) => repo.countUnread(db, userId),

    async inbox(userId: string, query: PageQuery): Promise<Page<Notice>> {
      const { total, items } = await repo.listInbox(db, userId, query.size, offsetOf(query));
      return toPage(items.map(toNotice), total, query);
    },

    async markRead(userId: string, noticeId: string): Promise<Notice> {
      const row = await repo.markRead(db, userId, noticeId, clock());
      if (!row) throw new NotFoundError('消息不存在或已删除');
      return toNotice(row);
    },

    async discard(userId: string, noticeId: string): Promise<void> {
      if (!(await repo.discard(db, userId, noticeId, clock()))) throw new NotFoundError('消息不存在或已删除');
    },

    /** For later features: one notice to each user; pass a transaction to send with the change. */
    send(userIds: readonly string[], notice: repo.NewNotice, executor: Database = db): Promise<void> {
      return repo.insertNotices(executor, userIds, notice, clock());
    },
  };
}
