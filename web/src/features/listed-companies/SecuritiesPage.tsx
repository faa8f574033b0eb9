// National securities (nationalSecuritiesInit): listed companies counted with their market value by
// exchange, board, province, industry and listing year; China's map by province and this province's
// by city; the published national totals; the companies themselves, paged. Every block names its source.
import {
  LISTED_EXCHANGES,
  type ListedExchange,
  PROVINCE_NAMES,
  PROVINCE_SHORT,
  type SecuritiesOverview,
} from '@portal/contract/listed-companies';
import { Card, Col, Input, Radio, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatasetImportsButton } from '../../ui/datasets/DatasetImportsButton';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { useListState } from '../../ui/listState';
import { exportSecurities, useSecurities } from './api';
import { CompaniesTable, parseCompanyFilters } from './CompaniesTable';
import { useDatasetTabs } from './datasets';
import { ExportButton } from './ExportButton';
import { ListedChart } from './ListedChart';
import { NationalTotals } from './NationalTotals';
import { RegionMap } from './RegionMap';

export default function SecuritiesPage() {
  const { t } = useTranslation('listed-companies');
  // One address for the page: the exchange and industry filter the figures and the companies alike.
  const tabs = useDatasetTabs('LISTED_COMPANIES');
  const list = useListState(parseCompanyFilters);
  const query = {
    exchange: list.filters.exchange as ListedExchange | undefined,
    industry: list.filters.industry,
  };
  const overview = useSecurities(query);
  const data = overview.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('securities.title')}
        loading={overview.isPending}
        extra={
          <Space>
            <DatasetImportsButton datasets={tabs} feature="listed-companies" />
            <ExportButton name={t('securities.title')} run={(f) => exportSecurities(query, f)} />
          </Space>
        }
      >
        <SourceLine source={data?.source} />
        <Space wrap size={[12, 8]} style={{ margin: '12px 0' }}>
          <Select
            allowClear
            placeholder={t('filters.exchange')}
            value={query.exchange}
            onChange={(exchange) => list.setFilters({ ...list.filters, exchange })}
            style={{ width: 180 }}
            options={LISTED_EXCHANGES.map((e) => ({ value: e, label: t(`enums:listedExchange.${e}`) }))}
            data-testid="listed-filter-exchange"
          />
          <Input.Search
            allowClear
            placeholder={t('filters.industry')}
            defaultValue={query.industry}
            onSearch={(v) => list.setFilters({ ...list.filters, industry: v.trim() || undefined })}
            style={{ width: 220 }}
          />
        </Space>
        {data && <Figures data={data} />}
      </Card>
      <Card title={t('national.title')}>
        <NationalTotals rows={data?.national ?? []} />
      </Card>
      <CompaniesTable />
    </Space>
  );
}

function Figures({ data }: { data: SecuritiesOverview }) {
  const { t } = useTranslation('listed-companies');
  const [measure, setMeasure] = useState<'count' | 'value'>('count');
  const provinces = useMemo(
    () =>
      data.byProvince.map((p) => ({
        name: PROVINCE_SHORT.get(p.key) ?? p.key,
        value: measure === 'count' ? p.count : p.value,
        count: p.count,
      })),
    [data, measure],
  );
  const cities = useMemo(
    () =>
      data.province.byCity.map((c) => ({
        name: c.key,
        value: measure === 'count' ? c.count : c.value,
        count: c.count,
      })),
    [data, measure],
  );
  const two = (rows: { count: number; value: number }[]) => [
    { name: t('measure.count'), data: rows.map((r) => r.count) },
    { name: t('measure.value'), data: rows.map((r) => r.value), line: true },
  ];
  const provinceName = PROVINCE_NAMES.get(data.province.code) ?? data.province.code;
  const measureName = t(`measure.${measure}`);
  const industries = data.byIndustry.slice(0, 12);
  return (
    <>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Statistic title={t('securities.total')} value={data.total.count} data-testid="listed-total" />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('measure.value')} value={data.total.value} precision={2} />
        </Col>
        <Col xs={24} md={12} style={{ textAlign: 'right' }}>
          <Radio.Group
            value={measure}
            onChange={(e) => setMeasure(e.target.value)}
            optionType="button"
            options={[
              { value: 'count', label: t('measure.count') },
              { value: 'value', label: t('measure.value') },
            ]}
          />
        </Col>
      </Row>
      <Row gutter={16} style={{ marginTop: 12 }}>
        <Col xs={24} xl={14}>
          <Typography.Title level={5}>{t('securities.chinaMap', { measure: measureName })}</Typography.Title>
          <RegionMap geo="china" data={provinces} measure={measureName} testId="listed-china-map" />
        </Col>
        <Col xs={24} xl={10}>
          <Typography.Title level={5}>
            {t('securities.provinceMap', { province: provinceName, measure: measureName })}
          </Typography.Title>
          <RegionMap
            geo={data.province.code}
            data={cities}
            measure={measureName}
            testId="listed-province-map"
          />
        </Col>
      </Row>
      <Row gutter={16} style={{ marginTop: 12 }}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('securities.byExchange')}</Typography.Title>
          <ListedChart
            testId="listed-by-exchange"
            categories={data.byExchange.map((e) => t(`enums:listedExchange.${e.key}`))}
            series={two(data.byExchange)}
            empty={t('empty')}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('securities.byBoard')}</Typography.Title>
          <ListedChart
            testId="listed-by-board"
            categories={data.byBoard.map((b) => t(`enums:ipoBoard.${b.key}`))}
            series={two(data.byBoard)}
            empty={t('empty')}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('securities.byYear')}</Typography.Title>
          <ListedChart
            testId="listed-by-year"
            categories={data.byYear.map((y) => y.key)}
            series={two(data.byYear)}
            empty={t('empty')}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('securities.byIndustry')}</Typography.Title>
          <ListedChart
            testId="listed-by-industry"
            categories={industries.map((i) => i.key)}
            series={two(industries)}
            empty={t('empty')}
          />
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('securities.byProvince')}
      </Typography.Title>
      <Table
        rowKey="key"
        size="small"
        pagination={{ pageSize: 10 }}
        dataSource={data.byProvince}
        rowClassName={(r) => (r.key === data.province.code ? 'ant-table-row-selected' : '')}
        columns={[
          {
            title: t('columns.province'),
            dataIndex: 'key',
            render: (k: string) => PROVINCE_NAMES.get(k) ?? k,
          },
          { title: t('measure.count'), dataIndex: 'count', width: 140, sorter: (a, b) => a.count - b.count },
          { title: t('measure.value'), dataIndex: 'value', width: 180, sorter: (a, b) => a.value - b.value },
        ]}
        data-testid="listed-by-province"
      />
      <SourceLine source={data.source} />
    </>
  );
}
