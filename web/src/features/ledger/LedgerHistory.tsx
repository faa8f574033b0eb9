// Every change of a ledger: who, when, how (form or import), and field by field what changed.
import type { FieldChange } from '@portal/contract';
import type { LedgerChange } from '@portal/contract/ledger';
import { Empty, List, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../ui/time';
import { useLedgerHistory } from './queries';

const SIZE = 5;

/** `inquiries.2.repliedOn` → "第 2 轮 回复日期"; the top-level issuedOn is the issue (发行). */
function useFieldName() {
  const { t } = useTranslation('ledger');
  return (path: string) => {
    const [head, n, leaf] = path.split('.');
    if (head === 'inquiries' && n && leaf) return `${t('form.round', { n })} ${t(`field.${leaf}`)}`;
    if (head === 'issuedOn') return t('field.issued');
    return t(`field.${head}`, { defaultValue: path });
  };
}

export function LedgerHistory({ enterpriseId }: { enterpriseId: string | null }) {
  const { t } = useTranslation('ledger');
  const [page, setPage] = useState(1);
  const history = useLedgerHistory(enterpriseId, { page, size: SIZE });
  const name = useFieldName();
  const items = history.data?.items ?? [];
  if (!history.isLoading && items.length === 0) return <Empty description={t('history.empty')} />;
  return (
    <List<LedgerChange>
      loading={history.isLoading}
      dataSource={items}
      data-testid="ledger-history"
      pagination={{
        current: page,
        pageSize: SIZE,
        total: history.data?.total ?? 0,
        onChange: setPage,
        size: 'small',
      }}
      renderItem={(c) => (
        <List.Item key={c.version} style={{ display: 'block' }}>
          <Typography.Text strong>{t('form.version', { version: c.version })}</Typography.Text>
          <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
            {formatMinute(c.at)} · {c.actor ? `${c.actor.orgName} ${c.actor.name}` : t('history.unknown')}
          </Typography.Text>
          <Tag style={{ marginLeft: 8 }}>
            {t(c.source === 'IMPORT' ? 'history.byImport' : 'history.byForm')}
          </Tag>
          <Table<FieldChange>
            size="small"
            rowKey="path"
            pagination={false}
            style={{ marginTop: 8 }}
            dataSource={c.changes}
            columns={[
              { title: t('history.field'), dataIndex: 'path', width: '30%', render: name },
              {
                title: t('history.before'),
                dataIndex: 'before',
                render: (v: string | null) => (
                  <Typography.Text type="secondary" delete={v !== null}>
                    {v ?? t('none')}
                  </Typography.Text>
                ),
              },
              {
                title: t('history.after'),
                dataIndex: 'after',
                render: (v: string | null) => <Typography.Text strong>{v ?? t('none')}</Typography.Text>,
              },
            ]}
          />
        </List.Item>
      )}
    />
  );
}
