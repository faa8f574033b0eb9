// Administrators' door to a page's datasets: a button (shown to ADMIN only) opening one tab per
// dataset with its import, versions and scheduled refresh.
import { ImportOutlined } from '@ant-design/icons';
import { Button, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../session/handle';
import { DatasetPanel } from './DatasetPanel';

export type DatasetTab = { key: string; title: string; help?: string };

export function DatasetImportsButton({
  datasets,
  feature,
  testId = 'dataset-imports',
}: {
  /** The page's datasets, each with its title and a line on its template. */
  datasets: readonly DatasetTab[];
  /** The feature's query key, refreshed after an import or a restore. */
  feature: string;
  testId?: string;
}) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  if (!useSignedIn().authorities.includes('ADMIN')) return null;
  return (
    <>
      <Button icon={<ImportOutlined />} onClick={() => setOpen(true)} data-testid={testId}>
        {t('datasets.button')}
      </Button>
      <Modal
        open={open}
        title={t('datasets.title')}
        footer={null}
        onCancel={() => setOpen(false)}
        width={960}
      >
        {datasets.length === 1 ? (
          <DatasetPanel dataset={datasets[0]!} feature={feature} open={open} />
        ) : (
          <Tabs
            items={datasets.map((d) => ({
              key: d.key,
              label: d.title,
              children: <DatasetPanel dataset={d} feature={feature} open={open} />,
            }))}
          />
        )}
      </Modal>
    </>
  );
}
