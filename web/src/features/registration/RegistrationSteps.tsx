// Where the registrant is: details → licence → review → result.
import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

export function RegistrationSteps({ current, status }: { current: number; status?: 'error' | 'finish' }) {
  const { t } = useTranslation('registration');
  const items = ['fill', 'licence', 'review', 'done'].map((key) => ({ title: t(`steps.${key}`) }));
  return <Steps size="small" current={current} status={status} items={items} style={{ marginBottom: 24 }} />;
}
