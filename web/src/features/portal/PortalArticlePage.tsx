// Every article route of the portal (spec §2 "Portal routes under /portal"): a list, a detail, or
// a list that opens one of its articles in place, as portalPages.ts says for the route.
import { type ArticleCard, PORTAL_ROUTES } from '@portal/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { usePortalArticle, usePortalArticles } from '../../api/article';
import { usePageMeta } from '../../session/usePageMeta';
import { CollegeTrainings } from '../training';
import { ArticleDetail, ArticleDetailRoute } from './ArticleDetail';
import { ArticleListView } from './ArticleListView';
import { ArticleView } from './ArticleView';
import { PortalSearchBox } from './PortalSearchBox';
import { PORTAL_PAGES, type PortalListPage, type PortalPageConfig } from './portalPages';
import '../../ui/portal.css';

function useRouteTitle(path: string): string {
  const { t } = useTranslation('shell');
  const label = PORTAL_ROUTES.find((r) => r.path === path)?.label;
  return label ? t(label) : '';
}

/** The green channel's guide: the list's top pinned article, in full. */
function Lead({ config }: { config: PortalListPage }) {
  const first = usePortalArticles(config.categories, 1, 1).data?.items[0];
  const lead = usePortalArticle(first?.pinned ? first.articleId : null).data;
  if (!lead) return null;
  return (
    <div className="portal-lead">
      <ArticleView article={lead} />
    </div>
  );
}

function ListPage({ path, config }: { path: string; config: Exclude<PortalPageConfig, { kind: 'detail' }> }) {
  const { t } = useTranslation('portal');
  const title = useRouteTitle(path);
  usePageMeta(title, t(`describe.${config.categories[0]}`));
  const hrefOf = (a: ArticleCard) =>
    config.kind === 'list' ? `/portal/${config.detail}?id=${a.articleId}` : `?id=${a.articleId}`;
  const leadId = usePortalArticles(config.categories, 1, 1).data?.items[0];
  const withLead = config.kind === 'list' && config.lead;
  return (
    <div className="portal-page">
      <div className="portal-page__head">
        <Typography.Title level={1}>{title}</Typography.Title>
        <PortalSearchBox categories={config.categories} />
      </div>
      {withLead && <Lead config={config} />}
      {config.kind === 'list' && config.trainings && <CollegeTrainings />}
      <ArticleListView
        categories={config.categories}
        hrefOf={hrefOf}
        grid={config.grid}
        skip={withLead && leadId?.pinned ? leadId.articleId : undefined}
      />
    </div>
  );
}

export default function PortalArticlePage({ path }: { path: string }) {
  const [search] = useSearchParams();
  const id = search.get('id');
  const config = PORTAL_PAGES[path];
  if (!config) return <Navigate to="/portal" replace />;
  if (config.kind === 'detail') return <ArticleDetailRoute back={config.back} />;
  if (config.kind === 'listDetail' && id) return <ArticleDetail key={id} id={id} back={path} />;
  return <ListPage path={path} config={config} />;
}
