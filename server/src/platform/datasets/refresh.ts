// A dataset's scheduled refresh (issue 13 §1): an administrator may name an address the dataset's
// workbook is published at; a job fetches it through the SSRF-safe fetcher every so many hours and
// imports it like an upload (origin URL, no person). Off by default: nothing leaves the machine
// unless an administrator turns it on. A refused or failed fetch is kept for the administrator to
// read and changes no data.
import type { DatasetRefresh, DatasetRefreshInput } from '@portal/contract/datasets';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { datasetRefreshes } from '../../db/schema/index.ts';
import type { Caller } from '../access/caller.ts';
import type { Audit } from '../audit/audit.ts';
import { chinaDay } from '../china-time.ts';
import { captureRemote, type RemoteCaptureOptions } from '../fetch/remote-capture.ts';
import { HttpError } from '../http/errors.ts';
import type { Datasets } from './pipeline.ts';

/** The largest workbook a fetch reads; an upload has the same bound. */
export const DATASET_MAX_BYTES = 60 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 120_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/octet-stream';

type Deps = {
  db: Database;
  clock: () => Date;
  audit: Audit;
  datasets: Datasets;
  remoteCapture?: RemoteCaptureOptions;
};

export function createDatasetRefresh({ db, clock, audit, datasets, remoteCapture }: Deps) {
  async function get(key: string): Promise<DatasetRefresh> {
    const d = datasets.declaration(key);
    const [row] = await db.select().from(datasetRefreshes).where(eq(datasetRefreshes.dataset, key));
    return {
      dataset: key,
      title: d.title,
      url: row?.url ?? null,
      sourceName: row?.sourceName ?? null,
      enabled: row?.enabled ?? false,
      everyHours: row?.everyHours ?? 24,
      lastRunAt: row?.lastRunAt?.toISOString() ?? null,
      lastError: row?.lastError ?? null,
    };
  }

  /** One dataset's fetch and import; the outcome is recorded, never thrown. */
  async function refreshOne(key: string, url: string, sourceName: string) {
    let lastError: string | null = null;
    try {
      const { body, url: final } = await captureRemote(url, {
        timeoutMs: remoteCapture?.timeoutMs ?? FETCH_TIMEOUT_MS,
        maxBytes: DATASET_MAX_BYTES,
        allowLoopback: remoteCapture?.allowLoopback ?? false,
        accept: XLSX,
      });
      const fileName = decodeURIComponent(final.pathname.split('/').pop() || final.hostname).slice(0, 200);
      await datasets.importWorkbook(
        key,
        body,
        { fileName, sourceName, asOf: chinaDay(clock()), origin: 'URL' },
        null,
      );
    } catch (error) {
      lastError =
        error instanceof HttpError && error.details && error.details.length > 0
          ? error.details
              .slice(0, 5)
              .map((d) => d.message)
              .join('；')
          : error instanceof Error
            ? error.message
            : String(error);
    }
    await db.update(datasetRefreshes).set({ lastError }).where(eq(datasetRefreshes.dataset, key));
    return lastError === null;
  }

  return {
    get,
    async set(key: string, input: DatasetRefreshInput, caller: Caller): Promise<DatasetRefresh> {
      datasets.declaration(key);
      const values = {
        url: input.url,
        sourceName: input.sourceName,
        enabled: input.enabled,
        everyHours: input.everyHours,
        updatedAt: clock(),
        updatedBy: caller.user.id,
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(datasetRefreshes)
          .values({ dataset: key, ...values })
          .onConflictDoUpdate({ target: datasetRefreshes.dataset, set: values });
        await audit.by(
          caller,
          {
            action: 'dataset.refreshConfigured',
            objectType: 'dataset',
            objectId: key,
            detail: { url: input.url, enabled: input.enabled, everyHours: input.everyHours },
          },
          tx,
        );
      });
      return get(key);
    },

    /**
     * The job: every enabled refresh whose time has come, each claimed by a conditional update so
     * two server processes never fetch one twice. Answers how many succeeded.
     */
    async runDue(): Promise<number> {
      const now = clock();
      const due = await db.select().from(datasetRefreshes).where(eq(datasetRefreshes.enabled, true));
      let done = 0;
      for (const r of due) {
        if (!r.url || !r.sourceName || !datasets.keys().includes(r.dataset)) continue;
        const dueBefore = new Date(now.getTime() - r.everyHours * 3_600_000);
        const claimed = await db
          .update(datasetRefreshes)
          .set({ lastRunAt: now })
          .where(
            and(
              eq(datasetRefreshes.dataset, r.dataset),
              or(isNull(datasetRefreshes.lastRunAt), lte(datasetRefreshes.lastRunAt, dueBefore)),
            ),
          )
          .returning({ dataset: datasetRefreshes.dataset });
        if (claimed.length === 0) continue;
        if (await refreshOne(r.dataset, r.url, r.sourceName)) done++;
      }
      return done;
    },
  };
}
