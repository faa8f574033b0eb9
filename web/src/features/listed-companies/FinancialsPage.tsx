// Major financial indicators (majorFinancialIndInit): revenue, net profit, ROE and R&D ratio by
// province and industry for a year, this province ranked against the others and its trend beside
// all companies'. Figures from the indicators' dataset, places and industries from the companies'.
import {
  type FinancialsOverview,
  INDICATORS,
  type Indicator,
  type IndicatorRow,
  PROVINCE_NAMES,
} from '@portal/contract/listed-companies';
import type { TableColumnsType } from 'antd';
import { Card, Col, Input, Radio, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatasetImportsButton } from '../../ui/datasets/DatasetImportsButton';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { text, useListState } from '../../ui/listState';
import { exportFinancials, useFinancials } from './api';
import { useDatasetTabs } from './datasets';
import { ExportButton } from './ExportButton';
import { ListedChart } from './ListedChart';

const parse = (s: URLSearchParams) => ({ year: text(s, 'year'), industry: text(s, 'industry') });
const provinceName = (code: string) => PROVINCE_NAMES.get(code) ?? code;

export default function FinancialsPage() {
  const { t } = useTranslation('listed-companies');
  const tabs = useDatasetTabs('LISTED_FINANCIALS');
  const list = useListState(parse);
  const query = {
    year: list.filters.year ? Number(list.filters.year) : undefined,
    industry: list.filters.industry,
  };
  const found = useFinancials(query);
  const data = found.data;
  return (
    <Card
      title={t('financials.title')}
      loading={found.isPending}
      extra={
        <Space>
          <DatasetImportsButton datasets={tabs} feature="listed-companies" />
          <ExportButton name={t('financials.title')} run={(f) => exportFinancials(query, f)} />
        </Space>
      }
    >
      <Space direction="vertical" size={4}>
        <SourceLine source={data?.source} />
        <Typography.Text type="secondary">{t('financials.placesFrom')}</Typography.Text>
        <SourceLine source={data?.companiesSource} />
      </Space>
      <Space wrap size={[12, 8]} style={{ display: 'flex', margin: '12px 0' }}>
        <Select
          placeholder={t('filters.year')}
          value={data?.year ?? undefined}
          onChange={(year) => list.setFilters({ ...list.filters, year: String(year) })}
          style={{ width: 120 }}
          options={(data?.years ?? []).map((y) => ({ value: y, label: String(y) }))}
          data-testid="listed-filter-year"
        />
        <Input.Search
          allowClear
          placeholder={t('filters.industry')}
          defaultValue={query.industry}
          onSearch={(v) => list.setFilters({ ...list.filters, industry: v.trim() || undefined })}
          style={{ width: 220 }}
        />
      </Space>
      {data && <Indicators data={data} />}
    </Card>
  );
}

function Indicators({ data }: { data: FinancialsOverview }) {
  const { t } = useTranslation('listed-companies');
  const [indicator, setIndicator] = useState<Indicator>('revenue');
  const ours = provinceName(data.ranks.province);
  const sorted = useMemo(
    () => [...data.byProvince].sort((a, b) => (b[indicator] ?? -Infinity) - (a[indicator] ?? -Infinity)),
    [data, indicator],
  );
  const trend = useMemo(
    () => [
      { name: t('financials.ours', { province: ours }), data: data.trend.map((y) => y.ours[indicator]) },
      { name: t('financials.all'), data: data.trend.map((y) => y.all[indicator]), line: true },
    ],
    [data, indicator, ours, t],
  );
  return (
    <>
      <Typography.Title level={5}>
        {t('financials.ranks', { province: ours, year: data.year, of: data.ranks.of })}
      </Typography.Title>
      <Row gutter={16} data-testid="listed-ranks">
        {INDICATORS.map((i) => (
          <Col xs={12} md={6} key={i}>
            <Statistic
              title={t(`indicator.${i}`)}
              value={data.ranks[i] ?? '—'}
              suffix={data.ranks[i] ? ` / ${data.ranks.of}` : undefined}
            />
          </Col>
        ))}
      </Row>
      <Radio.Group
        style={{ margin: '16px 0 8px' }}
        value={indicator}
        onChange={(e) => setIndicator(e.target.value)}
        optionType="button"
        options={INDICATORS.map((i) => ({ value: i, label: t(`indicator.${i}`) }))}
      />
      <Row gutter={16}>
        <Col xs={24} xl={14}>
          <Typography.Title level={5}>
            {t('financials.byProvince', { indicator: t(`indicator.${indicator}`) })}
          </Typography.Title>
          <ListedChart
            testId="listed-fin-province"
            categories={sorted.map((r) => provinceName(r.key))}
            series={[{ name: t(`indicator.${indicator}`), data: sorted.map((r) => r[indicator]) }]}
            highlight={ours}
            empty={t('empty')}
            height={300}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Typography.Title level={5}>{t('financials.trend', { province: ours })}</Typography.Title>
          <ListedChart
            testId="listed-fin-trend"
            categories={data.trend.map((y) => String(y.year))}
            series={trend}
            empty={t('empty')}
            height={300}
          />
        </Col>
      </Row>
      <Typography.Title level={5}>{t('financials.provinceTable', { year: data.year })}</Typography.Title>
      <IndicatorTable
        rows={data.byProvince}
        label={provinceName}
        highlight={data.ranks.province}
        testId="listed-fin-provinces"
      />
      <Typography.Title level={5}>{t('financials.industryTable', { year: data.year })}</Typography.Title>
      <IndicatorTable rows={data.byIndustry} label={(k) => k} testId="listed-fin-industries" />
    </>
  );
}

function IndicatorTable({
  rows,
  label,
  highlight,
  testId,
}: {
  rows: IndicatorRow[];
  label: (key: string) => string;
  highlight?: string;
  testId: string;
}) {
  const { t } = useTranslation('listed-companies');
  const by = (i: Indicator) => (a: IndicatorRow, b: IndicatorRow) =>
    (a[i] ?? -Infinity) - (b[i] ?? -Infinity);
  const columns: TableColumnsType<IndicatorRow> = [
    { title: t('columns.group'), dataIndex: 'key', render: label },
    {
      title: t('columns.companies'),
      dataIndex: 'companies',
      width: 100,
      sorter: (a, b) => a.companies - b.companies,
    },
    ...INDICATORS.map((i) => ({
      title: t(`indicator.${i}`),
      dataIndex: i,
      width: 160,
      align: 'right' as const,
      sorter: by(i),
      render: (v: number | null) => v ?? '—',
    })),
  ];
  return (
    <Table<IndicatorRow>
      rowKey="key"
      size="small"
      pagination={{ pageSize: 10 }}
      dataSource={rows}
      columns={columns}
      locale={{ emptyText: t('empty') }}
      rowClassName={(r) => (r.key === highlight ? 'ant-table-row-selected' : '')}
      data-testid={testId}
    />
  );
}
