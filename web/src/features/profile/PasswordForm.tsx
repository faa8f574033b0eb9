// Change my own password. The complexity rule is the contract's, checked here for quick feedback
// and again by the server; a success ends every other session of this user.
import { ERROR_CODES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { meKey, useChangePassword } from '../../api/profile';
import { toast } from '../../ui';

type Fields = { currentPassword: string; newPassword: string; confirmPassword: string };

export function PasswordForm({ account }: { account: string }) {
  const { t } = useTranslation('pages');
  const [form] = Form.useForm<Fields>();
  const [done, setDone] = useState(false);
  const change = useChangePassword();
  const client = useQueryClient();
  const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

  function submit({ currentPassword, newPassword }: Fields) {
    setDone(false);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setDone(true);
          form.resetFields();
          toast.success(t('profile.password.changed'));
          void client.invalidateQueries({ queryKey: meKey });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          if (error.code === ERROR_CODES.passwordWrong) {
            form.setFields([{ name: 'currentPassword', errors: [t('profile.password.wrong')] }]);
          } else if (error.code === ERROR_CODES.passwordWeak) {
            // Details name the broken rules (the contract's problem codes); say them in the user's language.
            const rules = error.details.map((d) =>
              d.message === 'sameAsCurrent'
                ? t('profile.password.sameAsCurrent')
                : t(`profile.password.problems.${d.message}`, { ...limits, defaultValue: '' }),
            );
            const text = rules.filter(Boolean).join('；') || error.message || t('profile.password.weak');
            form.setFields([{ name: 'newPassword', errors: [text] }]);
          } else if (error.status < 500 && error.status !== 403) {
            toast.error(error.message || t('profile.password.failed'));
          }
        },
      },
    );
  }

  return (
    <div style={{ maxWidth: 480 }}>
      {done && (
        <Alert
          type="success"
          showIcon
          title={t('profile.password.sessionsEnded')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Alert type="info" showIcon title={t('profile.password.rule', limits)} style={{ marginBottom: 24 }} />
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="currentPassword"
          label={t('profile.password.current')}
          rules={[{ required: true, message: t('profile.password.currentRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('profile.password.new')}
          dependencies={['currentPassword']}
          rules={[
            { required: true, message: t('profile.password.newRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (!value) return;
                const problems = passwordProblems(value, account);
                if (problems.length)
                  throw new Error(
                    problems.map((p) => t(`profile.password.problems.${p}`, limits)).join('；'),
                  );
                if (value === getFieldValue('currentPassword'))
                  throw new Error(t('profile.password.sameAsCurrent'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('profile.password.confirm')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('profile.password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value !== getFieldValue('newPassword'))
                  throw new Error(t('profile.password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('profile.password.submit')}
        </Button>
      </Form>
    </div>
  );
}
