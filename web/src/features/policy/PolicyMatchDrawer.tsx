// The enterprises of the office's region that fit a policy now, with those already told marked;
// an office tells the chosen ones (or every one not told yet) after confirming.
import type { PolicyMatch, SupportPolicy } from '@portal/contract/policy';
import type { TableColumnsType } from 'antd';
import { Alert, Button, Drawer, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../ui';
import { useEnumLabel } from '../../ui/enumLabel';
import { formatMinute } from '../../ui/time';
import { usePolicyMatches, useTellPolicy } from './api';

export function PolicyMatchDrawer({
  policy,
  canTell,
  onClose,
}: {
  policy: SupportPolicy | null;
  canTell: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('policy');
  const label = useEnumLabel();
  const matches = usePolicyMatches(policy?.policyId ?? null);
  const tell = useTellPolicy();
  const [chosen, setChosen] = useState<string[]>([]);
  const fresh = (matches.data ?? []).filter((m) => !m.toldAt);

  const send = (enterpriseIds?: string[]) => {
    if (!policy) return;
    const n = enterpriseIds?.length ?? fresh.length;
    confirm({
      title: t('tell.confirmTitle'),
      content: t('tell.confirm', { count: n, title: policy.title }),
      onCancel: () => {},
      onOk: () =>
        tell.mutateAsync({ policyId: policy.policyId, enterpriseIds }).then(
          (r) => {
            toast.success(t('tell.done', { count: r.told }));
            setChosen([]);
          },
          (e: Error) => toast.error(e.message),
        ),
    });
  };

  const columns: TableColumnsType<PolicyMatch> = [
    { title: t('columns.enterprise'), dataIndex: 'name' },
    {
      title: t('conditions.stage'),
      dataIndex: 'stage',
      width: 110,
      render: (s: string | null) => (s ? label('stage', s as never) : ''),
    },
    {
      title: t('conditions.grade'),
      dataIndex: 'grades',
      width: 140,
      render: (gs: string[]) => gs.map((g) => label('grade', g as never)).join('、'),
    },
    { title: t('conditions.employees'), dataIndex: 'employees', width: 80 },
    { title: t('conditions.revenue'), dataIndex: 'revenue', width: 110 },
    {
      title: t('columns.toldAt'),
      dataIndex: 'toldAt',
      width: 150,
      render: (v: string | null) => (v ? formatMinute(v) : <Tag>{t('tell.notYet')}</Tag>),
    },
  ];

  return (
    <Drawer
      open={policy !== null}
      onClose={onClose}
      width={900}
      title={policy ? t('matchTitle', { title: policy.title }) : ''}
      extra={
        canTell && (
          <Space>
            <Button disabled={chosen.length === 0} loading={tell.isPending} onClick={() => send(chosen)}>
              {t('tell.chosen', { count: chosen.length })}
            </Button>
            <Button
              type="primary"
              disabled={fresh.length === 0}
              loading={tell.isPending}
              onClick={() => send()}
            >
              {t('tell.all', { count: fresh.length })}
            </Button>
          </Space>
        )
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={t('matchHint', { count: matches.data?.length ?? 0 })}
      />
      <Table<PolicyMatch>
        rowKey="enterpriseId"
        size="small"
        columns={columns}
        dataSource={matches.data ?? []}
        loading={matches.isFetching}
        locale={{ emptyText: t('emptyMatches') }}
        pagination={{ pageSize: 20 }}
        rowSelection={
          canTell
            ? {
                selectedRowKeys: chosen,
                onChange: (keys) => setChosen(keys as string[]),
                getCheckboxProps: (m) => ({ disabled: m.toldAt !== null }),
              }
            : undefined
        }
        data-testid="policy-matches"
      />
    </Drawer>
  );
}
