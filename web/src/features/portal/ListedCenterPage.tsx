// About us (/portal/listedCenter): the "about" articles as tabs, the chosen one in full.
import { Alert, Empty, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePortalArticle, usePortalArticles } from '../../api/article';
import { usePageMeta } from '../../session/usePageMeta';
import { ArticleView } from './ArticleView';
import '../../ui/portal.css';

const ABOUT = ['ABOUT'] as const;

function AboutArticle({ id }: { id: string }) {
  const article = usePortalArticle(id).data;
  return article ? <ArticleView article={article} /> : <Skeleton active paragraph={{ rows: 8 }} />;
}

export default function ListedCenterPage() {
  const { t } = useTranslation('portal');
  const [search, setSearch] = useSearchParams();
  const list = usePortalArticles(ABOUT, 1, 20);
  const title = t('about.title');
  usePageMeta(title, t('describe.ABOUT'));
  const items = list.data?.items ?? [];
  const active = search.get('id') ?? items[0]?.articleId;

  return (
    <div className="portal-page">
      <div className="portal-page__head">
        <Typography.Title level={1}>{title}</Typography.Title>
      </div>
      {list.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} />
      ) : !list.data ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <Tabs
          activeKey={active}
          onChange={(id) => setSearch({ id }, { replace: true })}
          items={items.map((a) => ({
            key: a.articleId,
            label: a.title,
            children: a.articleId === active ? <AboutArticle id={a.articleId} /> : null,
          }))}
        />
      )}
    </div>
  );
}
