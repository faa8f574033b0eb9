// An article-maintenance list (problem, dynamic, policy, exchange, news, college, base, about):
// filters and page in the address (the list is kept alive), state tags, and the actions.
import { PlusOutlined } from '@ant-design/icons';
import {
  ARTICLE_DISPLAY_STATES,
  type ArticleAdminItem,
  type ArticleAdminQuery,
  type ArticleCategory,
  type ArticleDisplayState,
} from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, DatePicker, Empty, Flex, Input, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAdminArticles } from '../../api/article';
import { menuText } from '../../session/menu';
import { useEnumLabel } from '../../ui/enumLabel';
import { type ParamChanges, useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { screenOf, screenPath } from './screens';
import { StateTag, useArticleActions } from './useArticleActions';

export default function ArticleAdminListPage() {
  const { t } = useTranslation('article');
  const label = useEnumLabel();
  const { t: shellT } = useTranslation('shell');
  const screen = screenOf(useLocation().pathname);
  const { search, page, size, update: change } = useListState();
  const actions = useArticleActions();
  const category = search.get('category') as ArticleCategory | null;
  const state = search.get('state') as ArticleDisplayState | null;
  const query: ArticleAdminQuery = {
    category: category && screen.categories.includes(category) ? [category] : [...screen.categories],
    state: state ?? undefined,
    keyword: search.get('keyword') ?? undefined,
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    page,
    size,
  };
  const list = useAdminArticles(query);
  const filtered = Boolean(category || state || query.keyword || query.from);

  // A change of filter starts again at page 1.
  const update = (changes: ParamChanges) => change({ page: undefined, ...changes });

  const columns: TableColumnsType<ArticleAdminItem> = [
    {
      title: t('field.title'),
      dataIndex: 'title',
      minWidth: 260,
      render: (title: string, a) => (
        <Space size={4}>
          {a.pinned && <Tag color="red">{t('pinned')}</Tag>}
          <Link to={screenPath(screen, 'preview', a.articleId)}>{title}</Link>
        </Space>
      ),
    },
    ...(screen.categories.length > 1
      ? [
          {
            title: t('field.category'),
            dataIndex: 'category',
            width: 110,
            render: (c: ArticleCategory) => label('articleCategory', c),
          },
        ]
      : []),
    {
      title: t('field.state'),
      dataIndex: 'displayState',
      width: 90,
      render: (s: ArticleDisplayState) => <StateTag state={s} />,
    },
    {
      title: t('field.publishAt'),
      dataIndex: 'publishAt',
      width: 140,
      render: (v: string | null) => formatMinute(v, '—'),
    },
    { title: t('field.order'), dataIndex: 'order', width: 60 },
    { title: t('field.views'), dataIndex: 'viewCount', width: 80 },
    {
      title: t('field.updated'),
      key: 'updated',
      width: 150,
      render: (_: unknown, a) => (
        <Typography.Text type="secondary">
          {formatMinute(a.updatedAt, '—')} {a.updatedBy ?? ''}
        </Typography.Text>
      ),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 200,
      fixed: 'end',
      render: (_: unknown, a) => (
        <Space size={0} wrap>
          <Link to={screenPath(screen, 'edit', a.articleId)}>
            <Button type="link" size="small">
              {t('edit')}
            </Button>
          </Link>
          <Link to={screenPath(screen, 'preview', a.articleId)}>
            <Button type="link" size="small">
              {t('preview')}
            </Button>
          </Link>
          {a.state === 'PUBLISHED' ? (
            <Button type="link" size="small" onClick={() => actions.unpublish(a)}>
              {t('unpublish')}
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => actions.publish(a)}>
              {t('publish')}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={() => actions.remove(a)}>
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  const range = query.from && query.to ? ([dayjs(query.from), dayjs(query.to)] as const) : null;

  return (
    <Card
      title={menuText(shellT, { label: `menu.portalAdmin.${screen.name}` })}
      extra={
        <Link to={screenPath(screen, 'edit')}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="article-new">
            {t('new')}
          </Button>
        </Link>
      }
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        {screen.categories.length > 1 && (
          <Select
            allowClear
            placeholder={t('field.category')}
            aria-label={t('field.category')}
            value={category ?? undefined}
            style={{ width: 150 }}
            onChange={(v) => update({ category: v })}
            options={screen.categories.map((c) => ({ value: c, label: label('articleCategory', c) }))}
          />
        )}
        <Select
          allowClear
          placeholder={t('field.state')}
          aria-label={t('field.state')}
          value={state ?? undefined}
          style={{ width: 130 }}
          onChange={(v) => update({ state: v })}
          options={ARTICLE_DISPLAY_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
        />
        <DatePicker.RangePicker
          value={range ? [range[0], range[1]] : null}
          aria-label={t('field.publishAt')}
          onChange={(v) => update({ from: v?.[0]?.format('YYYY-MM-DD'), to: v?.[1]?.format('YYYY-MM-DD') })}
        />
        <Input.Search
          allowClear
          defaultValue={query.keyword}
          placeholder={t('keyword')}
          aria-label={t('keyword')}
          style={{ width: 260 }}
          onSearch={(v) => update({ keyword: v.trim() })}
        />
      </Flex>
      <Table<ArticleAdminItem>
        rowKey="articleId"
        scroll={{ x: 1050 }}
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching || actions.busy}
        locale={{
          emptyText: <Empty description={t(list.isError ? 'loadFailed' : filtered ? 'noMatch' : 'empty')} />,
        }}
        pagination={{
          current: query.page,
          pageSize: query.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: (page, size) => update({ page: size === query.size ? page : 1, size }),
        }}
      />
    </Card>
  );
}
