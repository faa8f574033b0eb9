// The captcha of the sign-up and recovery forms: always asked. A challenge is good for one try, so
// the owner refetches after every failed submission (`captcha.refetch()`).
import { SafetyOutlined } from '@ant-design/icons';
import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useCaptcha } from '../../api/sign';

export function CaptchaField({ captcha }: { captcha: ReturnType<typeof useCaptcha> }) {
  const { t } = useTranslation('registration');
  return (
    <Form.Item label={t('form.captcha')} required>
      <Flex gap={8}>
        <Form.Item
          name="captchaCode"
          noStyle
          rules={[{ required: true, whitespace: true, message: t('errors.captchaRequired') }]}
        >
          <Input
            prefix={<SafetyOutlined />}
            autoComplete="off"
            aria-label={t('form.captcha')}
            data-testid="captcha-code"
          />
        </Form.Item>
        <button
          type="button"
          className="registration-captcha"
          onClick={() => void captcha.refetch()}
          title={t('form.captchaRefresh')}
        >
          {captcha.data ? (
            <img src={captcha.data.image} alt={t('form.captcha')} data-captcha-key={captcha.data.key} />
          ) : (
            <span>{t('form.captchaLoading')}</span>
          )}
        </button>
      </Flex>
    </Form.Item>
  );
}
