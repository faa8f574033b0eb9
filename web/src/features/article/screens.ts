// The article-maintenance screens under /portal/management (spec §2 "Portal maintenance" and the
// other categories the portal shows): which categories each one edits.
import type { ArticleCategory } from '@portal/contract';

export type ArticleScreen = {
  name: string;
  /** The first is what a new article gets. */
  categories: readonly ArticleCategory[];
};

export const ARTICLE_SCREENS: Readonly<Record<string, ArticleScreen>> = {
  problem: { name: 'problem', categories: ['GREEN_CHANNEL'] },
  dynamic: { name: 'dynamic', categories: ['WORK_DYNAMIC', 'FINANCING_DYNAMIC'] },
  policy: { name: 'policy', categories: ['POLICY_CONSULTING', 'POLICY', 'LAW'] },
  exchange: { name: 'exchange', categories: ['EXCHANGE_NEWS'] },
  news: { name: 'news', categories: ['NEWS'] },
  college: { name: 'college', categories: ['COLLEGE'] },
  base: { name: 'base', categories: ['SERVICE_BASE', 'SEED_COMPANY'] },
  about: { name: 'about', categories: ['ABOUT'] },
};

export const SCREEN_BASE = '/portal/management';

/** The screen a maintenance address belongs to: /portal/management/<screen>[/edit|/preview]. */
export function screenOf(pathname: string): ArticleScreen {
  const name = pathname.replace(/^.*\/portal\/management\//, '').split('/')[0] ?? '';
  return ARTICLE_SCREENS[name] ?? ARTICLE_SCREENS.news!;
}

export const screenPath = (screen: ArticleScreen, page?: 'edit' | 'preview', id?: string): string =>
  `${SCREEN_BASE}/${screen.name}${page ? `/${page}` : ''}${id ? `?id=${id}` : ''}`;
