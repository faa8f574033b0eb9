// /management/user/list (government users) and /management/user/enterprise/list (enterprise
// users, with the mismatched-enterprise view): filters and paging in the URL, actions per row.
import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { AUTHORITIES, type ManagedUser, type UserKind } from '@portal/contract';
import type { MenuProps, TableColumnsType } from 'antd';
import {
  Alert,
  Badge,
  Button,
  Card,
  Dropdown,
  Empty,
  Form,
  Input,
  Segmented,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useManagedUsers } from '../../api/userAdmin';
import { useSignedIn } from '../../session/handle';
import { useListState } from '../../ui/listState';
import { TemporaryPasswordModal } from './TemporaryPasswordModal';
import { useUserActions } from './useUserActions';

const FILTERS = ['account', 'name', 'org', 'status', 'authority'] as const;
const EDITOR: Record<UserKind, string> = {
  government: '/management/user/editor',
  enterprise: '/management/user/enterprise/edit',
};

function UserListPage({ kind }: { kind: UserKind }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { search, page, size, update } = useListState();
  const [form] = Form.useForm();
  const actions = useUserActions();
  const me = useSignedIn().account;
  const mismatched = kind === 'enterprise' && search.get('view') === 'mismatched';
  const filters = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? undefined]));
  const users = useManagedUsers({
    kind,
    ...filters,
    mismatched: mismatched ? 'true' : undefined,
    page,
    size,
  } as never);

  const more = (user: ManagedUser): MenuProps['items'] => [
    { key: 'reset', label: t('user.actions.reset'), onClick: () => actions.resetPassword(user) },
    { key: 'unlock', label: t('user.actions.unlock'), onClick: () => void actions.unlock(user) },
    {
      key: 'signOut',
      label: t('user.actions.signOut'),
      disabled: user.sessions === 0,
      onClick: () => actions.signOut(user),
    },
    ...(kind === 'government'
      ? AUTHORITIES.map((a) => {
          const held = user.authorities.includes(a);
          const authority = t(`user.authorities.${a}`);
          return {
            key: `authority-${a}`,
            label: t(held ? 'user.actions.revoke' : 'user.actions.grant', { authority }),
            onClick: () => actions.setAuthority(user, a, !held),
          };
        })
      : []),
  ];

  const columns: TableColumnsType<ManagedUser> = [
    { title: t('user.columns.account'), dataIndex: 'account', width: 140 },
    {
      title: t('user.columns.name'),
      dataIndex: 'name',
      width: 170,
      render: (name: string, u) => (
        <Space size={4} wrap>
          {name}
          {u.locked && <Tag color="red">{t('user.locked')}</Tag>}
          {u.mustChangePassword && <Tag color="orange">{t('user.mustChange')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('user.columns.org'),
      dataIndex: 'orgName',
      render: (org: string, u) => (
        <Space direction="vertical" size={0}>
          {org}
          {u.mismatch && <Tag color="warning">{t(`user.mismatch.${u.mismatch}`)}</Tag>}
        </Space>
      ),
    },
    {
      title: t('user.columns.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: ManagedUser['status']) => (
        <Badge
          status={s === 'ACTIVE' ? 'success' : s === 'PENDING' ? 'processing' : 'default'}
          text={t(`user.status.${s}`)}
        />
      ),
    },
    ...(kind === 'government'
      ? [
          {
            title: t('user.columns.authorities'),
            dataIndex: 'authorities',
            width: 150,
            render: (list: ManagedUser['authorities']) =>
              list.map((a) => (
                <Tag key={a} color={a === 'ADMIN' ? 'blue' : 'purple'}>
                  {t(`user.authorities.${a}`)}
                </Tag>
              )),
          },
        ]
      : []),
    { title: t('user.columns.sessions'), dataIndex: 'sessions', width: 70, align: 'right' as const },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 210,
      render: (_: unknown, u) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`${EDITOR[kind]}?id=${u.id}`)}>
            {t(u.mismatch ? 'user.actions.fixLink' : 'user.actions.edit')}
          </Button>
          {u.status !== 'PENDING' && u.account !== me && (
            <Button
              type="link"
              size="small"
              danger={u.status === 'ACTIVE'}
              onClick={() => actions.toggleStatus(u)}
            >
              {t(u.status === 'ACTIVE' ? 'user.actions.disable' : 'user.actions.enable')}
            </Button>
          )}
          <Dropdown menu={{ items: more(u) }} trigger={['click']}>
            <Button
              type="link"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t('user.actions.more')}
              data-testid={`user-more-${u.account}`}
            />
          </Dropdown>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t(`user.titles.${kind}`)}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(EDITOR[kind])}
          data-testid="user-add"
        >
          {t('user.add')}
        </Button>
      }
    >
      {kind === 'enterprise' && (
        <Segmented
          style={{ marginBottom: 16 }}
          value={mismatched ? 'mismatched' : 'all'}
          onChange={(v) => update({ view: v === 'all' ? undefined : v, page: undefined })}
          options={(['all', 'mismatched'] as const).map((v) => ({ value: v, label: t(`user.views.${v}`) }))}
        />
      )}
      {mismatched && (
        <Alert type="warning" showIcon title={t('user.mismatchedHint')} style={{ marginBottom: 16 }} />
      )}
      <Form
        form={form}
        layout="inline"
        initialValues={filters}
        onFinish={(v) => update({ ...v, page: undefined })}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="account" label={t('user.filters.account')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="name" label={t('user.filters.name')}>
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="org" label={t('user.filters.org')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('user.filters.status')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={(['ACTIVE', 'PENDING', 'DISABLED'] as const).map((s) => ({
              value: s,
              label: t(`user.status.${s}`),
            }))}
          />
        </Form.Item>
        {kind === 'government' && (
          <Form.Item name="authority" label={t('user.filters.authority')}>
            <Select
              allowClear
              style={{ width: 130 }}
              options={AUTHORITIES.map((a) => ({ value: a, label: t(`user.authorities.${a}`) }))}
            />
          </Form.Item>
        )}
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              form.setFieldsValue(Object.fromEntries(FILTERS.map((f) => [f, undefined])));
              update({ ...Object.fromEntries(FILTERS.map((f) => [f, undefined])), page: undefined });
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form>
      <Table<ManagedUser>
        rowKey="id"
        columns={columns}
        dataSource={users.data?.items ?? []}
        loading={users.isFetching}
        locale={{
          emptyText: <Empty description={t(users.isError ? 'common.loadFailed' : 'common.empty')} />,
        }}
        pagination={{
          current: page,
          pageSize: size,
          total: users.data?.total ?? 0,
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, s) => update({ page: s === size ? p : 1, size: s }),
        }}
      />
      <TemporaryPasswordModal result={actions.temporary} onClose={actions.closeTemporary} />
    </Card>
  );
}

export const GovernmentUserListPage = () => <UserListPage kind="government" />;
export const EnterpriseUserListPage = () => <UserListPage kind="enterprise" />;
