// Accounts locked after repeated failed sign-ins, each for the address the failures came from;
// an administrator can lift a lock early.
import { ReloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Empty, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginLock } from '../../api/management';
import { useLoginLocks, useUnlockAccount } from '../../api/management';
import { confirm, toast } from '../../ui';
import { formatSecond } from '../../ui/time';

export default function LoginLocksPage() {
  const { t } = useTranslation('pages');
  const [paging, setPaging] = useState({ page: 1, size: PAGE_SIZE_DEFAULT });
  const locks = useLoginLocks(paging.page, paging.size);
  const unlock = useUnlockAccount();

  function askUnlock(lock: LoginLock) {
    confirm({
      content: t('locks.unlockConfirm', { account: lock.account, address: lock.address }),
      onOk: () =>
        unlock
          .mutateAsync({ account: lock.account, address: lock.address })
          .then(() => toast.success(t('locks.unlocked', { account: lock.account }))),
      onCancel: () => undefined,
    });
  }

  const columns: TableColumnsType<LoginLock> = [
    {
      title: t('locks.columns.account'),
      dataIndex: 'account',
      render: (a: string) => <Typography.Text strong>{a}</Typography.Text>,
    },
    { title: t('locks.columns.address'), dataIndex: 'address', width: 180 },
    { title: t('locks.columns.failures'), dataIndex: 'failures', width: 140 },
    {
      title: t('locks.columns.lockedUntil'),
      dataIndex: 'lockedUntil',
      width: 200,
      render: (v: string) => formatSecond(v),
    },
    {
      title: t('locks.columns.actions'),
      key: 'actions',
      width: 120,
      render: (_: unknown, lock) => (
        <Button type="link" size="small" onClick={() => askUnlock(lock)}>
          {t('locks.unlock')}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t('locks.title')}
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void locks.refetch()} loading={locks.isFetching}>
          {t('locks.refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('locks.hint')}</Typography.Paragraph>
      <Table<LoginLock>
        rowKey={(lock) => `${lock.account} ${lock.address}`}
        columns={columns}
        dataSource={locks.data?.items ?? []}
        loading={locks.isPending}
        locale={{ emptyText: <Empty description={t(locks.isError ? 'locks.loadFailed' : 'locks.empty')} /> }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: locks.data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
        }}
      />
    </Card>
  );
}
