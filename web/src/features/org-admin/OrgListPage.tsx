// /management/org/list: government organisations by region — the region tree on the left, the
// offices and member units of the chosen region's subtree on the right.
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type ManagedOrg, PAGE_SIZE_DEFAULT } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Card, Col, Empty, Input, Row, Space, Spin, Table, Tabs, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useManagedOrgs } from '../../api/orgAdmin';
import { useRegionTree } from './useRegionTree';

type TypeTab = 'all' | 'FINANCIAL' | 'FUNCTIONAL';

export default function OrgListPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const regions = useRegionTree();
  const [region, setRegion] = useState<string | null>(null);
  const [type, setType] = useState<TypeTab>('all');
  const [q, setQ] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: PAGE_SIZE_DEFAULT });
  const orgs = useManagedOrgs({
    region: region ?? undefined,
    type: type === 'all' ? undefined : type,
    q: q || undefined,
    ...paging,
  });

  const toData = (parent: string): DataNode[] =>
    (regions.children[parent] ?? []).map((n) => ({
      key: n.code,
      isLeaf: !n.hasChildren,
      title: (
        <span>
          {n.name}{' '}
          <Typography.Text type="secondary">{t('org.offices', { count: n.offices })}</Typography.Text>
        </span>
      ),
      children: regions.children[n.code] ? toData(n.code) : undefined,
    }));

  const columns: TableColumnsType<ManagedOrg> = [
    { title: t('org.columns.name'), dataIndex: 'name', ellipsis: { showTitle: true } },
    {
      title: t('org.columns.type'),
      dataIndex: 'type',
      width: 140,
      render: (v: string) => t(`org.tabs.${v}`, { defaultValue: v }),
    },
    {
      title: t('org.columns.level'),
      dataIndex: 'level',
      width: 80,
      render: (v: number | null) => (v ? t(`org.levels.${v}`) : '—'),
    },
    { title: t('org.columns.region'), dataIndex: 'regionName', width: 110 },
    { title: t('org.columns.creditCode'), dataIndex: 'creditCode', width: 190 },
    { title: t('org.columns.users'), dataIndex: 'users', width: 70, align: 'right' },
  ];
  const reset = (change: () => void) => {
    change();
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return (
    <Card
      title={t('org.title')}
      extra={
        <Space wrap>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(`/management/org/add${region ? `?region=${region}` : ''}`)}
          >
            {t('org.add')}
          </Button>
          <Button
            icon={<EditOutlined />}
            onClick={() => navigate(`/management/org/editor${region ? `?code=${region}` : ''}`)}
          >
            {t('org.rename')}
          </Button>
          <Link to="/management/user/enterprise/list?view=mismatched">{t('org.mismatched')}</Link>
        </Space>
      }
    >
      <Row gutter={24}>
        <Col xs={24} md={7}>
          <Typography.Title level={5}>{t('org.regions')}</Typography.Title>
          {regions.roots ? (
            <Tree
              blockNode
              treeData={toData('')}
              defaultExpandedKeys={regions.roots.map((r) => r.code)}
              selectedKeys={region ? [region] : []}
              onSelect={(keys) => reset(() => setRegion(keys.length ? String(keys[0]) : null))}
              loadData={async (node) => {
                if (!regions.children[String(node.key)]) await regions.load(String(node.key));
              }}
              height={560}
            />
          ) : (
            <Spin />
          )}
        </Col>
        <Col xs={24} md={17}>
          <Tabs
            activeKey={type}
            onChange={(key) => reset(() => setType(key as TypeTab))}
            items={(['all', 'FINANCIAL', 'FUNCTIONAL'] as const).map((k) => ({
              key: k,
              label: t(`org.tabs.${k}`),
            }))}
          />
          <Input.Search
            allowClear
            placeholder={t('org.searchPlaceholder')}
            onSearch={(v) => reset(() => setQ(v.trim()))}
            style={{ maxWidth: 360, marginBottom: 12 }}
          />
          <Table<ManagedOrg>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={orgs.data?.items ?? []}
            loading={orgs.isFetching}
            locale={{
              emptyText: <Empty description={t(orgs.isError ? 'common.loadFailed' : 'common.empty')} />,
            }}
            pagination={{
              current: paging.page,
              pageSize: paging.size,
              total: orgs.data?.total ?? 0,
              showTotal: (total) => t('common.total', { total }),
              onChange: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
            }}
          />
        </Col>
      </Row>
    </Card>
  );
}
