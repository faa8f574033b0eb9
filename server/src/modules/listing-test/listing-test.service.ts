// The listing test's services: evaluate (pure, for everyone), the enterprise's own figures and
// history, and the rule tables. The screening lives in screening.service.ts.
import type { PageQuery } from '@portal/contract';
import type {
  EvaluateInput,
  Evaluation,
  ProfileFigures,
  SavedTestDetail,
  SavedTestInput,
  SavedTestSummary,
} from '@portal/contract/listing-test';
import type { Caller } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { currentFinancialsOf } from '../../platform/profile-versions/financials.ts';
import { evaluate } from './evaluate.ts';
import { profileYears } from './figures.ts';
import * as repo from './listing-test.repository.ts';
import { RULES_VERSIONS, versionOn } from './rules/versions.ts';

const MISSING = '测评记录不存在';

function summaryOf(row: repo.SavedTestRow): SavedTestSummary {
  return {
    id: row.id,
    asOf: row.asOf,
    rulesVersion: row.rulesVersion,
    source: row.source,
    boards: row.boards,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
  };
}

export function createListingTest(ctx: Pick<AppContext, 'db' | 'clock' | 'audit'>) {
  const { db, clock, audit } = ctx;

  /** The day the test is "as of" and the version in force then. */
  function rulesFor(asOf: string | undefined) {
    const day = asOf ?? chinaDay(clock());
    const version = versionOn(day);
    // The contract refuses days before the first version; this guards a clock set in the past.
    if (!version) throw new ValidationError([{ path: 'asOf', message: '该日期尚无上市规则版本' }]);
    return { day, version };
  }

  return {
    rules: () => RULES_VERSIONS,

    evaluate(input: EvaluateInput): Evaluation {
      return evaluate(rulesFor(input.asOf).version, input);
    },

    async profileFigures(caller: Caller): Promise<ProfileFigures> {
      const current = await currentFinancialsOf(db, caller.org.id);
      if (!current || current.versionNumber === null) return { profileVersion: null, years: [] };
      const years = profileYears(current.financials).map((y) => ({
        ...y,
        revenue: y.revenue ?? null,
        netProfit: y.netProfit ?? null,
      }));
      return { profileVersion: current.versionNumber, years };
    },

    async save(caller: Caller, body: SavedTestInput): Promise<SavedTestDetail> {
      const { day, version } = rulesFor(body.input.asOf);
      const input = { ...body.input, asOf: day };
      const result = evaluate(version, input);
      const boards = result.boards.filter((b) => b.passed).map((b) => b.board);
      const id = await db.transaction(async (tx) => {
        const id = await repo.insertTest(tx, {
          orgId: caller.org.id,
          asOf: day,
          rulesVersion: version.version,
          source: body.source,
          boards,
          input,
          result,
          createdBy: caller.user.id,
          createdAt: clock(),
        });
        await audit.by(
          caller,
          {
            action: 'listingTest.saved',
            objectType: 'listing_test',
            objectId: id,
            detail: { asOf: day, boards },
          },
          tx,
        );
        return id;
      });
      return this.detail(caller, id);
    },

    async detail(caller: Caller, id: string): Promise<SavedTestDetail> {
      const row = await repo.findTest(db, caller.org.id, id);
      if (!row) throw new NotFoundError(MISSING);
      return { ...summaryOf(row), input: row.input, result: row.result };
    },

    async list(caller: Caller, query: PageQuery) {
      const { items, total } = await repo.pageOfTests(db, caller.org.id, offsetOf(query), query.size);
      return toPage(items.map(summaryOf), total, query);
    },
  };
}
