// The board's list: the enterprises of the chosen region and filters, narrowed to a stage, a limit
// or those past any limit, paged on the server; each opens its ledger.
import { DownloadOutlined } from '@ant-design/icons';
import type { Grade, TargetBoard } from '@portal/contract';
import type { LedgerFlag, LedgerRow, LedgerStage, LedgerStatus } from '@portal/contract/ledger';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnumLabel } from '../../ui/enumLabel';
import type { useListState } from '../../ui/listState';
import { FlagTags, STATUS_COLORS } from './LedgerHead';
import { type ListFilters, listExportUrl, useLedgerList } from './queries';

type State = ReturnType<typeof useListState<ListFilters>>;

export function LedgerList({ state, onClear }: { state: State; onClear: () => void }) {
  const { t } = useTranslation('ledger');
  const label = useEnumLabel();
  const f = state.filters;
  const list = useLedgerList({ ...f, page: state.page, size: state.size });
  const none = t('none');
  const columns: TableColumnsType<LedgerRow> = [
    {
      title: t('board.columns.name'),
      dataIndex: 'name',
      width: 260,
      fixed: 'left',
      render: (name: string, r) => <Link to={`/report/ledger/detail?id=${r.enterpriseId}`}>{name}</Link>,
    },
    { title: t('board.columns.region'), dataIndex: 'regionName', width: 110, render: (v) => v ?? none },
    {
      title: t('board.columns.grades'),
      dataIndex: 'grades',
      width: 140,
      render: (g: Grade[]) => g.map((x) => <Tag key={x}>{label('grade', x)}</Tag>),
    },
    {
      title: t('board.columns.board'),
      dataIndex: 'targetBoard',
      width: 110,
      render: (b: TargetBoard | null) => (b ? label('board', b) : none),
    },
    {
      title: t('board.columns.stage'),
      dataIndex: 'stage',
      width: 150,
      render: (s: LedgerStage, r) => (
        <Space size={4}>
          {label('ledgerStage', s)}
          {r.status !== 'ACTIVE' && (
            <Tag color={STATUS_COLORS[r.status]}>{label('ledgerStatus', r.status)}</Tag>
          )}
        </Space>
      ),
    },
    { title: t('board.columns.since'), dataIndex: 'stageSince', width: 110, render: (v) => v ?? none },
    { title: t('board.columns.days'), dataIndex: 'daysInStage', width: 90, render: (v) => v ?? none },
    {
      title: t('board.columns.flags'),
      dataIndex: 'flags',
      width: 280,
      render: (flags: LedgerFlag[]) => <FlagTags flags={flags} />,
    },
  ];
  const narrowed = f.stage || f.limit || f.flagged || f.status;
  const chips = (
    <Space size={4} wrap>
      {f.stage && <Tag color="blue">{label('ledgerStage', f.stage)}</Tag>}
      {f.status && <Tag>{label('ledgerStatus', f.status as LedgerStatus)}</Tag>}
      {f.limit && <Tag color="red">{label('ledgerLimit', f.limit)}</Tag>}
      {f.flagged && <Tag color="red">{t('board.filters.flagged')}</Tag>}
      {narrowed && (
        <Button size="small" type="link" onClick={onClear}>
          {t('board.clear')}
        </Button>
      )}
    </Space>
  );
  return (
    <Card
      title={
        <Space>
          {t('board.list')}
          {chips}
        </Space>
      }
      style={{ marginTop: 16 }}
      data-testid="ledger-list"
      extra={
        <Button icon={<DownloadOutlined />} href={listExportUrl(f)} data-testid="ledger-export-list">
          {t('board.exportList')}
        </Button>
      }
    >
      <Table<LedgerRow>
        rowKey="enterpriseId"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        scroll={{ x: 1250 }}
        locale={{ emptyText: <Empty description={list.isError ? t('loadFailed') : t('board.empty')} /> }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('board.listTotal', { total }),
          onChange: state.setPage,
        }}
      />
    </Card>
  );
}
