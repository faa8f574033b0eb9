// Sign-in (spec §2, DESIGN §6): account and password, a captcha once the server asks for one,
// and a plain message for every refusal. Success is a full page load so the shell starts its
// session flow from scratch.
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { ERROR_CODES } from '@portal/contract';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { fetchCaptchaRequired, useCaptcha, useLogin } from '../../api/sign';
import { showErrorTip } from '../../ui';
import { formatMinute } from '../../ui/time';
import { PASSWORD_PAGE, REGISTRATION_STATUS_PAGE, safeRedirect } from './redirect';

type Fields = { account: string; password: string; code?: string };

export default function SignInPage() {
  const { t } = useTranslation('pages');
  const [form] = Form.useForm<Fields>();
  const [searchParams] = useSearchParams();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const captcha = useCaptcha(captchaShown);
  const login = useLogin();

  async function askCaptcha(account: string | undefined) {
    const name = account?.trim();
    if (name) setCaptchaShown(await fetchCaptchaRequired(name));
  }

  // With CAPTCHA_MODE=always the field is needed before any account is typed.
  useEffect(() => {
    void fetchCaptchaRequired('').then((required) => required && setCaptchaShown(true));
  }, []);

  function explain(error: Error): string {
    if (!(error instanceof ApiError)) return t('sign.errors.unknown');
    switch (error.code) {
      case ERROR_CODES.loginFailed:
        return t('sign.errors.loginFailed');
      case ERROR_CODES.captchaRequired:
        return t('sign.errors.captchaRequired');
      case ERROR_CODES.captchaInvalid:
        return t('sign.errors.captchaInvalid');
      // The unlock time comes as a detail; without it the server's own message carries it.
      case ERROR_CODES.accountLocked: {
        const until = error.details.find((d) => d.path === 'lockedUntil')?.message;
        const time = formatMinute(until);
        if (time) {
          return t('sign.errors.lockedUntil', { time });
        }
        return error.message || t('sign.errors.locked');
      }
      case ERROR_CODES.validation:
        return t('sign.errors.incomplete');
    }
    if (error.status === 429 || error.code === ERROR_CODES.tooManyRequests) return t('sign.errors.tooMany');
    if (error.status === 0 || error.status >= 500) {
      showErrorTip();
      return t('sign.errors.unavailable');
    }
    return error.message || t('sign.errors.unknown');
  }

  function submit(fields: Fields) {
    setProblem(null);
    const account = fields.account.trim();
    const input = {
      account,
      password: fields.password,
      key: captcha.data?.key ?? '',
      code: fields.code?.trim() ?? '',
    };
    login.mutate(input, {
      onSuccess: ({ user, limited }) =>
        window.location.assign(
          // A registrant awaiting review has only its registration status page.
          limited
            ? REGISTRATION_STATUS_PAGE
            : user.mustChangePassword
              ? PASSWORD_PAGE
              : safeRedirect(searchParams.get('redirect')),
        ),
      onError: (error) => {
        setProblem(explain(error));
        form.setFieldsValue({ code: '' });
        // A challenge is good for one try; after any failure ask again and show a fresh image.
        if (error instanceof ApiError && error.code === ERROR_CODES.captchaRequired) setCaptchaShown(true);
        else void askCaptcha(account);
        if (captchaShown) void captcha.refetch();
      },
    });
  }

  return (
    <div style={{ width: 360, maxWidth: '100%', margin: '0 auto' }}>
      <Typography.Title level={2} style={{ textAlign: 'center', marginBottom: 24, fontSize: 24 }}>
        {t('sign.title')}
      </Typography.Title>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />}
      <Form form={form} onFinish={submit} size="large" autoComplete="on" requiredMark={false}>
        <Form.Item
          name="account"
          rules={[{ required: true, whitespace: true, message: t('sign.accountRequired') }]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder={t('sign.account')}
            aria-label={t('sign.account')}
            autoComplete="username"
            data-testid="sign-in-account"
            autoFocus
            onBlur={(e) => void askCaptcha(e.target.value)}
          />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('sign.passwordRequired') }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('sign.password')}
            aria-label={t('sign.password')}
            autoComplete="current-password"
            data-testid="sign-in-password"
          />
        </Form.Item>
        {captchaShown && (
          <Form.Item>
            <Flex gap={8}>
              <Form.Item
                name="code"
                noStyle
                rules={[{ required: true, whitespace: true, message: t('sign.codeRequired') }]}
              >
                <Input
                  prefix={<SafetyOutlined />}
                  placeholder={t('sign.code')}
                  aria-label={t('sign.code')}
                  autoComplete="off"
                />
              </Form.Item>
              <button
                type="button"
                onClick={() => void captcha.refetch()}
                title={t('sign.codeRefresh')}
                style={{
                  padding: 0,
                  border: '1px solid #d9d9d9',
                  borderRadius: 6,
                  background: '#fff',
                  cursor: 'pointer',
                }}
              >
                {/* The picture is 280 × 80: much smaller, its letters blur together. */}
                {captcha.data ? (
                  <img
                    src={captcha.data.image}
                    alt={t('sign.codeImage')}
                    style={{ display: 'block', height: 48 }}
                  />
                ) : (
                  <span style={{ display: 'inline-block', width: 168, lineHeight: '48px' }}>
                    {t('sign.codeLoading')}
                  </span>
                )}
              </button>
            </Flex>
          </Form.Item>
        )}
        <Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            loading={login.isPending}
            data-testid="sign-in-submit"
          >
            {t('sign.submit')}
          </Button>
        </Form.Item>
      </Form>
      <Flex justify="space-between">
        <Link to="/sign/pre-up">{t('sign.register')}</Link>
        <Link to="/sign/forget">{t('sign.forgot')}</Link>
      </Flex>
    </div>
  );
}
