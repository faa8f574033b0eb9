// The support policies: their conditions in words, how many of the region's enterprises were told;
// a financial office adds and edits them and opens the matches of one to tell the fitting ones.
import { PlusOutlined } from '@ant-design/icons';
import type { SupportPolicy } from '@portal/contract/policy';
import type { TableColumnsType } from 'antd';
import { Button, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../session/handle';
import { useEnumLabel } from '../../ui/enumLabel';
import { usePolicies } from './api';
import { PolicyFormModal } from './PolicyFormModal';
import { PolicyMatchDrawer } from './PolicyMatchDrawer';

export function PolicyList() {
  const { t } = useTranslation('policy');
  const label = useEnumLabel();
  const signedIn = useSignedIn();
  const canKeep = signedIn.org.type === 'FINANCIAL' && !signedIn.authorities.includes('AUDITOR');
  const [keyword, setKeyword] = useState<string>();
  const [page, setPage] = useState({ page: 1, size: 20 });
  const policies = usePolicies({ ...page, keyword });
  const [editing, setEditing] = useState<SupportPolicy | 'new' | null>(null);
  const [matching, setMatching] = useState<SupportPolicy | null>(null);

  const conditionsOf = (p: SupportPolicy) => {
    const c = p.conditions;
    const parts: string[] = [];
    if (c.regionCodes.length) parts.push(`${t('conditions.region')}：${c.regionCodes.join('、')}`);
    if (c.industryCodes.length) parts.push(`${t('conditions.industry')}：${c.industryCodes.join('、')}`);
    if (c.grades.length)
      parts.push(`${t('conditions.grade')}：${c.grades.map((g) => label('grade', g)).join('、')}`);
    if (c.stages.length)
      parts.push(`${t('conditions.stage')}：${c.stages.map((s) => label('stage', s)).join('、')}`);
    const band = (min: number | null, max: number | null) => `${min ?? '—'} ~ ${max ?? '—'}`;
    if (c.minEmployees !== null || c.maxEmployees !== null)
      parts.push(`${t('conditions.employees')}：${band(c.minEmployees, c.maxEmployees)}`);
    if (c.minRevenue !== null || c.maxRevenue !== null)
      parts.push(`${t('conditions.revenue')}：${band(c.minRevenue, c.maxRevenue)}`);
    return parts.length ? parts : [t('conditions.any')];
  };

  const columns: TableColumnsType<SupportPolicy> = [
    {
      title: t('columns.policy'),
      dataIndex: 'title',
      render: (title: string, p) => (
        <div>
          <Typography.Text strong>{title}</Typography.Text>
          {p.articleId && (
            <div>
              <Typography.Link href={`/portal/policys_details?id=${p.articleId}`} target="_blank">
                {p.articleTitle}
              </Typography.Link>
            </div>
          )}
        </div>
      ),
    },
    {
      title: t('columns.conditions'),
      key: 'conditions',
      render: (_, p) => conditionsOf(p).map((line) => <div key={line}>{line}</div>),
    },
    { title: t('columns.owner'), dataIndex: 'ownerOrgName', width: 180 },
    { title: t('columns.told'), dataIndex: 'told', width: 90 },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 160,
      render: (_, p) => (
        <Space>
          <Button type="link" size="small" onClick={() => setMatching(p)}>
            {t('match')}
          </Button>
          {canKeep && (
            <Button type="link" size="small" onClick={() => setEditing(p)}>
              {t('edit')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('filters.policy')}
          onSearch={(v) => {
            setKeyword(v.trim() || undefined);
            setPage((p) => ({ ...p, page: 1 }));
          }}
          style={{ width: 240 }}
        />
        {canKeep && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        )}
      </Space>
      <Table<SupportPolicy>
        rowKey="policyId"
        columns={columns}
        dataSource={policies.data?.items ?? []}
        loading={policies.isFetching}
        locale={{ emptyText: t('emptyPolicies') }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: policies.data?.total ?? 0,
          showTotal: (total) => t('total', { total }),
          onChange: (p, size) => setPage({ page: p, size }),
        }}
        data-testid="policy-list"
      />
      {editing && (
        <PolicyFormModal policy={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <PolicyMatchDrawer policy={matching} canTell={canKeep} onClose={() => setMatching(null)} />
    </>
  );
}
