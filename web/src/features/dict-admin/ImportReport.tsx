// The row-by-row report of a refused import: which Excel row, which column, what is wrong.
import { Alert, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { problemPlace } from './labels';

export type ImportProblem = { path: string; message: string };

export function ImportReport({
  problems,
  onClose,
}: {
  problems: ImportProblem[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const rows = (problems ?? []).map((p, i) => ({ key: i, ...problemPlace(p.path), message: p.message }));
  return (
    <Modal
      open={problems !== null}
      title={t('dict.importFailed')}
      onCancel={onClose}
      footer={null}
      width={720}
    >
      <Alert type="error" showIcon title={t('dict.importReport')} style={{ marginBottom: 12 }} />
      <Table
        size="small"
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('dict.row'), dataIndex: 'row', width: 80, render: (r: number | null) => r ?? '—' },
          {
            title: t('dict.column'),
            dataIndex: 'column',
            width: 120,
            render: (c: string) => t(`dict.columns.${c}`, { defaultValue: c }),
          },
          { title: t('dict.problem'), dataIndex: 'message' },
        ]}
      />
    </Modal>
  );
}
