// /company/exportConfig: per exportable list, which columns are exported and in which order.
import type { ExportListConfig } from '@portal/contract';
import { Alert, Button, Card, Empty, Skeleton, Space, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExportConfigs, useSaveExportConfig } from '../../api/sysmgmt';
import { confirm, toast } from '../../ui';
import { formatMinute } from '../../ui/time';
import { ColumnChooser } from './ColumnChooser';

function ListEditor({ list }: { list: ExportListConfig }) {
  const { t } = useTranslation('admin');
  const [columns, setColumns] = useState(list.selected);
  const save = useSaveExportConfig();
  useEffect(() => setColumns(list.selected), [list.selected]);
  const changed = columns.join() !== list.selected.join();

  return (
    <>
      <Typography.Paragraph type="secondary">
        {list.updatedAt
          ? t('exportConfig.lastSaved', { time: formatMinute(list.updatedAt) })
          : t('exportConfig.defaults')}
      </Typography.Paragraph>
      <ColumnChooser list={list} value={columns} onChange={setColumns} />
      <Space style={{ marginTop: 16 }}>
        <Button
          type="primary"
          disabled={columns.length === 0 || !changed}
          loading={save.isPending}
          onClick={() =>
            save.mutateAsync({ key: list.key, columns }).then(() => toast.success(t('common.saved')))
          }
        >
          {t('common.save')}
        </Button>
        <Button
          onClick={() =>
            confirm({
              content: t('exportConfig.resetConfirm', { title: list.title }),
              onCancel: () => undefined,
              onOk: () =>
                save
                  .mutateAsync({ key: list.key, columns: null })
                  .then(() => toast.success(t('common.saved'))),
            })
          }
        >
          {t('exportConfig.resetDefaults')}
        </Button>
      </Space>
    </>
  );
}

export default function ExportConfigPage() {
  const { t } = useTranslation('admin');
  const lists = useExportConfigs();
  return (
    <Card title={t('exportConfig.title')}>
      <Alert type="info" showIcon title={t('exportConfig.hint')} style={{ marginBottom: 16 }} />
      {lists.isPending ? (
        <Skeleton active />
      ) : !lists.data?.length ? (
        <Empty description={t(lists.isError ? 'common.loadFailed' : 'common.empty')} />
      ) : (
        <Tabs
          items={lists.data.map((l) => ({ key: l.key, label: l.title, children: <ListEditor list={l} /> }))}
        />
      )}
    </Card>
  );
}
