// /investmentFinancing/informationList: for an office, its region's financing needs with the
// matching statistics; for an investor or bank, the published needs ranked by its preferences,
// each score explained, and its own pairs.
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  FINANCING_KINDS,
  type MarketQuery,
  type NeedListQuery,
  type NeedSummary,
  type RankedNeed,
} from '@portal/contract/financing';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Card, Col, Form, Input, Row, Select, Space, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../ui';
import { AdminTable, FIRST_PAGE, type PagedQuery } from '../../ui/AdminTable';
import { pagingOf, paramsOf, text, withChanges } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { NeedFilters } from './EnterpriseNeedListPage';
import { PairsPanel } from './PairsPanel';
import { exportNeeds, useMarket, usePreference, useRegionNeeds, useStatistics } from './queries';
import { NEED_PAGE, NEW_NEED, NeedStatusTag, ScoreCell, useDictionaries, useSide, wan } from './shared';

export default function InformationListPage() {
  return useSide() === 'financier' ? <Market /> : <RegionNeeds />;
}

function useColumns(): TableColumnsType<NeedSummary> {
  const { t } = useTranslation('financing');
  const { names } = useDictionaries();
  return [
    {
      title: t('need.title'),
      dataIndex: 'title',
      render: (v: string, n) => <Link to={`${NEED_PAGE}?id=${n.id}`}>{v}</Link>,
    },
    { title: t('need.enterprise'), dataIndex: 'enterpriseName' },
    { title: t('need.amount'), dataIndex: 'amount', width: 120, render: (v: number) => wan(v) },
    { title: t('need.kind'), dataIndex: 'kind', width: 100, render: (v: string) => t(`kind.${v}`) },
    { title: t('need.stage'), dataIndex: 'stage', width: 100, render: (v: string) => t(`stage.${v}`) },
    { title: t('need.industry'), dataIndex: 'industry', render: (v: string) => names.industry(v) },
  ];
}

