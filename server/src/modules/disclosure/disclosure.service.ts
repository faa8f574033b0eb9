// The disclosure screens' answers: the searchable list (hits marked) and the province's head page.
// Both read the ANNOUNCEMENTS dataset's active version and say where it comes from.
import {
  ANNOUNCEMENT_TYPES,
  ANNOUNCEMENTS_DATASET,
  type AnnouncementRow,
  type announcementFilter,
  type announcementQuery,
  type DisclosureOverview,
} from '@portal/contract/disclosure';
import type { z } from 'zod';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { activeVersion, sourceOf } from '../../platform/datasets/index.ts';
import { findProvince, shortName } from '../../platform/dictionaries/places.ts';
import { markText, parseQuery, snippetOf } from '../../platform/search/chinese.ts';
import {
  type AnnouncementRecord,
  type AnnouncementWhere,
  companiesOf,
  countsByType,
  pageOfAnnouncements,
} from './disclosure.repository.ts';

export type AnnouncementFilterValues = z.output<typeof announcementFilter>;
type AnnouncementQueryValues = z.output<typeof announcementQuery>;

const LATEST = 8;

export function createDisclosure(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db } = ctx;
  let province: string | undefined;
  /** This portal's province in the short form the rows carry (湖南). */
  const ourProvince = async () => {
    province ??= shortName((await findProvince(db, ctx.config.provinceCode)).name);
    return province;
  };
  const current = () => activeVersion(db, ANNOUNCEMENTS_DATASET);

  /** The filter as SQL conditions, and the marks of the query for highlighting. */
  async function whereOf(
    f: AnnouncementFilterValues,
  ): Promise<{ where: AnnouncementWhere; marks: string[] }> {
    const parsed = f.q ? parseQuery(f.q) : null;
    const where: AnnouncementWhere = {
      tsquery: parsed?.tsquery,
      type: f.type,
      exchange: f.exchange,
      province: f.ours ? await ourProvince() : f.province ? shortName(f.province) : undefined,
      from: f.from,
      to: f.to,
    };
    return { where, marks: parsed?.marks ?? [] };
  }

  const rowOf = (a: AnnouncementRecord, marks: string[]): AnnouncementRow => ({
    announcementId: a.id,
    code: a.code,
    company: a.company,
    exchange: a.exchange,
    province: a.province,
    announcedOn: a.announcedOn,
    type: a.type,
    title: markText(a.title, marks),
    summary: snippetOf(markText(a.summary, marks), 80),
    url: a.url,
  });

  return {
    current,
    whereOf,
    ourProvince,

    async announcements(q: AnnouncementQueryValues) {
      const version = await current();
      const empty = { items: [], total: 0, capped: false, page: q.page, size: q.size };
      if (!version) return { ...empty, source: null };
      const { where, marks } = await whereOf(q);
      // A query with nothing searchable in it (one character, punctuation) finds nothing.
      if (q.q && !where.tsquery) return { ...empty, source: sourceOf(version) };
      const page = await pageOfAnnouncements(db, version.id, where, q.size, (q.page - 1) * q.size);
      return {
        items: page.items.map((a) => rowOf(a, marks)),
        total: page.total,
        capped: page.capped,
        page: q.page,
        size: q.size,
        source: sourceOf(version),
      };
    },

    async overview(): Promise<DisclosureOverview> {
      const version = await current();
      const ours = await ourProvince();
      // Counted up to the data's as-of day: "this month" of a dataset cut on 3 March is March.
      const day = version?.asOf ?? chinaDay(ctx.clock());
      const month = day.slice(0, 7);
      const year = Number(day.slice(0, 4));
      if (!version)
        return {
          source: null,
          province: ours,
          month,
          year,
          companies: 0,
          thisMonth: [],
          thisYear: [],
          latest: [],
        };
      const full = (rows: { type: (typeof ANNOUNCEMENT_TYPES)[number]; count: number }[]) => {
        const by = new Map(rows.map((r) => [r.type, r.count]));
        return ANNOUNCEMENT_TYPES.map((type) => ({ type, count: by.get(type) ?? 0 }));
      };
      const [thisMonth, thisYear, companies, latest] = await Promise.all([
        countsByType(db, version.id, ours, `${month}-01`, day),
        countsByType(db, version.id, ours, `${year}-01-01`, day),
        companiesOf(db, version.id, ours),
        pageOfAnnouncements(db, version.id, { province: ours }, LATEST, 0),
      ]);
      return {
        source: sourceOf(version),
        province: ours,
        month,
        year,
        companies,
        thisMonth: full(thisMonth),
        thisYear: full(thisYear),
        latest: latest.items.map((a) => rowOf(a, [])),
      };
    },
  };
}
