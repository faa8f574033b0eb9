// The unread-notice count (spec §7): pushed by the server over notice/stream (issue 15 §3) while
// that stream is open, else polled every NOTICE_POLL_MS from sign-in on, silently; the bell reads
// the same query, and the notices page invalidates it after a read or a discard.
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

/**
 * Starts the count once per sign-in; an observer keeps it running whatever page is shown. While the
 * stream is open its events set the count and the poll rests; when the stream fails (no EventSource,
 * a proxy that refuses it, the session ended) the poll takes over, and the browser's own retry of
 * the stream, once it succeeds, rests the poll again.
 */
export function startNoticePolling(client: QueryClient): void {
  if (stop) return;
  const observer = new QueryObserver(client, noticeCountQuery);
  const unsubscribe = observer.subscribe(() => {});
  if (typeof EventSource === 'undefined') {
    stop = unsubscribe;
    return;
  }
  const poll = (on: boolean) =>
    observer.setOptions({ ...noticeCountQuery, refetchInterval: on ? NOTICE_POLL_MS : false });
  let stream: EventSource;
  try {
    stream = new EventSource(noticeEndpoints.stream.path);
  } catch {
    // A browser (or test DOM) that cannot open it: the poll alone, as before.
    stop = unsubscribe;
    return;
  }
  stream.addEventListener('open', () => poll(false));
  stream.addEventListener('error', () => poll(true));
  stream.addEventListener('count', (event) => {
    const data = JSON.parse((event as MessageEvent<string>).data) as { count: number };
    client.setQueryData(noticeCountQuery.queryKey, data);
  });
  stop = () => {
    stream.close();
    unsubscribe();
  };
}

export function stopNoticePolling(): void {
  stop?.();
  stop = null;
}

export function isNoticePolling(): boolean {
  return stop !== null;
}
