// IPO data: the reads every signed-in reader makes (statistics, cases, letters) from the datasets'
// active versions (platform/datasets imports them). Readers see the whole national dataset:
// it is public market data, not a region's records.
import type { IpoCaseQuery, letterQuery } from '@portal/contract/ipo-data';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { sourceOf } from '../../platform/datasets/index.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { parseQuery } from '../../platform/search/chinese.ts';
import {
  activeImport,
  aggregates,
  casesByIds,
  type IpoCaseRecord,
  pageOfCases,
  pageOfLetters,
} from './ipo-data.repository.ts';
import { NATIONAL_HEADLINES } from './seed/national-headlines.ts';

export type IpoCaseFilter = Omit<IpoCaseQuery, 'page' | 'size'>;
type Deps = Pick<AppContext, 'db'>;

export { sourceOf };

export const caseRowOf = (c: IpoCaseRecord & { enterpriseId: string | null }) => ({
  caseId: c.id,
  companyName: c.companyName,
  board: c.board,
  province: c.province,
  industry: c.industry,
  sponsor: c.sponsor,
  status: c.status,
  acceptedOn: c.acceptedOn,
  fundsRaised: c.fundsRaised,
  enterpriseId: c.enterpriseId,
});

const EVENTS = [
  ['acceptedOn', '受理'],
  ['inquiredOn', '首轮问询'],
  ['committeeOn', '上市委审议'],
  ['registeredOn', '提交注册'],
  ['listedOn', '上市'],
  ['terminatedOn', '终止审核'],
] as const;

export function createIpoData({ db }: Deps) {
  const current = async () => activeImport(db);

  return {
    async letters(query: z.infer<typeof letterQuery>) {
      const active = await activeImport(db, 'IPO_LETTERS');
      const { page, size, keyword, ...filter } = query;
      if (!active) return { items: [], total: 0, page, size, source: null, byCategory: [] };
      const parsed = keyword ? parseQuery(keyword) : null;
      // A keyword with nothing searchable in it (one character, punctuation) finds nothing.
      if (keyword && !parsed)
        return { items: [], total: 0, page, size, source: sourceOf(active), byCategory: [] };
      const found = await pageOfLetters(
        db,
        active.id,
        { ...filter, tsquery: parsed?.tsquery },
        size,
        (page - 1) * size,
      );
      return {
        items: found.items.map((q) => ({
          questionId: q.id,
          companyName: q.companyName,
          board: q.board,
          round: q.round,
          letterDate: q.letterDate,
          number: q.number,
          category: q.category,
          question: q.question,
        })),
        total: found.total,
        page,
        size,
        source: sourceOf(active),
        byCategory: found.byCategory,
      };
    },
    async overview(query: { year?: number; board?: IpoCaseRecord['board'] }) {
      const active = await current();
      const national = NATIONAL_HEADLINES.map((h) => ({ ...h }));
      if (!active)
        return {
          source: null,
          national,
          byYear: [],
          byMonth: [],
          byBoard: [],
          byProvince: [],
          byIndustry: [],
          queueByBoard: [],
          queueByProvince: [],
          ours: [],
          year: query.year ?? null,
        };
      const figures = await aggregates(db, active.id, query.year ?? null, query.board);
      return {
        source: sourceOf(active),
        national,
        ...figures,
        ours: figures.ours.map(caseRowOf),
        year: query.year ?? null,
      };
    },
    async cases(query: IpoCaseQuery & { page: number; size: number }) {
      const active = await current();
      if (!active) return { items: [], total: 0, page: query.page, size: query.size, source: null };
      const { page, size, ...filter } = query;
      const found = await pageOfCases(db, active.id, filter, size, (page - 1) * size);
      return { items: found.items.map(caseRowOf), total: found.total, page, size, source: sourceOf(active) };
    },
    current,
    async detail(caseId: string) {
      const active = await current();
      const [c] = await casesByIds(db, [caseId]);
      // A case of an earlier version is not found: the pages show the active version only.
      if (!c || !active || c.importId !== active.id) throw new NotFoundError('没有这个案例');
      return {
        ...caseRowOf(c),
        creditCode: c.creditCode,
        lawFirm: c.lawFirm,
        accountant: c.accountant,
        questions: c.questions,
        timeline: EVENTS.flatMap(([field, event]) => (c[field] ? [{ day: c[field]!, event }] : [])).sort(
          (a, b) => a.day.localeCompare(b.day),
        ),
        source: sourceOf(active),
      };
    },
  };
}
