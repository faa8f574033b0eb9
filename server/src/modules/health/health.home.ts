// The administrators' home card of failed background jobs (issue 16): the jobs whose last run
// failed, read with the same condition as the job page's filter (?failed=true).

import type { JobRun } from '@portal/contract/health';
import { HOME_CARD_ITEMS, type HomeCardData } from '@portal/contract/home-cards';
import type { AppContext } from '../../platform/context.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import { type JobRunRow, listJobRuns } from '../../platform/job-runs.ts';

export const JOBS_PAGE = '/management/jobs';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A failure's first line, short enough for one line of a card (the page shows it whole). */
const HEADLINE = 60;
function headline(error: string): string {
  const line = error.split('\n', 1)[0]!.trim();
  return line.length > HEADLINE ? `${line.slice(0, HEADLINE - 1)}…` : line;
}

export const toJobRun = (r: JobRunRow): JobRun => ({
  name: r.name,
  startedAt: r.startedAt.toISOString(),
  finishedAt: iso(r.finishedAt),
  outcome: r.outcome,
  lastSuccessAt: iso(r.lastSuccessAt),
  lastFailureAt: iso(r.lastFailureAt),
  lastError: r.lastError,
  consecutiveFailures: r.consecutiveFailures,
  process: r.process,
});

function failedJobs(ctx: AppContext) {
  return async (): Promise<HomeCardData> => {
    // A handful of jobs: the list is the count.
    const failed = await listJobRuns(ctx.db, { failed: true });
    const href = `${JOBS_PAGE}?failed=true`;
    return {
      figures: [
        { key: 'failed', value: failed.length, href, tone: failed.length > 0 ? 'danger' : 'success' },
      ],
      items: failed.slice(0, HOME_CARD_ITEMS).map((r) => ({
        id: r.name,
        // The web's name of the job, its own name when it has none.
        title: { key: `names.${r.name}`, args: { defaultValue: r.name } },
        note: r.lastError === null ? null : { text: headline(r.lastError) },
        date: iso(r.lastFailureAt),
        dateLabel: { key: 'failedAt' },
        tag: { key: 'times', args: { n: r.consecutiveFailures } },
        tone: 'danger' as const,
        href,
      })),
      more: JOBS_PAGE,
      summary: null,
    };
  };
}

export const healthHomeCards: HomeCardDefinition[] = [
  { name: 'jobs', path: JOBS_PAGE, order: 90, load: failedJobs },
];
