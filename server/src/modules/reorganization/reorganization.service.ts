// Reorganisation reads for every signed-in reader the menus give them to: the whole national
// datasets (public market data, not a region's records), this province's deals marked `ours`.
// Each answer names the active version's source; with no version yet, empty lists and no source.
import type { CaseFilter, DealFilter, ReorgDataset, TargetFilter } from '@portal/contract/reorganization';
import type { AppContext } from '../../platform/context.ts';
import { activeVersion, sourceOf } from '../../platform/datasets/index.ts';
import { findProvince, shortName } from '../../platform/dictionaries/places.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import {
  aggregates,
  type CaseRecord,
  caseById,
  type DealRecord,
  pageOfCases,
  pageOfDeals,
  pageOfTargets,
  type TargetRecord,
} from './reorganization.repository.ts';

type Deps = Pick<AppContext, 'db' | 'config'>;
type Paged<F> = F & { page: number; size: number };

export function createReorganization({ db, config }: Deps) {
  let province: string | undefined;
  /** The served province's short name, as the datasets write provinces (湖南). */
  const ourProvince = async () => {
    province ??= shortName((await findProvince(db, config.provinceCode)).name);
    return province;
  };
  const version = (dataset: ReorgDataset) => activeVersion(db, dataset);

  const dealRow = (d: DealRecord, ours: string) => ({
    dealId: d.id,
    companyName: d.companyName,
    stockCode: d.stockCode,
    targetName: d.targetName,
    type: d.type,
    counterparties: d.counterparties,
    price: d.price,
    payment: d.payment,
    industry: d.industry,
    province: d.province,
    announcedOn: d.announcedOn,
    status: d.status,
    completedOn: d.completedOn,
    terminatedOn: d.terminatedOn,
    ours: d.province === ours,
  });
  const targetRow = (t: TargetRecord, ours: string) => ({
    targetId: t.id,
    name: t.name,
    type: t.type,
    industry: t.industry,
    province: t.province,
    seller: t.seller,
    askingPrice: t.askingPrice,
    status: t.status,
    listedOn: t.listedOn,
    contactOffice: t.contactOffice,
    ours: t.province === ours,
  });
  const caseRow = (c: CaseRecord, ours: string) => ({
    caseId: c.id,
    title: c.title,
    companyName: c.companyName,
    stockCode: c.stockCode,
    targetName: c.targetName,
    type: c.type,
    industry: c.industry,
    province: c.province,
    price: c.price,
    payment: c.payment,
    announcedOn: c.announcedOn,
    status: c.status,
    ours: c.province === ours,
  });

  /** One list: the active version's page, or an empty page without a source. */
  async function list<F, R, O>(
    dataset: ReorgDataset,
    query: Paged<F>,
    read: (
      importId: string,
      f: F,
      p: { limit: number; offset: number },
    ) => Promise<{ total: number; items: R[] }>,
    shape: (r: R, ours: string) => O,
  ) {
    const { page, size, ...filter } = query;
    const active = await version(dataset);
    if (!active) return { items: [] as O[], total: 0, page, size, source: null };
    const ours = await ourProvince();
    const found = await read(active.id, filter as F, { limit: size, offset: (page - 1) * size });
    return {
      items: found.items.map((r) => shape(r, ours)),
      total: found.total,
      page,
      size,
      source: sourceOf(active),
    };
  }

  return {
    version,
    ourProvince,
    dealRow,
    targetRow,
    caseRow,
    deals: (q: Paged<DealFilter>) => list('MA_DEALS', q, (id, f, p) => pageOfDeals(db, id, f, p), dealRow),
    targets: (q: Paged<TargetFilter>) =>
      list('MA_TARGETS', q, (id, f, p) => pageOfTargets(db, id, f, p), targetRow),
    cases: (q: Paged<CaseFilter>) => list('MA_CASES', q, (id, f, p) => pageOfCases(db, id, f, p), caseRow),
    async case(caseId: string) {
      const active = await version('MA_CASES');
      // A case of an earlier version is not found: the pages show the active version only.
      const c = active && (await caseById(db, active.id, caseId));
      if (!active || !c) throw new NotFoundError('没有这个案例');
      return {
        ...caseRow(c, await ourProvince()),
        background: c.background,
        plan: c.plan,
        questions: c.questions,
        outcome: c.outcome,
        lessons: c.lessons,
        source: sourceOf(active),
      };
    },
    async overview(query: { year?: number }) {
      const ours = await ourProvince();
      const active = await version('MA_DEALS');
      const year = query.year ?? null;
      if (!active) {
        const none = (key: string) => ({ key, count: 0, amount: 0 });
        return {
          source: null,
          province: ours,
          year,
          total: none('all'),
          byYear: [],
          byType: [],
          byStatus: [],
          byProvince: [],
          ours: [],
          oursTotal: none('ours'),
        };
      }
      const { recent, ...figures } = await aggregates(db, active.id, year, ours);
      return {
        source: sourceOf(active),
        province: ours,
        year,
        ...figures,
        ours: recent.map((d) => dealRow(d, ours)),
      };
    },
  };
}
export type Reorganization = ReturnType<typeof createReorganization>;
