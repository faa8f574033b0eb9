// IPO statistics in detail: one listing year by month, and by board, province and industry as
// tables (counts and funds raised, 亿元), with the source line.
import type { IpoOverview } from '@portal/contract/ipo-data';
import { Card, Col, Row, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { useIpoOverview } from './api';
import { ExportButton } from './ExportButton';
import { IpoChart } from './IpoChart';

type Tally = IpoOverview['byYear'][number];

export default function IpoDetailPage() {
  const { t } = useTranslation('ipo-data');
  const years = useIpoOverview({});
  const latest = years.data?.byYear.at(-1)?.key;
  const [chosen, setChosen] = useState<number | undefined>();
  const year = chosen ?? (latest ? Number(latest) : undefined);
  const detail = useIpoOverview({ year });
  const data = detail.data;
  const tally = (key: 'byBoard' | 'byProvince' | 'byIndustry', title: string, label = (k: string) => k) => (
    <Col xs={24} lg={8}>
      <Card size="small" title={title}>
        <Table<Tally>
          rowKey="key"
          size="small"
          pagination={false}
          dataSource={data?.[key] ?? []}
          locale={{ emptyText: t('empty') }}
          columns={[
            { title: title, dataIndex: 'key', render: label },
            { title: t('measure.count'), dataIndex: 'count', width: 90 },
            { title: t('measure.funds'), dataIndex: 'funds', width: 120 },
          ]}
          data-testid={`ipo-${key}`}
        />
      </Card>
    </Col>
  );
  return (
    <Card
      title={t('detail.title')}
      loading={years.isPending}
      extra={
        <Space>
          <ExportButton year={year} />
          <Select
            style={{ width: 120 }}
            value={year}
            onChange={setChosen}
            options={(years.data?.byYear ?? []).map((y) => ({
              value: Number(y.key),
              label: t('detail.yearOption', { year: y.key }),
            }))}
            data-testid="ipo-year"
          />
        </Space>
      }
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <SourceLine source={data?.source} testId="ipo-source" />
        <IpoChart
          testId="ipo-by-month"
          categories={data?.byMonth.map((m) => m.key) ?? []}
          series={[
            { name: t('measure.count'), data: data?.byMonth.map((m) => m.count) ?? [] },
            { name: t('measure.funds'), data: data?.byMonth.map((m) => m.funds) ?? [], line: true },
          ]}
          empty={t('empty')}
        />
        <Row gutter={[16, 16]}>
          {tally('byBoard', t('columns.board'), (k) => t(`enums:ipoBoard.${k}`))}
          {tally('byProvince', t('columns.province'))}
          {tally('byIndustry', t('columns.industry'))}
        </Row>
      </Space>
    </Card>
  );
}
