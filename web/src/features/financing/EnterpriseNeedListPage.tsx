// /investmentFinancing/eninformationList: the enterprise's own financing needs — draft, submit to
// the office's review, follow the review, open a need for its pairs and suggested investors.
import { PlusOutlined } from '@ant-design/icons';
import {
  FINANCING_KINDS,
  NEED_STATUSES,
  type NeedListQuery,
  type NeedSummary,
} from '@portal/contract/financing';
import type { TableColumnsType } from 'antd';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirm, toast } from '../../ui';
import { AdminTable, FIRST_PAGE, type PagedQuery } from '../../ui/AdminTable';
import { formatMinute } from '../../ui/time';
import { PairsPanel } from './PairsPanel';
import { useMyNeeds, useRemoveNeed, useSubmitNeed } from './queries';
import { NEED_PAGE, NEW_NEED, NeedStatusTag, wan } from './shared';

type Filters = Pick<NeedListQuery, 'status' | 'kind' | 'keyword'>;

export default function EnterpriseNeedListPage() {
  const { t } = useTranslation('financing');
  const navigate = useNavigate();
  const [query, setQuery] = useState<PagedQuery<Filters>>(FIRST_PAGE);
  const list = useMyNeeds(query);
  const submit = useSubmitNeed();
  const remove = useRemoveNeed();
  const fail = (e: unknown) => toast.error(e instanceof Error ? e.message : String(e));

  const columns: TableColumnsType<NeedSummary> = [
    {
      title: t('need.title'),
      dataIndex: 'title',
      render: (v: string, n) => <Link to={`${NEED_PAGE}?id=${n.id}`}>{v}</Link>,
    },
    { title: t('need.amount'), dataIndex: 'amount', width: 130, render: (v: number) => wan(v) },
    { title: t('need.kind'), dataIndex: 'kind', width: 110, render: (v: string) => t(`kind.${v}`) },
    { title: t('need.stage'), dataIndex: 'stage', width: 110, render: (v: string) => t(`stage.${v}`) },
    {
      title: t('need.status'),
      dataIndex: 'status',
      width: 100,
      render: (v: NeedSummary['status']) => <NeedStatusTag status={v} />,
    },
    { title: t('need.matchCount'), dataIndex: 'matchCount', width: 80 },
    {
      title: t('need.updatedAt'),
      dataIndex: 'updatedAt',
      width: 160,
      render: (v: string) => formatMinute(v),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 220,
      render: (_: unknown, n) => {
        const editable = n.status === 'DRAFT' || n.status === 'REJECTED';
        return (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => navigate(`${NEED_PAGE}?id=${n.id}`)}>
              {editable ? t('common.edit') : t('common.view')}
            </Button>
            {editable && (
              <Button
                type="link"
                size="small"
                data-testid="need-submit"
                onClick={() => submit.mutateAsync(n.id).then(() => toast.success(t('mine.submitted')), fail)}
              >
                {t('mine.submit')}
              </Button>
            )}
            {n.status === 'DRAFT' && (
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  confirm({
                    content: t('mine.deleteConfirm', { title: n.title }),
                    danger: true,
                    onOk: () => remove.mutateAsync(n.id).then(() => toast.success(t('mine.deleted')), fail),
                    onCancel: () => undefined,
                  })
                }
              >
                {t('common.delete')}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      title={t('mine.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(NEW_NEED)}
          data-testid="need-add"
        >
          {t('mine.add')}
        </Button>
      }
    >
      <AdminTable<NeedSummary, Filters>
        query={query}
        onQuery={setQuery}
        rows={list.data}
        loading={list.isFetching}
        rowKey="id"
        columns={columns}
        text={{
          search: t('common.search'),
          reset: t('common.reset'),
          empty: t('common.empty'),
          total: (total) => t('common.total', { total }),
        }}
        filters={<NeedFilters />}
      />
      <Card type="inner" title={t('pairs.mineTitle')} style={{ marginTop: 16 }}>
        <PairsPanel showNeed addressed />
      </Card>
    </Card>
  );
}

export function NeedFilters() {
  const { t } = useTranslation('financing');
  return (
    <>
      <Form.Item name="status" label={t('need.status')}>
        <Select
          allowClear
          style={{ width: 120 }}
          options={NEED_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('need.kind')}>
        <Select
          allowClear
          style={{ width: 120 }}
          options={FINANCING_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        />
      </Form.Item>
      <Form.Item name="keyword">
        <Input allowClear placeholder={t('common.keyword')} style={{ width: 200 }} />
      </Form.Item>
    </>
  );
}
