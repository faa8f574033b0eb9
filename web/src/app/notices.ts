// The unread-notice count (spec §7): polled every NOTICE_POLL_MS from sign-in on, silently; the
// bell reads the same query, and the notices page invalidates it after a read or a discard.
import { NOTICE_POLL_MS, noticeEndpoints } from '@portal/contract';
import { type QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { api } from '../api/endpoint';

export const noticeCountQuery = queryOptions({
  queryKey: ['notice', 'count'] as const,
  queryFn: () => api(noticeEndpoints.count, {}, { silent: true }),
  refetchInterval: NOTICE_POLL_MS,
  // A layout switch remounts the bell; a count fresher than this is not asked again.
  staleTime: 30_000,
  retry: false,
});

let stop: (() => void) | null = null;

/** Starts the poll once per sign-in; an observer keeps it running whatever page is shown. */
export function startNoticePolling(client: QueryClient): void {
  if (stop) return;
  const observer = new QueryObserver(client, noticeCountQuery);
  stop = observer.subscribe(() => {});
}

export function stopNoticePolling(): void {
  stop?.();
  stop = null;
}

export function isNoticePolling(): boolean {
  return stop !== null;
}
