// A dataset's versions: which import, by whom or how, when, from which source; the active one
// marked, any other restorable after a confirmation.
import type { DatasetImport } from '@portal/contract/datasets';
import { Button, Popconfirm, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback';
import { formatMinute } from '../time';
import { useDatasetVersions, useRestoreDataset } from './api';

export function DatasetVersions({
  dataset,
  feature,
  open,
}: {
  dataset: string;
  feature: string;
  open: boolean;
}) {
  const { t } = useTranslation('shell');
  const versions = useDatasetVersions([dataset], open);
  const restoring = useRestoreDataset(feature);
  return (
    <Table<DatasetImport>
      rowKey="importId"
      size="small"
      loading={versions.isFetching}
      dataSource={versions.data ?? []}
      pagination={{ pageSize: 5 }}
      locale={{ emptyText: t('datasets.noVersions') }}
      columns={[
        {
          title: t('datasets.importedAt'),
          dataIndex: 'importedAt',
          width: 140,
          render: (v: string) => formatMinute(v),
        },
        {
          title: t('datasets.importedBy'),
          dataIndex: 'importedBy',
          width: 110,
          render: (v: string | null, r) => v ?? t(`datasets.origin.${r.origin}`),
        },
        { title: t('datasets.file'), dataIndex: 'fileName', ellipsis: true },
        {
          title: t('datasets.sourceName'),
          dataIndex: 'sourceName',
          ellipsis: true,
          render: (v: string, r) => (
            <>
              {v} {r.synthetic && <Tag color="orange">{t('datasets.source.synthetic')}</Tag>}
            </>
          ),
        },
        { title: t('datasets.asOf'), dataIndex: 'asOf', width: 110 },
        { title: t('datasets.rows'), dataIndex: 'rows', width: 90 },
        {
          title: t('datasets.state'),
          dataIndex: 'active',
          width: 120,
          render: (active: boolean, r) =>
            active ? (
              <Tag color="green">{t('datasets.active')}</Tag>
            ) : (
              <Popconfirm
                title={t('datasets.restoreConfirm')}
                onConfirm={() =>
                  restoring.mutateAsync(r.importId).then(() => toast.success(t('datasets.restored')))
                }
              >
                <Button size="small">{t('datasets.restore')}</Button>
              </Popconfirm>
            ),
        },
      ]}
      data-testid="dataset-versions"
    />
  );
}
