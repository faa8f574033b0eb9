// /sign/up: the registration form for the identity chosen on /sign/pre-up. The server creates the
// pending organisation and user, signs the registrant in (limited), and the licence step follows.
import { ERROR_CODES, type OrgType, PASSWORD_MIN_LENGTH, REGISTRATION_IDENTITIES } from '@portal/contract';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useRegister } from '../../api/registration';
import { useCaptcha } from '../../api/sign';
import { CaptchaField } from './CaptchaField';
import {
  ORGANISATION_FIELDS,
  OrganisationFields,
  type OrganisationValues,
  toCorrection,
} from './OrganisationFields';
import { RegistrationSteps } from './RegistrationSteps';
import { detailsToFields, fieldRules, passwordRule, sameAsRule } from './rules';
import './registration.css';
import { useEnumLabel } from '../../ui/enumLabel';

type Values = OrganisationValues & {
  account: string;
  password: string;
  confirmPassword: string;
  captchaCode: string;
};
const KNOWN_FIELDS = ['account', 'password', ...ORGANISATION_FIELDS, 'captchaCode'];

export default function SignUpPage() {
  const { t } = useTranslation('registration');
  const enumLabel = useEnumLabel();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const captcha = useCaptcha(true);
  const register = useRegister();
  const identity = search.get('identity') as OrgType | null;
  if (!identity || !REGISTRATION_IDENTITIES.includes(identity)) return <Navigate to="/sign/pre-up" replace />;
  const identityName = enumLabel('orgType', identity);

  function explain(error: Error) {
    form.setFieldValue('captchaCode', '');
    void captcha.refetch();
    if (!(error instanceof ApiError)) return setProblem(t('errors.unknown'));
    if (error.code === ERROR_CODES.captchaRequired || error.code === ERROR_CODES.captchaInvalid) {
      const key = error.code === ERROR_CODES.captchaRequired ? 'captchaRequired' : 'captchaInvalid';
      return form.setFields([{ name: 'captchaCode', errors: [t(`errors.${key}`)] }]);
    }
    if (error.details.length > 0) form.setFields(detailsToFields(t, error.details, KNOWN_FIELDS) as never);
    if (error.status === 409) return setProblem(error.message);
    if (error.status === 429) return setProblem(t('errors.tooMany'));
    if (error.code !== ERROR_CODES.validation) setProblem(error.message || t('errors.unknown'));
  }

  function submit(values: Values) {
    setProblem(null);
    register.mutate(
      {
        ...toCorrection(values),
        identity: identity as OrgType,
        account: values.account.trim(),
        password: values.password,
        captchaKey: captcha.data?.key ?? '',
        captchaCode: values.captchaCode.trim(),
      },
      { onSuccess: () => navigate('/sign/identifying'), onError: explain },
    );
  }

  const label = (key: string) => t(`form.${key}`);
  return (
    <div className="registration-wide">
      <RegistrationSteps current={0} />
      <Flex justify="space-between" align="baseline">
        <Typography.Title level={4}>{t('form.title', { identity: identityName })}</Typography.Title>
        <Link to="/sign/pre-up">{t('form.change')}</Link>
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} role="alert" />}
      <Form<Values> form={form} layout="vertical" onFinish={submit} requiredMark scrollToFirstError>
        <Form.Item
          name="account"
          label={label('account')}
          extra={t('form.accountHint')}
          rules={fieldRules(t, 'account', label('account'))}
        >
          <Input autoComplete="username" maxLength={32} data-testid="reg-account" />
        </Form.Item>
        <Form.Item
          name="password"
          label={label('password')}
          extra={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
          dependencies={['account']}
          rules={[
            { required: true, message: t('rules.password') },
            passwordRule(t, () => form.getFieldValue('account')),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="reg-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={label('confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('form.required', { field: label('confirmPassword') }) },
            sameAsRule(t, () => form.getFieldValue('password')),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="reg-confirmPassword" />
        </Form.Item>
        <OrganisationFields />
        <CaptchaField captcha={captcha} />
        <Typography.Paragraph type="secondary">{t('form.agree')}</Typography.Paragraph>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={register.isPending}
          data-testid="reg-submit"
        >
          {t('form.submit')}
        </Button>
      </Form>
    </div>
  );
}
