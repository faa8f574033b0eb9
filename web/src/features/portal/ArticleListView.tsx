// A paged list of published articles: plain rows or picture cards, the page number in the address
// so that "back" from a detail returns to the same page.
import type { ArticleCard, ArticleCategory } from '@portal/contract';
import { Alert, Empty, Pagination, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePortalArticles } from '../../api/article';
import { useListState } from '../../ui/listState';
import { ArticleCards, ArticleRows } from './ArticleItems';

export const PORTAL_PAGE_SIZE = 10;
const GRID_PAGE_SIZE = 12;

/** The list with its paging, loading and empty states. */
export function ArticleListView(props: {
  categories: readonly ArticleCategory[];
  hrefOf: (a: ArticleCard) => string;
  grid?: boolean;
  /** Leave out this article (shown in full above the list). */
  skip?: string;
}) {
  const { t } = useTranslation('portal');
  const size = props.grid ? GRID_PAGE_SIZE : PORTAL_PAGE_SIZE;
  const { page, update } = useListState(undefined, size);
  const list = usePortalArticles(props.categories, page, size);

  if (list.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!list.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const items = list.data.items.filter((a) => a.articleId !== props.skip);
  if (items.length === 0) return <Empty description={t('empty')} />;
  const goTo = (p: number) => update({ page: p });
  return (
    <>
      {props.grid ? (
        <ArticleCards items={items} hrefOf={props.hrefOf} />
      ) : (
        <ArticleRows items={items} hrefOf={props.hrefOf} />
      )}
      <Pagination
        align="center"
        current={page}
        pageSize={size}
        total={list.data.total}
        hideOnSinglePage
        showSizeChanger={false}
        showTotal={(total) => t('total', { total })}
        onChange={goTo}
      />
    </>
  );
}
