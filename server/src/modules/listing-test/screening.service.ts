// The offices' screening: every enterprise of the caller's region with an approved profile,
// measured by the rules in force today. Whether an enterprise meets a board is a computation over
// its figures, not a column, so the scope and the filters on the enterprises table are SQL and the
// verdicts are computed in batches; the page is cut from the filtered verdicts.
import type { SessionUser } from '@portal/contract';
import type {
  RulesVersion,
  ScreeningPage,
  ScreeningQuery,
  ScreeningRow,
} from '@portal/contract/listing-test';
import { scopeOf } from '../../platform/access/region-scope.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { approvedEnterprises, financialsOfVersions } from '../../platform/profile-versions/financials.ts';
import { profileYears } from './figures.ts';
import { screeningWhere } from './listing-test.repository.ts';
import { metricsOf } from './metrics.ts';
import { RULES_VERSIONS, versionOn } from './rules/versions.ts';
import { type BoardScreening, screen } from './screening.ts';

export type Filters = Omit<ScreeningQuery, 'page' | 'size'>;
const RANK = { MEETS: 0, CLOSE: 1, NEITHER: 2 } as const;
// One collator for the whole sort: String.localeCompare builds one per call.
const byName = new Intl.Collator('zh-CN').compare;

const best = (row: ScreeningRow, board?: string) =>
  Math.min(...row.boards.filter((b) => !board || b.board === board).map((b) => RANK[b.status]));

/**
 * Verdicts by rules version and profile version: an approved version's figures never change, so a
 * screening reads only the profiles approved since the last one (a bounded, per-process memo).
 */
type Verdict = { latestYear: number | null; boards: BoardScreening[] };
const verdicts = new Map<string, Verdict>();
const VERDICTS_MAX = 500_000;
const keyOf = (rules: string, versionId: string) => `${rules}/${versionId}`;

async function verdictsOf(db: AppContext['db'], rules: RulesVersion, versionIds: string[]) {
  const missing = versionIds.filter((id) => !verdicts.has(keyOf(rules.version, id)));
  const figures = await financialsOfVersions(db, missing);
  if (verdicts.size + missing.length > VERDICTS_MAX) verdicts.clear();
  for (const id of missing) {
    const years = profileYears(figures.get(id) ?? []);
    verdicts.set(keyOf(rules.version, id), {
      latestYear: years[0]?.year ?? null,
      boards: screen(rules, metricsOf({ years })),
    });
  }
  return (id: string) => verdicts.get(keyOf(rules.version, id))!;
}

/** Every screened row that passes the filters, best first (meets, then close, then by name). */
export async function screenRows(ctx: Pick<AppContext, 'db' | 'clock'>, user: SessionUser, filters: Filters) {
  const version = versionOn(chinaDay(ctx.clock())) ?? RULES_VERSIONS.at(-1)!;
  const rows: ScreeningRow[] = [];
  for await (const batch of approvedEnterprises(ctx.db, screeningWhere(scopeOf(user), filters))) {
    const verdictOf = await verdictsOf(
      ctx.db,
      version,
      batch.map((e) => e.versionId),
    );
    for (const e of batch) {
      const { latestYear, boards } = verdictOf(e.versionId);
      const wanted = boards.filter((b) => !filters.board || b.board === filters.board);
      if (filters.status && !wanted.some((b) => b.status === filters.status)) continue;
      rows.push({
        enterpriseId: e.id,
        name: e.name,
        regionCode: e.regionCode,
        regionName: e.regionName,
        latestYear,
        boards,
      });
    }
  }
  rows.sort((a, b) => best(a, filters.board) - best(b, filters.board) || byName(a.name, b.name));
  return { version, rows };
}

export async function screening(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: SessionUser,
  query: ScreeningQuery,
): Promise<ScreeningPage> {
  const { page, size, ...filters } = query;
  const { version, rows } = await screenRows(ctx, user, filters);
  const counts = {
    meets: rows.filter((r) => best(r, filters.board) === RANK.MEETS).length,
    close: rows.filter((r) => best(r, filters.board) === RANK.CLOSE).length,
  };
  const items = rows.slice((page - 1) * size, page * size);
  return { items, total: rows.length, page, size, rulesVersion: version.version, counts };
}
