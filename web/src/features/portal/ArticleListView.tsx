// A paged list of published articles: plain rows or picture cards, the page number in the address
// so that "back" from a detail returns to the same page.
import type { ArticleCard, ArticleCategory } from '@portal/contract';
import { Alert, Card, Col, Empty, Pagination, Row, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePortalArticles } from '../../api/article';
import { formatDate } from './format';

export const PORTAL_PAGE_SIZE = 10;
const GRID_PAGE_SIZE = 12;

export function ArticleRows({
  items,
  hrefOf,
  compact,
}: {
  items: ArticleCard[];
  hrefOf: (a: ArticleCard) => string;
  compact?: boolean;
}) {
  const { t } = useTranslation('portal');
  return (
    <ul className={compact ? 'portal-list portal-list--compact' : 'portal-list'}>
      {items.map((a) => (
        <li key={a.articleId} className="portal-list__item">
          <div className="portal-list__main">
            <Link to={hrefOf(a)} title={a.title}>
              {a.pinned && (
                <Tag color="red" className="portal-pin">
                  {t('pinned')}
                </Tag>
              )}
              {a.title}
            </Link>
            {!compact && a.summary && <p className="portal-list__summary">{a.summary}</p>}
          </div>
          <span className="portal-list__date">{formatDate(a.publishAt)}</span>
        </li>
      ))}
    </ul>
  );
}

// Cards without a picture get a band whose colour follows the article, so a row is not one block.
const BANDS = [
  ['#0b2f66', '#3c86e0'],
  ['#0f5257', '#2bb3a3'],
  ['#5b2a86', '#9a6ad6'],
  ['#7a3b0b', '#e08a3c'],
];
function bandStyle(id: string) {
  const [from, to] = BANDS[Number.parseInt(id.slice(0, 2), 16) % BANDS.length]!;
  return { background: `linear-gradient(135deg, ${from}, ${to})` };
}

export function ArticleCards({
  items,
  hrefOf,
}: {
  items: ArticleCard[];
  hrefOf: (a: ArticleCard) => string;
}) {
  return (
    <Row gutter={[16, 16]}>
      {items.map((a) => (
        <Col key={a.articleId} xs={24} sm={12} lg={6}>
          <Link to={hrefOf(a)}>
            <Card
              hoverable
              className="portal-card"
              cover={
                <div className="portal-card__band" style={bandStyle(a.articleId)}>
                  {a.coverUrl ? <img src={a.coverUrl} alt={a.title} /> : <span>{a.source}</span>}
                </div>
              }
            >
              <Card.Meta title={a.title} description={a.summary} />
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}

/** The list with its paging, loading and empty states. */
export function ArticleListView(props: {
  categories: readonly ArticleCategory[];
  hrefOf: (a: ArticleCard) => string;
  grid?: boolean;
  /** Leave out this article (shown in full above the list). */
  skip?: string;
}) {
  const { t } = useTranslation('portal');
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const size = props.grid ? GRID_PAGE_SIZE : PORTAL_PAGE_SIZE;
  const list = usePortalArticles(props.categories, page, size);

  if (list.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!list.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const items = list.data.items.filter((a) => a.articleId !== props.skip);
  if (items.length === 0) return <Empty description={t('empty')} />;
  const goTo = (p: number) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      next.set('page', String(p));
      return next;
    });
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
