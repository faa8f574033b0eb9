// The board's chart and tables: enterprises per stage (bars; a click lists that stage), the
// statutory limits with how many are past each, and the regions one level down (a click drills).
import { LISTING_STAGES } from '@portal/contract';
import { LEDGER_STAGES, type LedgerBoard, type LedgerLimit, type LedgerStage } from '@portal/contract/ledger';
import { Button, Card, Col, Row, Table } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../ui/enumLabel';
import { useChart } from './useChart';

export function StageChart({ board, onStage }: { board: LedgerBoard; onStage: (s: LedgerStage) => void }) {
  const { t } = useTranslation('ledger');
  const label = useEnumLabel();
  const ref = useRef<HTMLDivElement>(null);
  const option: EChartsCoreOption = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: {
        type: 'category',
        inverse: true,
        data: board.stages.map((s) => label('ledgerStage', s.stage)),
      },
      series: [
        {
          type: 'bar',
          data: board.stages.map((s) => s.count),
          itemStyle: { color: '#1677ff' },
          cursor: 'pointer',
        },
      ],
    }),
    [board, label],
  );
  useChart(ref, option, (i) => onStage(LEDGER_STAGES[i]!));
  return (
    <Card size="small" title={t('board.stages')}>
      <div ref={ref} style={{ height: 380 }} data-testid="ledger-stage-chart" />
    </Card>
  );
}

export function LimitsTable({ board, onLimit }: { board: LedgerBoard; onLimit: (l: LedgerLimit) => void }) {
  const { t } = useTranslation('ledger');
  const label = useEnumLabel();
  return (
    <Card size="small" title={t('board.limits')}>
      <Table
        size="small"
        rowKey="limit"
        pagination={false}
        dataSource={board.limits}
        data-testid="ledger-limits"
        columns={[
          {
            title: t('board.limit'),
            dataIndex: 'limit',
            render: (l: LedgerLimit) => label('ledgerLimit', l),
          },
          {
            title: t('board.count'),
            dataIndex: 'count',
            width: 110,
            render: (n: number, r) =>
              n > 0 ? (
                <Button type="link" danger size="small" onClick={() => onLimit(r.limit)}>
                  {n}
                </Button>
              ) : (
                n
              ),
          },
        ]}
      />
    </Card>
  );
}

export function RegionsTable({ board, onRegion }: { board: LedgerBoard; onRegion: (code: string) => void }) {
  const { t } = useTranslation('ledger');
  const label = useEnumLabel();
  if (board.regions.length === 0) return null;
  return (
    <Card size="small" title={t('board.regions')} style={{ marginTop: 16 }}>
      <Table
        size="small"
        rowKey="code"
        pagination={false}
        dataSource={board.regions}
        scroll={{ x: 900 }}
        data-testid="ledger-regions"
        columns={[
          {
            title: t('board.region'),
            dataIndex: 'name',
            fixed: 'left',
            width: 160,
            render: (name: string, r) =>
              r.code === board.region.code ? (
                name
              ) : (
                <Button type="link" size="small" onClick={() => onRegion(r.code)}>
                  {name}
                </Button>
              ),
          },
          { title: t('board.total'), dataIndex: 'total', width: 90 },
          { title: t('board.flagged'), dataIndex: 'flagged', width: 90 },
          ...LISTING_STAGES.map((s) => ({
            title: label('stage', s),
            key: s,
            width: 90,
            render: (_: unknown, r: LedgerBoard['regions'][number]) => r.stages[s] ?? 0,
          })),
        ]}
      />
    </Card>
  );
}

export function Totals({ board, onFlagged }: { board: LedgerBoard; onFlagged: () => void }) {
  const { t } = useTranslation('ledger');
  const count = (s: string) => board.statuses.find((x) => x.status === s)?.count ?? 0;
  const cell = (title: string, value: number, extra?: { danger?: boolean; onClick?: () => void }) => (
    <Col xs={12} md={6}>
      <Card size="small" hoverable={Boolean(extra?.onClick)} onClick={extra?.onClick}>
        <div style={{ color: '#888' }}>{title}</div>
        <div style={{ fontSize: 26, fontWeight: 600, color: extra?.danger ? '#cf1322' : undefined }}>
          {value}
        </div>
      </Card>
    </Col>
  );
  return (
    <Row gutter={[16, 16]} style={{ margin: '16px 0' }} data-testid="ledger-totals">
      {cell(t('board.total'), board.total)}
      {cell(t('board.flagged'), board.flagged, { danger: true, onClick: onFlagged })}
      {cell(t('board.suspended'), count('SUSPENDED'))}
      {cell(t('board.terminated'), count('TERMINATED'))}
    </Row>
  );
}
