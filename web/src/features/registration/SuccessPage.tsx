// /sign/Success: the end of a registration (submitted for review) or of a password reset.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

export default function SuccessPage() {
  const { t } = useTranslation('registration');
  const [search] = useSearchParams();
  const kind = search.get('kind') === 'reset' ? 'reset' : 'registered';
  const extra = [
    <Link to="/sign/in" key="in">
      <Button type="primary">{t('success.signIn')}</Button>
    </Link>,
    kind === 'registered' ? (
      <Link to="/sign/identifying" key="status">
        <Button>{t('success.status')}</Button>
      </Link>
    ) : (
      <Link to="/portal" key="portal">
        <Button>{t('success.home')}</Button>
      </Link>
    ),
  ];
  return (
    <Result
      status="success"
      title={t(`success.${kind}Title`)}
      subTitle={t(`success.${kind}Text`)}
      extra={extra}
      data-testid={`success-${kind}`}
    />
  );
}
