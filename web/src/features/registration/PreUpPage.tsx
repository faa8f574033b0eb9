// /sign/pre-up: choose the identity to register with — an enterprise, or an institution type of
// one of the glossary's groups. The choice travels to /sign/up in the query.
import { BankOutlined, ShopOutlined } from '@ant-design/icons';
import { INSTITUTION_GROUPS, institutionGroupOf, REGISTRATION_IDENTITIES } from '@portal/contract';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import './registration.css';
import { useEnumLabel } from '../../ui/enumLabel';

const INSTITUTIONS = REGISTRATION_IDENTITIES.filter((t) => t !== 'ENTERPRISE');

export default function PreUpPage() {
  const { t } = useTranslation('registration');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const choose = (identity: string) => navigate(`/sign/up?identity=${identity}`);

  return (
    <div className="registration-wide">
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        {t('preUp.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        {t('preUp.intro')}
      </Typography.Paragraph>
      <Card
        className="registration-identity"
        hoverable
        onClick={() => choose('ENTERPRISE')}
        data-testid="identity-ENTERPRISE"
        style={{ marginBottom: 16 }}
      >
        <Card.Meta
          avatar={<ShopOutlined style={{ fontSize: 32, color: '#1554ad' }} />}
          title={t('preUp.enterprise')}
          description={t('preUp.enterpriseHint')}
        />
      </Card>
      <Card size="small">
        <Card.Meta
          avatar={<BankOutlined style={{ fontSize: 32, color: '#1554ad' }} />}
          title={t('preUp.institution')}
          description={t('preUp.institutionHint')}
        />
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          {INSTITUTION_GROUPS.map((group) => (
            <Flex key={group} gap={8} wrap align="center">
              <Typography.Text strong style={{ width: 96 }}>
                {t(`group.${group}`)}
              </Typography.Text>
              {INSTITUTIONS.filter((type) => institutionGroupOf(type) === group).map((type) => (
                <Button key={type} onClick={() => choose(type)} data-testid={`identity-${type}`}>
                  {label('orgType', type)}
                </Button>
              ))}
            </Flex>
          ))}
        </Flex>
      </Card>
      <Flex justify="center" gap={4} style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">{t('preUp.haveAccount')}</Typography.Text>
        <Link to="/sign/in">{t('preUp.signIn')}</Link>
      </Flex>
    </div>
  );
}
