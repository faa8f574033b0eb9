// Search across the published portal content (/portal/search?q=…[&category=…]): hits with the
// words marked, each leading to the page where the portal shows that article.
import { ARTICLE_CATEGORIES, type ArticleCategory } from '@portal/contract';
import { Alert, Empty, Pagination, Skeleton, Tag, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePortalSearch } from '../../api/article';
import { usePageMeta } from '../../session/usePageMeta';
import { useListState } from '../../ui/listState';
import { formatDate } from '../../ui/time';
import { PORTAL_PAGE_SIZE } from './ArticleListView';
import { PortalSearchBox } from './PortalSearchBox';
import { articleLink } from './portalPages';
import '../../ui/portal.css';
import { useEnumLabel } from '../../ui/enumLabel';

/** The text with every occurrence of the words marked (case-insensitive, as the server matches). */
function Marked({ text, words }: { text: string; words: string }) {
  if (!words) return <>{text}</>;
  const lower = text.toLowerCase();
  const needle = words.toLowerCase();
  const parts: { text: string; hit: boolean; at: number }[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), hit: false, at: from });
    parts.push({ text: text.slice(at, at + needle.length), hit: true, at });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hit: false, at: from });
  return (
    <>
      {parts.map((p) =>
        p.hit ? <mark key={p.at}>{p.text}</mark> : <Fragment key={p.at}>{p.text}</Fragment>,
      )}
    </>
  );
}

export default function PortalSearchPage() {
  const { t } = useTranslation('portal');
  const label = useEnumLabel();
  const { search, page, update } = useListState(undefined, PORTAL_PAGE_SIZE);
  const q = (search.get('q') ?? '').trim();
  const categories = (search.get('category') ?? '')
    .split(',')
    .filter((c): c is ArticleCategory => (ARTICLE_CATEGORIES as readonly string[]).includes(c));
  const hits = usePortalSearch(q, categories.join(','), page, PORTAL_PAGE_SIZE);
  usePageMeta(q ? t('search.titleFor', { q }) : t('search.title'), t('search.description'));

  return (
    <div className="portal-page portal-search">
      <div className="portal-page__head">
        <Typography.Title level={1}>{t('search.title')}</Typography.Title>
        <PortalSearchBox key={q} defaultValue={q} categories={categories.length ? categories : undefined} />
      </div>
      {categories.length > 0 && (
        <div>
          {t('search.within')}{' '}
          {categories.map((c) => (
            <Tag key={c}>{label('articleCategory', c)}</Tag>
          ))}
          <Typography.Link onClick={() => update({ category: null, page: null })}>
            {t('search.everywhere')}
          </Typography.Link>
        </div>
      )}
      {!q ? (
        <Empty description={t('search.prompt')} />
      ) : hits.isError ? (
        <Alert type="error" showIcon title={t('loadFailed')} />
      ) : !hits.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : hits.data.total === 0 ? (
        <Empty description={t('search.none', { q })} />
      ) : (
        <>
          <Typography.Text type="secondary">
            {t('search.found', { total: hits.data.total, q })}
          </Typography.Text>
          <ul className="portal-list">
            {hits.data.items.map((hit) => (
              <li key={hit.articleId} className="portal-list__item">
                <div className="portal-list__main">
                  <Tag>{label('articleCategory', hit.category)}</Tag>
                  <Link to={articleLink(hit.category, hit.articleId)}>
                    <Marked text={hit.title} words={q} />
                  </Link>
                  <p className="portal-list__summary">
                    <Marked text={hit.snippet} words={q} />
                  </p>
                </div>
                <span className="portal-list__date">{formatDate(hit.publishAt)}</span>
              </li>
            ))}
          </ul>
          <Pagination
            align="center"
            current={page}
            pageSize={PORTAL_PAGE_SIZE}
            total={hits.data.total}
            hideOnSinglePage
            showSizeChanger={false}
            onChange={(p) => update({ page: String(p) })}
          />
        </>
      )}
    </div>
  );
}
