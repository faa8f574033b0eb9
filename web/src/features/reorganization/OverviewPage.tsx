// The reorganisation overview (government /widget/reorganizationList): deals by announcement year,
// type, status and province, this province's bar highlighted and its recent deals listed; every
// block says where its figures come from.
import type { DealRow, ReorgOverview, Tally } from '@portal/contract/reorganization';
import { Card, Col, InputNumber, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { useReorgOverview } from './api';
import { statusColor } from './DealsPage';
import { ImportsButton } from './ImportsButton';
import { reorgPaths } from './paths';
import { ReorgChart, type Slice } from './ReorgChart';
import { yi } from './ReorgList';

export default function OverviewPage() {
  const { t } = useTranslation('reorganization');
  const [year, setYear] = useState<number | undefined>();
  const overview = useReorgOverview({ year });
  const data = overview.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('overview.title')}
        loading={overview.isPending}
        extra={
          <Space>
            <InputNumber
              placeholder={t('filters.year')}
              min={1990}
              max={2100}
              value={year ?? null}
              onChange={(y) => setYear(y ?? undefined)}
              style={{ width: 110 }}
              data-testid="reorg-overview-year"
            />
            <ImportsButton />
          </Space>
        }
      >
        <SourceLine source={data?.source} testId="reorg-source" />
        {data && <Figures data={data} />}
      </Card>
      {data && <Ours data={data} />}
    </Space>
  );
}

function Figures({ data }: { data: ReorgOverview }) {
  const { t } = useTranslation('reorganization');
  const names = useMemo(() => ({ count: t('measure.count'), amount: t('measure.amount') }), [t]);
  const slices = (tallies: Tally[], label: (k: string) => string): Slice[] =>
    tallies.map((x) => ({ label: label(x.key), count: x.count, amount: x.amount }));
  const same = (k: string) => k;
  const scope = data.year ? t('overview.inYear', { year: data.year }) : t('overview.allYears');
  return (
    <>
      <Row gutter={16} style={{ marginTop: 12 }}>
        <Col xs={12} md={6}>
          <Statistic title={`${t('overview.deals')}（${scope}）`} value={data.total.count} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('measure.amount')} value={data.total.amount} precision={2} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('overview.oursDeals', { province: data.province })}
            value={data.oursTotal.count}
            valueStyle={{ color: '#d48806' }}
          />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('overview.oursAmount', { province: data.province })}
            value={data.oursTotal.amount}
            precision={2}
            valueStyle={{ color: '#d48806' }}
          />
        </Col>
      </Row>
      <Row gutter={16} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('overview.byYear')}</Typography.Title>
          <ReorgChart
            testId="reorg-by-year"
            slices={slices(data.byYear, same)}
            names={names}
            empty={t('empty')}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('overview.byProvince', { scope })}</Typography.Title>
          <ReorgChart
            testId="reorg-by-province"
            slices={slices(data.byProvince, same)}
            names={names}
            highlight={data.province}
            empty={t('empty')}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('overview.byType', { scope })}</Typography.Title>
          <ReorgChart
            testId="reorg-by-type"
            pie
            slices={slices(data.byType, (k) => t(`dealType.${k}`))}
            names={names}
            empty={t('empty')}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('overview.byStatus', { scope })}</Typography.Title>
          <ReorgChart
            testId="reorg-by-status"
            slices={slices(data.byStatus, (k) => t(`dealStatus.${k}`))}
            names={names}
            empty={t('empty')}
          />
        </Col>
      </Row>
    </>
  );
}

function Ours({ data }: { data: ReorgOverview }) {
  const { t } = useTranslation('reorganization');
  const paths = reorgPaths(useLocation().pathname);
  return (
    <Card
      title={t('ours.title', { province: data.province })}
      extra={<Link to={`${paths.deals}?province=${encodeURIComponent(data.province)}`}>{t('ours.all')}</Link>}
    >
      <Table<DealRow>
        rowKey="dealId"
        size="small"
        pagination={false}
        dataSource={data.ours}
        locale={{ emptyText: t('ours.empty') }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('columns.company'),
            dataIndex: 'companyName',
            render: (n: string, r) => `${n} ${r.stockCode}`,
          },
          { title: t('columns.target'), dataIndex: 'targetName' },
          { title: t('columns.type'), dataIndex: 'type', render: (v: string) => t(`dealType.${v}`) },
          { title: t('columns.price'), dataIndex: 'price', align: 'right', render: yi },
          { title: t('columns.announcedOn'), dataIndex: 'announcedOn' },
          {
            title: t('columns.status'),
            dataIndex: 'status',
            render: (s: DealRow['status']) => <Tag color={statusColor(s)}>{t(`dealStatus.${s}`)}</Tag>,
          },
        ]}
        data-testid="reorg-ours"
      />
      <div style={{ marginTop: 12 }}>
        <SourceLine source={data.source} testId="reorg-source" />
      </div>
    </Card>
  );
}
