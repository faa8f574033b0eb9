// The published hot issues: category tabs with counts, a keyword search and a paged list. The
// filters live in the address, so "back" from an answer returns to the same place. The portal
// opens an answer on its detail page; the console opens it in a drawer (onOpen).
import { EyeOutlined } from '@ant-design/icons';
import { HOT_ISSUE_CATEGORIES, type HotIssueCategory, type HotIssueSummary } from '@portal/contract';
import { Alert, Empty, Input, List, Pagination, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHotIssueCategories, usePublishedHotIssues } from '../../api/hot-issue';
import { useListState } from '../../ui/listState';
import { formatDate } from '../../ui/time';

export const HOT_ISSUE_PAGE_SIZE = 10;

type Props = {
  /** Where a question leads (the portal's detail page); without it, onOpen is called. */
  hrefOf?: (issue: HotIssueSummary) => string;
  onOpen?: (issue: HotIssueSummary) => void;
};

const isCategory = (value: string | null): value is HotIssueCategory =>
  HOT_ISSUE_CATEGORIES.some((c) => c === value);

export function HotIssueBrowser({ hrefOf, onOpen }: Props) {
  const { t } = useTranslation('hotIssue');
  const { search, page, update: change } = useListState(undefined, HOT_ISSUE_PAGE_SIZE);
  const rawCategory = search.get('category');
  const category = isCategory(rawCategory) ? rawCategory : undefined;
  const keyword = search.get('keyword') ?? '';
  const list = usePublishedHotIssues({ category, keyword, page, size: HOT_ISSUE_PAGE_SIZE });
  const counts = useHotIssueCategories();

  const update = (next: Record<string, string | undefined>) => change(next, { replace: true });
  const countOf = (c: HotIssueCategory) => counts.data?.find((x) => x.category === c)?.count;
  const total = counts.data?.reduce((sum, c) => sum + c.count, 0);

  const title = (issue: HotIssueSummary) =>
    hrefOf ? (
      <Link to={hrefOf(issue)}>{issue.question}</Link>
    ) : (
      <Typography.Link onClick={() => onOpen?.(issue)}>{issue.question}</Typography.Link>
    );

  return (
    <div className="hot-issues">
      <div className="hot-issues__bar">
        <Tabs
          activeKey={category ?? 'all'}
          onChange={(key) => update({ category: key === 'all' ? undefined : key, page: undefined })}
          items={[
            { key: 'all', label: total === undefined ? t('list.all') : `${t('list.all')} (${total})` },
            ...HOT_ISSUE_CATEGORIES.map((c) => ({
              key: c,
              label: countOf(c) === undefined ? t(`category.${c}`) : `${t(`category.${c}`)} (${countOf(c)})`,
            })),
          ]}
        />
        <Input.Search
          className="hot-issues__search"
          placeholder={t('list.search')}
          defaultValue={keyword}
          allowClear
          enterButton
          data-testid="hot-issue-search"
          onSearch={(value) => update({ keyword: value.trim() || undefined, page: undefined })}
        />
      </div>
      {list.isError && <Alert type="error" showIcon message={t('list.loadFailed')} />}
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={list.data?.items ?? []}
          locale={{ emptyText: <Empty description={t('list.empty')} /> }}
          renderItem={(issue) => (
            <List.Item
              key={issue.issueId}
              className="hot-issues__item"
              extra={<span className="hot-issues__date">{formatDate(issue.publishedAt)}</span>}
              actions={[
                <Tag key="category" color="blue">
                  {t(`category.${issue.category}`)}
                </Tag>,
                <span key="views">
                  <EyeOutlined /> {t('list.views', { count: issue.viewCount })}
                </span>,
              ]}
            >
              <List.Item.Meta title={title(issue)} description={issue.excerpt} />
            </List.Item>
          )}
        />
      )}
      {(list.data?.total ?? 0) > HOT_ISSUE_PAGE_SIZE && (
        <Pagination
          className="hot-issues__pager"
          current={page}
          pageSize={HOT_ISSUE_PAGE_SIZE}
          total={list.data?.total ?? 0}
          showSizeChanger={false}
          showTotal={(n) => t('list.total', { total: n })}
          onChange={(p) => update({ page: p === 1 ? undefined : String(p) })}
        />
      )}
    </div>
  );
}
