// What the public portal reads: lists by category, a detail (counting the view), the home feed in
// one call, and the search. Only visible articles exist here; anything else is "not found".
import {
  type ArticleCard,
  type ArticleCategory,
  type ArticleDetail,
  type ArticleHit,
  HOME_SECTION_SIZES,
  INSTITUTION_GROUPS,
  institutionGroupOf,
  type OrgType,
  type Page,
  type PageQuery,
  type PortalHome,
} from '@portal/contract';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { toCard, toDetail, toHit } from './article.mapping.ts';
import * as repo from './article.repository.ts';
import { countEnterprises, countOrgsByType } from './highlights.repository.ts';

export type PortalContent = ReturnType<typeof createPortalContent>;

const CAROUSEL_SIZE = 5;

export function createPortalContent(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function highlights(now: Date): Promise<PortalHome['highlights']> {
    const [enterprises, byType, articles] = await Promise.all([
      countEnterprises(db),
      countOrgsByType(db),
      repo.countVisible(db, now),
    ]);
    const institutions: Record<string, number> = Object.fromEntries(INSTITUTION_GROUPS.map((g) => [g, 0]));
    for (const { type, n } of byType) {
      const group = institutionGroupOf(type as OrgType);
      if (group) institutions[group] = (institutions[group] ?? 0) + n;
    }
    return {
      enterprises: enterprises.all,
      seedEnterprises: enterprises.seed,
      institutions,
      serviceBases: articles.SERVICE_BASE ?? 0,
      greenChannelCases: articles.GREEN_CHANNEL ?? 0,
      articles: articles.ALL,
    };
  }

  return {
    async list(categories: readonly ArticleCategory[], query: PageQuery): Promise<Page<ArticleCard>> {
      const { total, items } = await repo.listPublic(db, categories, clock(), query.size, offsetOf(query));
      return toPage(items.map(toCard), total, query);
    },

    async detail(articleId: string): Promise<ArticleDetail> {
      const row = await repo.viewPublic(db, articleId, clock());
      if (!row) throw new NotFoundError('文章不存在或未发布');
      return toDetail(row);
    },

    async search(
      q: string,
      categories: readonly ArticleCategory[] | undefined,
      query: PageQuery,
    ): Promise<Page<ArticleHit>> {
      const found = await repo.searchPublic(db, q, categories, clock(), query.size, offsetOf(query));
      return toPage(
        found.items.map((row) => toHit(row, q)),
        found.total,
        query,
      );
    },

    async home(): Promise<PortalHome> {
      const now = clock();
      const [rows, figures] = await Promise.all([
        repo.homeSections(db, HOME_SECTION_SIZES, now),
        highlights(now),
      ]);
      const sections: PortalHome['sections'] = {};
      for (const row of rows) {
        sections[row.category] = [...(sections[row.category] ?? []), toCard(row)];
      }
      // The carousel leads with the news that have a picture; the page draws a banner for the rest.
      const news = sections.NEWS ?? [];
      const carousel = [...news.filter((a) => a.coverUrl), ...news.filter((a) => !a.coverUrl)].slice(
        0,
        CAROUSEL_SIZE,
      );
      return { carousel, sections, highlights: figures };
    },
  };
}