function Stats() {
  const { t } = useTranslation('financing');
  const stats = useStatistics().data;
  const open = stats
    ? Object.entries(stats.matchesByStage).reduce((n, [k, v]) => (k === 'CLOSED' ? n : n + v), 0)
    : 0;
  const items: [string, number | undefined][] = [
    ['office.published', stats?.needsByStatus.PUBLISHED],
    ['office.pending', stats?.needsByStatus.PENDING],
    ['office.amount', stats?.publishedAmount],
    ['office.pairs', stats ? open : undefined],
    ['office.closedPairs', stats?.matchesByStage.CLOSED],
    ['office.financiers', stats?.financiers],
    ['office.roadshows', stats?.roadshows],
  ];
  return (
    <Card size="small" title={t('office.stats')} style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        {items.map(([key, value]) => (
          <Col key={key} flex="1">
            <Statistic title={t(key)} value={value ?? '-'} loading={!stats} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

function RegionNeeds() {
  const { t } = useTranslation('financing');
  const navigate = useNavigate();
  const [query, setQuery] =
    useState<PagedQuery<Pick<NeedListQuery, 'status' | 'kind' | 'keyword'>>>(FIRST_PAGE);
  const list = useRegionNeeds(query);
  const columns = [
    ...useColumns(),
    {
      title: t('need.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: NeedSummary['status']) => <NeedStatusTag status={v} />,
    },
    { title: t('need.matchCount'), dataIndex: 'matchCount', width: 80 },
    {
      title: t('need.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (v: string) => formatMinute(v),
    },
  ];
  return (
    <>
      <Stats />
      <Card
        title={t('office.title')}
        extra={
          <Space>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => {
                const { page: _page, size: _size, ...filters } = query;
                exportNeeds(filters, `${t('office.title')}.xlsx`).catch((e: unknown) =>
                  toast.error(e instanceof Error ? e.message : String(e)),
                );
              }}
            >
              {t('office.export')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(NEW_NEED)}>
              {t('office.add')}
            </Button>
          </Space>
        }
      >
        <AdminTable
          query={query}
          onQuery={setQuery}
          rows={list.data}
          loading={list.isFetching}
          rowKey="id"
          columns={columns}
          text={{
            search: t('common.search'),
            reset: t('common.reset'),
            empty: t('common.empty'),
            total: (total) => t('common.total', { total }),
          }}
          filters={<NeedFilters />}
        />
      </Card>
      <Card title={t('pairs.title')} style={{ marginTop: 16 }}>
        <PairsPanel showNeed />
      </Card>
    </>
  );
}

type MarketFilters = Pick<MarketQuery, 'kind' | 'keyword' | 'matching'>;
/** The market's filters live in the address (beside the pairs' pair* keys): the home card links to them. */
const parseMarket = (p: URLSearchParams): MarketFilters => ({
  kind: FINANCING_KINDS.find((k) => k === p.get('kind')),
  keyword: text(p, 'keyword'),
  matching: p.get('matching') === 'true' ? 'true' : undefined,
});

function Market() {
  const { t } = useTranslation('financing');
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const filters = parseMarket(search);
  const page = pagingOf(search);
  const query: PagedQuery<MarketFilters> = { ...filters, ...page };
  // Only the market's own keys change: the pairs' filters (pair*) stay.
  const setQuery = ({ page: p, size, ...next }: PagedQuery<MarketFilters>) =>
    setSearch(
      withChanges(search, {
        kind: next.kind,
        keyword: next.keyword,
        matching: next.matching,
        page:
          JSON.stringify(parseMarket(paramsOf(next))) === JSON.stringify(filters) && size === page.size
            ? p
            : 1,
        size,
      }),
    );
  const list = useMarket(query);
  const preference = usePreference();
  const columns: TableColumnsType<RankedNeed> = [
    ...(useColumns() as TableColumnsType<RankedNeed>),
    {
      title: t('need.score'),
      key: 'score',
      width: 170,
      render: (_: unknown, n) => <ScoreCell score={n.score} matched={n.matched} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 90,
      render: (_: unknown, n) =>
        n.matchId ? (
          <Tag color="blue">{t('market.interested')}</Tag>
        ) : (
          <Link to={`${NEED_PAGE}?id=${n.id}`}>{t('common.view')}</Link>
        ),
    },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('market.title')} data-testid="market">
        {preference.data && preference.data.updatedAt === null && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('market.noPreference')}
            action={
              <Button size="small" onClick={() => navigate('/investmentFinancing/preference')}>
                {t('market.setPreference')}
              </Button>
            }
          />
        )}
        <AdminTable<RankedNeed, MarketFilters>
          key={JSON.stringify(filters)}
          query={query}
          onQuery={setQuery}
          rows={list.data}
          loading={list.isFetching}
          rowKey="id"
          columns={columns}
          text={{
            search: t('common.search'),
            reset: t('common.reset'),
            empty: t('common.empty'),
            total: (total) => t('common.total', { total }),
          }}
          filters={
            <>
              <Form.Item name="matching" label={t('market.matchingFilter')} initialValue={filters.matching}>
                <Select
                  allowClear
                  style={{ width: 140 }}
                  options={[{ value: 'true', label: t('market.matchingOnly') }]}
                />
              </Form.Item>
              <Form.Item name="kind" label={t('need.kind')} initialValue={filters.kind}>
                <Select
                  allowClear
                  style={{ width: 120 }}
                  options={FINANCING_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                />
              </Form.Item>
              <Form.Item name="keyword" initialValue={filters.keyword}>
                <Input allowClear placeholder={t('common.keyword')} style={{ width: 200 }} />
              </Form.Item>
            </>
          }
        />
      </Card>
      <Card title={t('pairs.title')}>
        <PairsPanel showNeed addressed />
      </Card>
    </Space>
  );
}
