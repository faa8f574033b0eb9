// The contacts of a profile, read-only: the same table for enterprise and institution views.
import type { EnterpriseProfile } from '@portal/contract';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProfileNamespace } from './BasicField';

const COLUMNS = ['contactName', 'position', 'mobile', 'phone', 'email'] as const;

export function ContactsTable({
  contacts,
  namespace,
}: {
  contacts: EnterpriseProfile['contacts'];
  namespace: ProfileNamespace;
}) {
  const { t } = useTranslation(namespace);
  const none = t('none');
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('sections.contacts')}
      </Typography.Title>
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        dataSource={contacts}
        columns={COLUMNS.map((k) => ({
          title: t(`fields.${k}`),
          dataIndex: k === 'contactName' ? 'name' : k,
          render: (v?: string) => v ?? none,
        }))}
      />
    </>
  );
}
