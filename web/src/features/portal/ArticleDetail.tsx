// One published article on the portal; a missing or withdrawn one says so and leads back to the
// list. Drawn without antd (PortalParts), so a visitor who lands on an article from a link or a
// search engine downloads no antd: the detail routes are plain pages (public.tsx).
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { usePortalArticle } from '../../api/article';
import { usePageMeta } from '../../session/usePageMeta';
import { ArticleView } from './ArticleView';
import { Arrow, LoadingBlock } from './PortalParts';
import { CATEGORY_HOME } from './portalPages';
import '../../ui/portal.css';

export function ArticleDetail({ id, back }: { id: string; back: string }) {
  const { t } = useTranslation('portal');
  const article = usePortalArticle(id);
  const data = article.data;
  const list = data ? CATEGORY_HOME[data.category].list : back;
  usePageMeta(data?.title ?? (article.isError ? t('notFound') : undefined), data?.summary || data?.title);
  if (article.isError) {
    return (
      <div className="portal-not-found">
        <p className="portal-not-found__code">404</p>
        <h1>{t('notFound')}</h1>
        <Link to={`/portal/${back}`} className="portal-button">
          {t('backToList')}
        </Link>
      </div>
    );
  }
  return (
    <div className="portal-page">
      <Link to={`/portal/${list}`} className="portal-back">
        <Arrow to="left" /> {t('backToList')}
      </Link>
      {data ? <ArticleView article={data} /> : <LoadingBlock rows={10} />}
    </div>
  );
}

/** A detail route: the article named by ?id=, else the list it belongs to. */
export function ArticleDetailRoute({ back }: { back: string }) {
  const [search] = useSearchParams();
  const id = search.get('id');
  return id ? <ArticleDetail key={id} id={id} back={back} /> : <Navigate to={`/portal/${back}`} replace />;
}
