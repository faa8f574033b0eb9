// Feature usage (issue 3 §5): every entry into a console page is counted and sent in batches —
// after a quiet spell, when the batch is full, and when the tab is hidden or closed — to
// POST /console/api/usage. Failures are dropped: statistics never get in the user's way.
import { isPublicPath, USAGE_BATCH_MAX, USAGE_COUNT_MAX, usageEndpoints } from '@portal/contract';
import { appPath } from '../session/navigation';
import { readOrgInfo } from '../session/orgInfo';

const QUIET_MS = 10_000;
type State = { location: { pathname: string }; navigation: { state: string } };

export function createUsageBatch(send: (entries: Array<{ feature: string; count: number }>) => void) {
  let pending = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    const entries = [...pending].map(([feature, count]) => ({ feature, count }));
    pending = new Map();
    send(entries);
  };
  return {
    add(feature: string) {
      const count = (pending.get(feature) ?? 0) + 1;
      pending.set(feature, count);
      // The server records at most USAGE_COUNT_MAX entries of a feature per report.
      if (pending.size >= USAGE_BATCH_MAX || count >= USAGE_COUNT_MAX) flush();
      else {
        clearTimeout(timer);
        timer = setTimeout(flush, QUIET_MS);
      }
    },
    flush,
  };
}

function post(entries: Array<{ feature: string; count: number }>): void {
  // keepalive lets the last batch leave while the page unloads; same-origin sends the Origin header.
  void fetch(usageEndpoints.report.path, {
    method: usageEndpoints.report.method,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' },
    body: JSON.stringify({ entries }),
  }).catch(() => undefined);
}

/** Counts each settled navigation to a console page while signed in. */
export function trackFeatureUsage(router: {
  state: State;
  subscribe(listener: (state: State) => void): () => void;
}) {
  const batch = createUsageBatch(post);
  let last: string | null = null;
  const visit = (state: State) => {
    if (state.navigation.state !== 'idle') return;
    const path = appPath(state.location.pathname);
    if (path === last) return;
    last = path;
    if (!isPublicPath(path) && !path.startsWith('/error/') && readOrgInfo()) batch.add(path);
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') batch.flush();
    });
    // A full navigation away (sign-out, a 'full' menu link) may not report the tab hidden first.
    window.addEventListener('pagehide', () => batch.flush());
  }
  return router.subscribe(visit);
}
