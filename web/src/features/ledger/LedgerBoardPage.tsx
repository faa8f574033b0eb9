// /report/ledger/board: the pipeline board of the caller's region (issue 10 §1): counts per stage,
// the statutory limits with the enterprises past them, the regions below to drill into, and the
// enterprises of the chosen stage or limit; every view exports to Excel, ledgers import from one.
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { Grade, TargetBoard } from '@portal/contract';
import type { LedgerFilters, LedgerLimit, LedgerStage, LedgerStatus } from '@portal/contract/ledger';
import { Alert, Button, Card, Col, Row, Space, Spin, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useSignedIn } from '../../session/handle';
import { toast } from '../../ui/feedback';
import { text, useListState } from '../../ui/listState';
import { LimitsTable, RegionsTable, StageChart, Totals } from './BoardCharts';
import { BoardFilters } from './BoardFilters';
import { LedgerList } from './LedgerList';
import { boardExportUrl, type ListFilters, useImportLedgers, useLedgerBoard } from './queries';

const parse = (p: URLSearchParams): ListFilters => ({
  regionCode: text(p, 'regionCode'),
  grade: text(p, 'grade') as Grade | undefined,
  industry: text(p, 'industry'),
  targetBoard: text(p, 'targetBoard') as TargetBoard | undefined,
  stage: text(p, 'stage') as LedgerStage | undefined,
  status: text(p, 'status') as LedgerStatus | undefined,
  limit: text(p, 'limit') as LedgerLimit | undefined,
  flagged: p.get('flagged') === 'true' ? true : undefined,
  name: text(p, 'name'),
});

const boardPart = ({ regionCode, grade, industry, targetBoard }: ListFilters): LedgerFilters => ({
  regionCode,
  grade,
  industry,
  targetBoard,
});

export default function LedgerBoardPage() {
  const { t } = useTranslation('ledger');
  const state = useListState(parse);
  const filters = boardPart(state.filters);
  const board = useLedgerBoard(filters);
  const importer = useImportLedgers();
  const me = useSignedIn();
  const office = me.org.type === 'FINANCIAL' && !me.authorities.includes('AUDITOR');
  const [problems, setProblems] = useState<{ path: string; message: string }[]>([]);
  const narrow = (more: Partial<ListFilters>) =>
    state.setFilters({ ...filters, stage: undefined, limit: undefined, flagged: undefined, ...more });

  async function importFile(file: File) {
    setProblems([]);
    try {
      toast.success(t('board.imported', await importer.mutateAsync(file)));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        setProblems(error.details.length ? error.details : [{ path: 'file', message: error.message }]);
    }
  }

  const b = board.data;
  const actions = (
    <Space wrap>
      {b?.parent && (
        <Button onClick={() => narrow({ regionCode: b.parent!.code })} data-testid="ledger-up">
          {t('board.up')}：{b.parent.name}
        </Button>
      )}
      <Button icon={<DownloadOutlined />} href={boardExportUrl(filters)}>
        {t('board.exportBoard')}
      </Button>
      {office && (
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void importFile(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={importer.isPending}>
            {t('board.import')}
          </Button>
        </Upload>
      )}
    </Space>
  );
  return (
    <>
      <Card
        title={`${t('board.title')}${b ? ` · ${b.region.name}` : ''}`}
        extra={actions}
        data-testid="ledger-board"
      >
        <BoardFilters value={filters} onChange={(f) => state.setFilters(f)} />
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            closable
            onClose={() => setProblems([])}
            style={{ marginTop: 16 }}
            message={t('board.importProblems')}
            description={
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {problems.map((p) => (
                  <li key={`${p.path}-${p.message}`}>
                    {p.path}：{p.message}
                  </li>
                ))}
              </ul>
            }
          />
        )}
        {!b ? (
          <Spin style={{ display: 'block', margin: 48 }} />
        ) : (
          <>
            <Totals board={b} onFlagged={() => narrow({ flagged: true })} />
            <Row gutter={16}>
              <Col xs={24} xl={14}>
                <StageChart board={b} onStage={(stage) => narrow({ stage })} />
              </Col>
              <Col xs={24} xl={10}>
                <LimitsTable board={b} onLimit={(limit) => narrow({ limit })} />
              </Col>
            </Row>
            <RegionsTable board={b} onRegion={(regionCode) => narrow({ regionCode })} />
          </>
        )}
      </Card>
      <LedgerList state={state} onClear={() => narrow({})} />
    </>
  );
}
