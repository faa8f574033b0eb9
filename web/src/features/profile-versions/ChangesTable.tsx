// The field-by-field difference of two versions, labelled as the form labels them.
import type { FieldChange } from '@portal/contract';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnterpriseDictionaries } from '../../api/enterprise';
import { namer } from './dictionary';
import { pathLabel, pathValue } from './labels';

/** `label` names a path when the fields are not the enterprise form's (institutions). */
export function ChangesTable({
  changes,
  label,
}: {
  changes: FieldChange[];
  label?: (path: string) => string;
}) {
  const { t } = useTranslation('enterprise');
  const names = namer(useEnterpriseDictionaries().data);
  if (changes.length === 0)
    return <Typography.Text type="secondary">{t('history.noChanges')}</Typography.Text>;
  return (
    <Table<FieldChange>
      size="small"
      rowKey="path"
      pagination={false}
      dataSource={changes}
      className="company-changes"
      columns={[
        {
          title: t('history.field'),
          dataIndex: 'path',
          width: '28%',
          render: (p: string) => (label ? label(p) : pathLabel(p, t)),
        },
        {
          title: t('history.before'),
          dataIndex: 'before',
          render: (v: string | null, c) => (
            <Typography.Text delete={v !== null} type="secondary">
              {pathValue(c.path, v, t, names)}
            </Typography.Text>
          ),
        },
        {
          title: t('history.after'),
          dataIndex: 'after',
          render: (v: string | null, c) => (
            <Typography.Text strong>{pathValue(c.path, v, t, names)}</Typography.Text>
          ),
        },
      ]}
    />
  );
}
