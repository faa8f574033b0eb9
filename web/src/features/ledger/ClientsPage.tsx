// /intermediary/clients: an intermediary's client enterprises (issue 16) — the ledgers naming its
// institution as broker, law firm or accounting firm, with their stage; the home card links here
// narrowed to a stage (the filter lives in the address).
import {
  LEDGER_STAGES,
  LEDGER_STATUSES,
  type LedgerClientRow,
  type LedgerStage,
  type LedgerStatus,
} from '@portal/contract/ledger';
import type { TableColumnsType } from 'antd';
import { Card, Empty, Select, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../ui/enumLabel';
import { text, useListState } from '../../ui/listState';
import { useLedgerClients } from './queries';

type Filters = { stage?: LedgerStage; status?: LedgerStatus };
const parse = (p: URLSearchParams): Filters => ({
  stage: text(p, 'stage') as LedgerStage | undefined,
  status: text(p, 'status') as LedgerStatus | undefined,
});

export default function ClientsPage() {
  const { t } = useTranslation('ledger');
  const label = useEnumLabel();
  const state = useListState(parse);
  const f = state.filters;
  const list = useLedgerClients({ ...f, page: state.page, size: state.size });
  const none = t('none');
  const columns: TableColumnsType<LedgerClientRow> = [
    { title: t('clients.columns.name'), dataIndex: 'name' },
    { title: t('clients.columns.region'), dataIndex: 'regionName', width: 140, render: (v) => v ?? none },
    {
      title: t('clients.columns.stage'),
      dataIndex: 'stage',
      width: 150,
      render: (s: LedgerStage, r) => (
        <Space size={4}>
          {label('ledgerStage', s)}
          {r.status !== 'ACTIVE' && <Tag color="orange">{label('ledgerStatus', r.status)}</Tag>}
        </Space>
      ),
    },
    { title: t('clients.columns.since'), dataIndex: 'stageSince', width: 120, render: (v) => v ?? none },
    {
      title: t('clients.columns.roles'),
      dataIndex: 'roles',
      width: 200,
      render: (roles: LedgerClientRow['roles']) =>
        roles.map((r) => <Tag key={r}>{t(`clients.role.${r}`)}</Tag>),
    },
  ];
  return (
    <Card title={t('clients.title')} data-testid="ledger-clients">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<LedgerStage>
          allowClear
          placeholder={t('clients.stage')}
          style={{ width: 180 }}
          value={f.stage}
          onChange={(stage) => state.setFilters({ ...f, stage })}
          options={LEDGER_STAGES.map((s) => ({ value: s, label: label('ledgerStage', s) }))}
          data-testid="clients-stage"
        />
        <Select<LedgerStatus>
          allowClear
          placeholder={t('clients.status')}
          style={{ width: 140 }}
          value={f.status}
          onChange={(status) => state.setFilters({ ...f, status })}
          options={LEDGER_STATUSES.map((s) => ({ value: s, label: label('ledgerStatus', s) }))}
        />
      </Space>
      <Table<LedgerClientRow>
        rowKey="enterpriseId"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isFetching}
        locale={{ emptyText: <Empty description={list.isError ? t('loadFailed') : t('clients.empty')} /> }}
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
