// Feature usage: the web reports entries in batches; administrators read grouped counts for a
// date range. Days are China Standard Time days, as the offices count them.
import {
  type SessionUser,
  USAGE_COUNT_MAX,
  USAGE_RANGE_MAX_DAYS,
  type UsageQuery,
  type UsageReport,
  type UsageStatistics,
} from '@portal/contract';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { scopeOf } from '../../platform/access/region-scope.ts';
import { chinaDay } from '../../platform/china-time.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { isKnownFeature } from './usage.features.ts';
import * as repo from './usage.repository.ts';

/** The contract has checked that both are calendar days (z.iso.date); here: their order and span. */
export function checkRange({ from, to }: UsageQuery): void {
  const span = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (Number.isNaN(span)) throw new ValidationError([{ path: 'from', message: '日期不正确' }]);
  if (span < 0) throw new ValidationError([{ path: 'to', message: '结束日期不能早于开始日期' }]);
  if (span >= USAGE_RANGE_MAX_DAYS) {
    throw new ValidationError([{ path: 'to', message: `一次最多统计 ${USAGE_RANGE_MAX_DAYS} 天` }]);
  }
}

export function createUsage(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * Counts known features only; unknown paths are ignored, not refused (an old tab may send
     * them). A feature counts at most USAGE_COUNT_MAX entries per report: the client's numbers
     * are not trusted beyond what one honest batch holds; the rest is reported as ignored.
     */
    async record(user: SessionUser, report: UsageReport) {
      const day = chinaDay(clock());
      const merged = new Map<string, number>();
      let sent = 0;
      for (const { feature, count } of report.entries) {
        sent += count;
        if (isKnownFeature(feature)) merged.set(feature, (merged.get(feature) ?? 0) + count);
      }
      const rows = [...merged].map(([feature, count]) => ({
        day,
        feature,
        orgId: user.org.id,
        orgType: user.org.type,
        count: Math.min(count, USAGE_COUNT_MAX),
      }));
      await repo.addUsage(db, rows);
      const recorded = rows.reduce((n, r) => n + r.count, 0);
      return { recorded, ignored: sent - recorded };
    },

    async statistics(user: SessionUser, range: UsageQuery): Promise<UsageStatistics> {
      checkRange(range);
      const q = repo.createUsageQueries(db, range, scopeOf(user));
      const [byFeature, byDay, byOrgType, rows, byOrg] = await Promise.all([
        q.byFeature(),
        q.byDay(),
        q.byOrgType(),
        q.rows(),
        q.byOrg(20),
      ]);
      return {
        ...range,
        total: byFeature.reduce((n, r) => n + r.count, 0),
        byFeature,
        byDay,
        byOrgType,
        rows,
        byOrg: byOrg.map(({ orgName, orgType, count }) => ({ orgName, orgType, count })),
      };
    },
  };
}
