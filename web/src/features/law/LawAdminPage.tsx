// /portal/management/lawLibrary: the administrators' list of the library — search and filter,
// edit, delete (after asking), add one, or import a batch of text files (all or nothing; the
// refusal lists each file's errors).
import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { LAW_LEVELS, type LawDocumentSummary, type LawSearchQuery } from '@portal/contract/law';
import type { TableColumnsType } from 'antd';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirm, toast } from '../../ui';
import { AdminTable, FIRST_PAGE, type PagedQuery } from '../../ui/AdminTable';
import { useEnumLabel } from '../../ui/enumLabel';
import { useDeleteLawDocument, useLawSearch } from './api';
import { LawImportModal } from './LawImportModal';
import { ValidityTag } from './ValidityTag';

export const LAW_EDIT = '/portal/management/lawLibrary/edit';
type Filters = Pick<LawSearchQuery, 'q' | 'level'>;

export default function LawAdminPage() {
  const { t } = useTranslation('law');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const [query, setQuery] = useState<PagedQuery<Filters>>(FIRST_PAGE);
  const [importing, setImporting] = useState(false);
  const list = useLawSearch(query);
  const remove = useDeleteLawDocument();

  const askDelete = (doc: LawDocumentSummary) =>
    confirm({
      content: t('admin.deleteConfirm', { title: doc.title }),
      danger: true,
      onOk: () =>
        remove.mutateAsync(doc.documentId).then(
          () => toast.success(t('admin.deleted')),
          (error: Error) => toast.error(error.message),
        ),
      onCancel: () => undefined,
    });

  const columns: TableColumnsType<LawDocumentSummary> = [
    {
      title: t('fields.title'),
      dataIndex: 'title',
      render: (title: string, doc) => <Link to={`${LAW_EDIT}?id=${doc.documentId}`}>{title}</Link>,
    },
    { title: t('fields.issuer'), dataIndex: 'issuer', width: 200 },
    { title: t('fields.level'), dataIndex: 'level', width: 110, render: (l) => label('lawLevel', l) },
    {
      title: t('fields.validity'),
      dataIndex: 'validity',
      width: 100,
      render: (v: LawDocumentSummary['validity']) => <ValidityTag validity={v} />,
    },
    { title: t('fields.publishedOn'), dataIndex: 'publishedOn', width: 110 },
    { title: t('fields.articleCount'), dataIndex: 'articleCount', width: 80 },
    {
      title: t('admin.actions'),
      key: 'actions',
      width: 130,
      render: (_: unknown, doc) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`${LAW_EDIT}?id=${doc.documentId}`)}>
            {t('admin.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => askDelete(doc)}>
            {t('admin.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('admin.title')}
      extra={
        <Space>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('admin.import')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(LAW_EDIT)}>
            {t('admin.add')}
          </Button>
        </Space>
      }
    >
      <AdminTable<LawDocumentSummary, Filters>
        query={query}
        onQuery={setQuery}
        rows={list.data}
        loading={list.isFetching}
        rowKey="documentId"
        columns={columns}
        text={{
          search: t('admin.search'),
          reset: t('admin.reset'),
          empty: t('empty'),
          total: (total) => t('total', { total }),
        }}
        filters={
          <>
            <Form.Item name="level" label={t('fields.level')}>
              <Select
                allowClear
                style={{ width: 140 }}
                options={LAW_LEVELS.map((l) => ({ value: l, label: label('lawLevel', l) }))}
              />
            </Form.Item>
            <Form.Item name="q">
              <Input allowClear maxLength={50} placeholder={t('searchPlaceholder')} style={{ width: 260 }} />
            </Form.Item>
          </>
        }
      />
      <LawImportModal open={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}
