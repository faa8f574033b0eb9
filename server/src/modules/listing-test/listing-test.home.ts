// The listing test's home card (issue 16): the enterprise's latest saved test, or, when it saved
// none, its approved profile's figures measured as the offices' screening measures them, board by
// board: passes, close (every check a profile can answer within 10 %), or fails.
import type { HomeCardData, HomeItem, HomeTone } from '@portal/contract/home-cards';
import { type EvaluateInput, LISTING_BOARDS, type ListingBoard } from '@portal/contract/listing-test';
import type { Caller } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import { currentFinancialsOf } from '../../platform/profile-versions/financials.ts';
import { profileYears } from './figures.ts';
import { pageOfTests } from './listing-test.repository.ts';
import { metricsOf } from './metrics.ts';
import { RULES_VERSIONS, versionOn } from './rules/versions.ts';
import { screen } from './screening.ts';

const PAGE = '/marketIntelligenceTesting';
type Verdict = 'PASS' | 'CLOSE' | 'FAIL';
const TONES: Record<Verdict, HomeTone> = { PASS: 'success', CLOSE: 'warning', FAIL: 'normal' };

function card(
  verdicts: Map<ListingBoard, Verdict>,
  source: 'saved' | 'profile',
  day: string,
  version: string,
) {
  const items: HomeItem[] = LISTING_BOARDS.map((board) => {
    const verdict = verdicts.get(board) ?? 'FAIL';
    return {
      id: board,
      title: { enum: 'listingBoard', value: board },
      tag: { key: `verdict.${verdict}` },
      tone: TONES[verdict],
      href: PAGE,
    };
  });
  const count = (v: Verdict) => [...verdicts.values()].filter((x) => x === v).length;
  return {
    figures: (['PASS', 'CLOSE'] as const).map((v) => ({
      key: v === 'PASS' ? 'passes' : 'close',
      value: count(v),
      href: PAGE,
      tone: count(v) ? TONES[v] : ('normal' as const),
    })),
    items,
    more: PAGE,
    summary: { key: `summary.${source}`, args: { day, version } },
  } satisfies HomeCardData;
}

async function result(ctx: AppContext, caller: Caller): Promise<HomeCardData> {
  const { items: latest } = await pageOfTests(ctx.db, caller.org.id, 0, 1);
  const saved = latest[0];
  if (saved) {
    const version = RULES_VERSIONS.find((v) => v.version === saved.rulesVersion) ?? versionOn(saved.asOf);
    const screened = version ? screen(version, metricsOf(saved.input as EvaluateInput)) : [];
    const verdicts = new Map<ListingBoard, Verdict>();
    for (const b of saved.result.boards) {
      const near = screened.find((s) => s.board === b.board)?.status;
      verdicts.set(b.board, b.passed ? 'PASS' : near === 'MEETS' || near === 'CLOSE' ? 'CLOSE' : 'FAIL');
    }
    return card(verdicts, 'saved', saved.asOf, saved.rulesVersion);
  }
  const current = await currentFinancialsOf(ctx.db, caller.org.id);
  const years = profileYears(current?.financials ?? null);
  const day = chinaDay(ctx.clock());
  const version = versionOn(day) ?? RULES_VERSIONS.at(-1)!;
  if (!current || current.versionNumber === null || years.length === 0)
    return { figures: [], items: [], more: PAGE, summary: null };
  const verdicts = new Map<ListingBoard, Verdict>(
    screen(version, metricsOf({ years })).map((s) => [
      s.board,
      s.status === 'MEETS' ? 'PASS' : s.status === 'CLOSE' ? 'CLOSE' : 'FAIL',
    ]),
  );
  return card(verdicts, 'profile', day, version.version);
}

export const listingTestHomeCards: HomeCardDefinition[] = [
  {
    name: 'result',
    path: PAGE,
    order: 70,
    // Institutions open the test page too, but only an enterprise has tests and a profile's figures.
    shows: (caller) => caller.org.type === 'ENTERPRISE',
    load: (ctx) => (caller) => result(ctx, caller),
  },
];
