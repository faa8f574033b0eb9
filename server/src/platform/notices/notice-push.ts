// New notices pushed to open browsers (issue 15 §3): every insert announces its users on
// NOTICE_CHANNEL (notices.repository.ts), which each server process LISTENs to — on PostgreSQL any
// process's notice reaches every process, on PGlite its one process hears itself — and the
// process wakes the streams (notice/stream) its users hold.
import type { Listen } from '../../db/client.ts';
import { NOTICE_CHANNEL, NOTICE_READ_CHANNEL } from './notices.repository.ts';

export type NoticePush = ReturnType<typeof createNoticePush>;

/** Whose unread count changed: some users, or '*' (everyone). */
export type CountChange = (userIds: readonly string[] | '*') => void;

export function createNoticePush(listen: Listen | undefined) {
  const watchers = new Map<string, Set<() => void>>();
  const changes = new Set<CountChange>();
  const wake = (userId: string) => {
    for (const fn of watchers.get(userId) ?? []) fn();
  };
  const usersOf = (payload: string) => (payload === '*' ? '*' : payload.split(','));
  const changed = (payload: string) => {
    for (const fn of changes) fn(usersOf(payload));
  };
  const deliver = (payload: string) => {
    changed(payload);
    if (payload === '*') for (const userId of watchers.keys()) wake(userId);
    else for (const userId of payload.split(',')) wake(userId);
  };
  // Without a listener (an app built on a bare drizzle instance) streams still open and are checked,
  // but nothing wakes them: the web's poll does the work.
  const stopping = listen?.(NOTICE_CHANNEL, deliver);
  // A notice read or discarded changes only counts: no stream is woken for it.
  const stoppingReads = listen?.(NOTICE_READ_CHANNEL, changed);
  return {
    /** Calls `fn` whenever some users' unread counts may have changed, in any process. */
    onCountChange(fn: CountChange): void {
      changes.add(fn);
    },
    /** Calls `fn` whenever a notice for the user is committed; answers the way to stop. */
    watch(userId: string, fn: () => void): () => void {
      let set = watchers.get(userId);
      if (!set) {
        set = new Set();
        watchers.set(userId, set);
      }
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0) watchers.delete(userId);
      };
    },
    async close(): Promise<void> {
      await (await stopping)?.();
      await (await stoppingReads)?.();
    },
  };
}
