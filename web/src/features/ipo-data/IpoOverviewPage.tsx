// IPO statistics overview: listings and funds raised by year and board, the review queue by board
// and stage, this province's enterprises among the cases, and the national headline figures, each
// block with where its figures come from.
import { IPO_BOARDS, IPO_STATUSES, type IpoOverview } from '@portal/contract/ipo-data';
import { Card, Col, Row, Space, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { useIpoOverview } from './api';
import { ExportButton } from './ExportButton';
import { IpoChart } from './IpoChart';
import { OursTable } from './OursTable';
import { casePaths } from './paths';

export default function IpoOverviewPage() {
  const { t } = useTranslation('ipo-data');
  const overview = useIpoOverview({});
  const data = overview.data;
  const detailPath = useLocation().pathname.startsWith('/widget/')
    ? '/widget/ipoStatistics/detail'
    : '/ipoStatistics/ipoStatistics_detail';
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={t('overview.title')}
        loading={overview.isPending}
        extra={
          <Space>
            <ExportButton />
            <Link to={detailPath}>{t('overview.detail')}</Link>
          </Space>
        }
      >
        <SourceLine source={data?.source} testId="ipo-source" />
        {data && <OverviewCharts data={data} />}
      </Card>
      <Card title={t('national.title')} loading={overview.isPending}>
        <NationalTable data={data} />
      </Card>
      <Card title={t('ours.title')} loading={overview.isPending}>
        <OursTable rows={data?.ours ?? []} />
        <SourceLine source={data?.source} testId="ipo-source" />
      </Card>
    </Space>
  );
}

function OverviewCharts({ data }: { data: IpoOverview }) {
  const { t } = useTranslation('ipo-data');
  const queue = useMemo(() => {
    const stages = IPO_STATUSES.filter((s) => s !== 'LISTED');
    return stages.map((s) => ({
      name: t(`enums:ipoStatus.${s}`),
      stack: 'queue',
      data: IPO_BOARDS.map((b) => data.queueByBoard.find((q) => q.board === b && q.status === s)?.count ?? 0),
    }));
  }, [data, t]);
  const perYear = useMemo(
    () => [
      { name: t('measure.count'), data: data.byYear.map((y) => y.count) },
      { name: t('measure.funds'), data: data.byYear.map((y) => y.funds), line: true },
    ],
    [data, t],
  );
  const perBoard = useMemo(
    () => [
      { name: t('measure.count'), data: data.byBoard.map((y) => y.count) },
      { name: t('measure.funds'), data: data.byBoard.map((y) => y.funds), line: true },
    ],
    [data, t],
  );
  return (
    <Row gutter={16} style={{ marginTop: 12 }}>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{t('overview.byYear')}</Typography.Title>
        <IpoChart
          testId="ipo-by-year"
          categories={data.byYear.map((y) => y.key)}
          series={perYear}
          empty={t('empty')}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{t('overview.byBoard')}</Typography.Title>
        <IpoChart
          testId="ipo-by-board"
          categories={data.byBoard.map((b) => t(`enums:ipoBoard.${b.key}`))}
          series={perBoard}
          empty={t('empty')}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{t('overview.queue')}</Typography.Title>
        <IpoChart
          testId="ipo-queue"
          categories={data.queueByBoard.length > 0 ? IPO_BOARDS.map((b) => t(`enums:ipoBoard.${b}`)) : []}
          series={queue}
          empty={t('empty')}
        />
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{t('overview.queueByProvince')}</Typography.Title>
        <IpoChart
          testId="ipo-queue-province"
          categories={data.queueByProvince.map((p) => p.key)}
          series={[{ name: t('measure.queue'), data: data.queueByProvince.map((p) => p.count) }]}
          empty={t('empty')}
        />
      </Col>
    </Row>
  );
}

function NationalTable({ data }: { data: IpoOverview | undefined }) {
  const { t } = useTranslation('ipo-data');
  return (
    <Table
      rowKey="year"
      size="small"
      pagination={false}
      dataSource={data?.national ?? []}
      columns={[
        { title: t('national.year'), dataIndex: 'year', width: 80 },
        { title: t('national.count'), dataIndex: 'ipoCount', width: 120 },
        { title: t('national.funds'), dataIndex: 'fundsRaisedYi', width: 140 },
        { title: t('national.note'), dataIndex: 'note' },
        {
          title: t('national.source'),
          dataIndex: 'sourceName',
          render: (name: string, r) => t('source.line', { name, asOf: r.asOf }),
        },
      ]}
      data-testid="ipo-national"
    />
  );
}

export { casePaths };
