// /sign/forget: ask for a code by account and registered e-mail (the answer is the same whether or
// not they match), then set a new password with it. Success ends every session of the account.
import { ERROR_CODES, PASSWORD_MIN_LENGTH, registrationFields, resetCodeField } from '@portal/contract';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { useRequestResetCode, useResetPassword } from '../../api/registration';
import { useCaptcha } from '../../api/sign';
import { CaptchaField } from './CaptchaField';
import { contractRule, passwordRule, sameAsRule } from './rules';
import './registration.css';

type CodeValues = { account: string; email: string; captchaCode: string };
type ResetValues = { code: string; password: string; confirmPassword: string };

export default function ForgetPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const [codeForm] = Form.useForm<CodeValues>();
  const [resetForm] = Form.useForm<ResetValues>();
  const [account, setAccount] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const captcha = useCaptcha(account === null);
  const requestCode = useRequestResetCode();
  const reset = useResetPassword();
  const required = (key: string) => ({
    required: true,
    whitespace: true,
    message: t('form.required', { field: t(key) }),
  });

  function failed(error: Error) {
    if (!(error instanceof ApiError)) return setProblem(t('errors.unknown'));
    if (error.code === ERROR_CODES.captchaInvalid || error.code === ERROR_CODES.captchaRequired)
      return codeForm.setFields([{ name: 'captchaCode', value: '', errors: [t('errors.captchaInvalid')] }]);
    if (error.code === ERROR_CODES.resetCodeInvalid)
      return resetForm.setFields([{ name: 'code', errors: [t('rules.codeInvalid')] }]);
    setProblem(error.status === 429 ? t('errors.tooMany') : error.message || t('errors.unknown'));
  }

  function send(values: CodeValues) {
    setProblem(null);
    const body = { account: values.account.trim(), email: values.email.trim() };
    requestCode.mutate(
      { ...body, captchaKey: captcha.data?.key ?? '', captchaCode: values.captchaCode.trim() },
      {
        onSuccess: () => setAccount(body.account),
        onError: (e) => {
          void captcha.refetch();
          failed(e);
        },
      },
    );
  }

  function submit(values: ResetValues) {
    setProblem(null);
    reset.mutate(
      { account: account ?? '', code: values.code.trim(), password: values.password },
      { onSuccess: () => navigate('/sign/Success?kind=reset'), onError: failed },
    );
  }

  return (
    <div>
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {t('forget.title')}
      </Typography.Title>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />}
      {account === null ? (
        <Form<CodeValues> key="code" form={codeForm} layout="vertical" onFinish={send}>
          <Typography.Paragraph type="secondary">{t('forget.intro')}</Typography.Paragraph>
          <Form.Item name="account" label={t('forget.account')} rules={[required('forget.account')]}>
            <Input autoComplete="username" data-testid="forget-account" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('forget.email')}
            rules={[required('forget.email'), contractRule(t, registrationFields.email)]}
          >
            <Input type="email" autoComplete="email" data-testid="forget-email" />
          </Form.Item>
          <CaptchaField captcha={captcha} />
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={requestCode.isPending}
            data-testid="forget-send"
          >
            {t('forget.send')}
          </Button>
        </Form>
      ) : (
        // Keyed: a Form binds its form instance once, so the second step must be a new element.
        <Form<ResetValues> key="reset" form={resetForm} layout="vertical" onFinish={submit}>
          <Alert
            type="success"
            showIcon
            title={t('forget.sent')}
            description={t('forget.noMail')}
            style={{ marginBottom: 16 }}
          />
          <Form.Item
            name="code"
            label={t('forget.code')}
            rules={[required('forget.code'), contractRule(t, resetCodeField)]}
          >
            <Input maxLength={6} inputMode="numeric" autoComplete="one-time-code" data-testid="forget-code" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('forget.newPassword')}
            extra={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
            rules={[required('forget.newPassword'), passwordRule(t, () => account)]}
          >
            <Input.Password autoComplete="new-password" data-testid="forget-password" />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('forget.confirmPassword')}
            dependencies={['password']}
            rules={[
              required('forget.confirmPassword'),
              sameAsRule(t, () => resetForm.getFieldValue('password')),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="forget-confirm" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="forget-reset">
            {t('forget.reset')}
          </Button>
          <Button type="link" block onClick={() => setAccount(null)}>
            {t('forget.again')}
          </Button>
        </Form>
      )}
      <Flex justify="center" style={{ marginTop: 8 }}>
        <Link to="/sign/in">{t('forget.back')}</Link>
      </Flex>
    </div>
  );
}
