// The offices' screening: every enterprise of the caller's region with an approved profile,
// measured by the rules in force today. Whether an enterprise meets a board is a computation over
// its figures, not a column: the scope and the filters on the enterprises table are SQL, the
// verdicts are computed (and kept by profile version), and only the page's rows are decorated.
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
import {
  approvedEnterprises,
  enterpriseHeads,
  financialsOfVersions,
} from '../../platform/profile-versions/financials.ts';
import { profileYears } from './figures.ts';
import { screeningWhere } from './listing-test.repository.ts';
import { metricsOf } from './metrics.ts';
import { RULES_VERSIONS, versionOn } from './rules/versions.ts';
import { type BoardScreening, screen } from './screening.ts';

export type Filters = Omit<ScreeningQuery, 'page' | 'size'>;
const RANK = { MEETS: 0, CLOSE: 1, NEITHER: 2 } as const;

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

export type ScreenedRef = { enterpriseId: string } & Verdict;
const rankOf = (boards: BoardScreening[], board?: string) =>
  Math.min(...boards.filter((b) => !board || b.board === board).map((b) => RANK[b.status]));

/** Every screened enterprise that passes the filters, best first (meets, close, neither), by name within. */
export async function screenRefs(ctx: Pick<AppContext, 'db' | 'clock'>, user: SessionUser, filters: Filters) {
  const version = versionOn(chinaDay(ctx.clock())) ?? RULES_VERSIONS.at(-1)!;
  const where = screeningWhere(scopeOf(user), filters);
  const refs = await approvedEnterprises(ctx.db, where);
  const verdictOf = await verdictsOf(
    ctx.db,
    version,
    refs.map((r) => r.versionId),
  );
  const rows: (ScreenedRef & { rank: number })[] = [];
  for (const ref of refs) {
    const verdict = verdictOf(ref.versionId);
    const wanted = verdict.boards.filter((b) => !filters.board || b.board === filters.board);
    if (filters.status && !wanted.some((b) => b.status === filters.status)) continue;
    rows.push({ enterpriseId: ref.id, ...verdict, rank: rankOf(verdict.boards, filters.board) });
  }
  // Stable: the names' order from SQL holds within a rank.
  rows.sort((a, b) => a.rank - b.rank);
  return { version, rows };
}

/** Names and regions for screened rows, in their order. */
export async function decorate(db: AppContext['db'], rows: readonly ScreenedRef[]): Promise<ScreeningRow[]> {
  const heads = await enterpriseHeads(
    db,
    rows.map((r) => r.enterpriseId),
  );
  return rows.map((r) => {
    const head = heads.get(r.enterpriseId);
    return {
      enterpriseId: r.enterpriseId,
      name: head?.name ?? '',
      regionCode: head?.regionCode ?? '',
      regionName: head?.regionName ?? null,
      latestYear: r.latestYear,
      boards: r.boards,
    };
  });
}

export async function screening(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  user: SessionUser,
  query: ScreeningQuery,
): Promise<ScreeningPage> {
  const { page, size, ...filters } = query;
  const { version, rows } = await screenRefs(ctx, user, filters);
  const counts = {
    meets: rows.filter((r) => r.rank === RANK.MEETS).length,
    close: rows.filter((r) => r.rank === RANK.CLOSE).length,
  };
  const items = await decorate(ctx.db, rows.slice((page - 1) * size, page * size));
  return { items, total: rows.length, page, size, rulesVersion: version.version, counts };
}
