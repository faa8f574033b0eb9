// /management/user/editor and /management/user/enterprise/edit: create a user (a temporary
// password is shown once) or edit one — for an enterprise user, linking it to the right enterprise.
import type { TemporaryPassword, UserCreateBody, UserKind } from '@portal/contract';
import { Alert, Button, Card, Form, Input, Result, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useCreateUser, useManagedUser, useUpdateUser } from '../../api/userAdmin';
import { toast } from '../../ui';
import { OrgPicker } from './OrgPicker';
import { TemporaryPasswordModal } from './TemporaryPasswordModal';

const LIST: Record<UserKind, string> = {
  government: '/management/user/list',
  enterprise: '/management/user/enterprise/list',
};
type Fields = UserCreateBody;

function UserEditorPage({ kind }: { kind: UserKind }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const [form] = Form.useForm<Fields>();
  const user = useManagedUser(id);
  const create = useCreateUser();
  const update = useUpdateUser();
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);
  const field = (name: string) => t(`user.editor.${name}`);
  const required = (name: string) => ({
    required: true,
    whitespace: true,
    message: t('user.editor.required', { field: field(name) }),
  });

  useEffect(() => {
    if (user.data)
      form.setFieldsValue({
        ...user.data,
        email: user.data.email ?? undefined,
        mobile: user.data.mobile ?? undefined,
      });
  }, [user.data, form]);

  async function submit(values: Fields) {
    try {
      if (id) {
        const { account: _account, ...body } = values;
        await update.mutateAsync({ id, ...body });
        toast.success(t('user.editor.saved'));
        navigate(LIST[kind]);
      } else {
        setTemporary(await create.mutateAsync(values));
        toast.success(t('user.editor.created'));
      }
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0) {
        form.setFields(error.details.map((d) => ({ name: d.path as keyof Fields, errors: [d.message] })));
      } else if (error instanceof ApiError && error.status === 409) {
        form.setFields([{ name: 'account', errors: [error.message] }]);
      }
    }
  }

  if (id && user.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (id && user.isError) return <Result status="warning" title={t('user.editor.notFound')} />;
  const reason = user.data?.mismatch ? t(`user.mismatch.${user.data.mismatch}`) : null;

  return (
    <Card title={t(id ? 'user.editor.editTitle' : 'user.editor.createTitle')}>
      {reason && (
        <Alert
          type="warning"
          showIcon
          title={t('user.editor.mismatchAlert', { reason })}
          style={{ marginBottom: 16, maxWidth: 560 }}
        />
      )}
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={submit}>
        <Form.Item
          name="account"
          label={field('account')}
          rules={
            id
              ? []
              : [required('account'), { pattern: /^[A-Za-z0-9._@-]{2,64}$/, message: field('accountRule') }]
          }
        >
          <Input disabled={Boolean(id)} maxLength={64} data-testid="user-account" />
        </Form.Item>
        <Form.Item name="name" label={field('name')} rules={[required('name')]}>
          <Input maxLength={50} data-testid="user-name" />
        </Form.Item>
        <Form.Item
          name="orgId"
          label={field(kind === 'enterprise' ? 'enterpriseOrg' : 'org')}
          rules={[{ required: true, message: t('user.editor.required', { field: field('org') }) }]}
        >
          <OrgPicker
            enterprise={kind === 'enterprise'}
            current={user.data ? { id: user.data.orgId, name: user.data.orgName } : undefined}
          />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={field('mobile')}
          rules={[{ pattern: /^1[3-9]\d{9}$/, message: field('mobileRule') }]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item
          name="email"
          label={field('email')}
          rules={[{ type: 'email', message: field('emailRule') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={create.isPending || update.isPending}
            data-testid="user-save"
          >
            {t('common.save')}
          </Button>
          <Button onClick={() => navigate(LIST[kind])}>{t('common.back')}</Button>
        </Space>
      </Form>
      <TemporaryPasswordModal
        result={temporary}
        onClose={() => {
          setTemporary(null);
          navigate(LIST[kind]);
        }}
      />
    </Card>
  );
}

export const GovernmentUserEditorPage = () => <UserEditorPage kind="government" />;
export const EnterpriseUserEditorPage = () => <UserEditorPage kind="enterprise" />;
