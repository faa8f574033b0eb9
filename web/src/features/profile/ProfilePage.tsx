// Personal centre: who I am and my organisation, and the password change (?tab=password).
import type { SessionUser } from '@portal/contract';
import { Alert, Card, Descriptions, Result, Skeleton, Space, Tabs, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '../../api/profile';
import { type EnumLabel, useEnumLabel } from '../../ui/enumLabel';
import { PasswordForm } from './PasswordForm';

const TABS = ['profile', 'password'] as const;
type Tab = (typeof TABS)[number];

function profileItems(user: SessionUser, t: TFunction<'pages'>, label: EnumLabel) {
  const none = t('profile.none');
  const { org } = user;
  // Levels are named in the shell namespace; organisation types and grades in `enums`.
  const shell = (key: string, defaultValue: string) => t(key, { ns: 'shell', defaultValue });
  const tags = <V extends string>(values: readonly V[], name: (value: V) => string) =>
    values.length ? (
      <Space size={[4, 4]} wrap>
        {values.map((v) => (
          <Tag key={v}>{name(v)}</Tag>
        ))}
      </Space>
    ) : (
      none
    );
  const items = [
    { key: 'account', label: t('profile.fields.account'), children: user.account },
    { key: 'name', label: t('profile.fields.name'), children: user.name || none },
    { key: 'email', label: t('profile.fields.email'), children: user.email || none },
    { key: 'mobile', label: t('profile.fields.mobile'), children: user.mobile || none },
    { key: 'org', label: t('profile.fields.org'), children: org.name },
    { key: 'type', label: t('profile.fields.orgType'), children: label('orgType', org.type) },
    {
      key: 'level',
      label: t('profile.fields.level'),
      children: org.level ? shell(`level.${org.level}`, String(org.level)) : none,
    },
    { key: 'region', label: t('profile.fields.region'), children: org.regionCode || none },
    {
      key: 'authorities',
      label: t('profile.fields.authorities'),
      children: tags(user.authorities, (v) => t(`profile.authorities.${v}`, { defaultValue: v })),
    },
  ];
  // Grades only mean something for enterprises.
  if (org.type === 'ENTERPRISE') {
    items.push({
      key: 'grades',
      label: t('profile.fields.grades'),
      children: tags(org.grades, (v) => label('grade', v)),
    });
  }
  return items;
}

export default function ProfilePage() {
  const { t } = useTranslation('pages');
  const label = useEnumLabel();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'password' ? 'password' : 'profile';
  const me = useMe();

  if (me.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (me.isError || !me.data) return <Result status="warning" title={t('profile.loadFailed')} />;
  const user = me.data;

  return (
    <Card title={t('profile.title')}>
      {user.mustChangePassword && (
        <Alert type="warning" showIcon title={t('profile.mustChange')} style={{ marginBottom: 16 }} />
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearch(key === 'password' ? { tab: key } : {}, { replace: true })}
        items={[
          {
            key: 'profile',
            label: t('profile.tabs.profile'),
            children: (
              <Descriptions bordered column={{ xs: 1, md: 2 }} items={profileItems(user, t, label)} />
            ),
          },
          {
            key: 'password',
            label: t('profile.tabs.password'),
            children: <PasswordForm account={user.account} />,
          },
        ]}
      />
    </Card>
  );
}
