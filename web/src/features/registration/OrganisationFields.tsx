// The organisation and contact fields, shared by the sign-up form and the correction after a
// rejection. Rules come from the contract (rules.ts); the server checks them again.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegionCascader } from './RegionCascader';
import { fieldRules } from './rules';

export const ORGANISATION_FIELDS = [
  'orgName',
  'creditCode',
  'region',
  'contactName',
  'mobile',
  'email',
] as const;

export function OrganisationFields() {
  const { t } = useTranslation('registration');
  const label = (key: string) => t(`form.${key}`);
  return (
    <>
      <Form.Item
        name="orgName"
        label={label('orgName')}
        extra={t('form.orgNameHint')}
        rules={fieldRules(t, 'orgName', label('orgName'))}
      >
        <Input maxLength={100} data-testid="reg-orgName" />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label={label('creditCode')}
        extra={t('form.creditCodeHint')}
        rules={fieldRules(t, 'creditCode', label('creditCode'))}
        normalize={(v: string) => v.toUpperCase().replace(/\s/g, '')}
      >
        <Input maxLength={18} data-testid="reg-creditCode" style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Form.Item
        name="region"
        label={label('region')}
        extra={t('form.regionHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t('form.regionRequired') }]}
      >
        <RegionCascader placeholder={t('form.regionRequired')} />
      </Form.Item>
      <Form.Item
        name="contactName"
        label={label('contactName')}
        rules={fieldRules(t, 'contactName', label('contactName'))}
      >
        <Input maxLength={32} data-testid="reg-contactName" />
      </Form.Item>
      <Form.Item name="mobile" label={label('mobile')} rules={fieldRules(t, 'mobile', label('mobile'))}>
        <Input maxLength={11} inputMode="numeric" data-testid="reg-mobile" />
      </Form.Item>
      <Form.Item
        name="email"
        label={label('email')}
        extra={t('form.emailHint')}
        rules={fieldRules(t, 'email', label('email'))}
      >
        <Input maxLength={254} type="email" data-testid="reg-email" />
      </Form.Item>
    </>
  );
}

export type OrganisationValues = {
  orgName: string;
  creditCode: string;
  region: string[];
  contactName: string;
  mobile: string;
  email: string;
};

/** Form values → the contract's correction body. */
export function toCorrection(v: OrganisationValues) {
  const { region, ...rest } = v;
  return { ...rest, regionCode: region[region.length - 1] ?? '' };
}
