// /company/government (government services, the header's landing page) and /company/menuList
// (the enterprise-information directory): cards of the sidebar groups and entries the viewer
// may open, computed from the same menu tables as the sidebar.
import { isGroup, type MenuEntry, type MenuGroup, sidebarFor } from '@portal/contract';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../session/handle';
import { entryLink, menuText } from '../../session/menu';
import { viewerOf } from '../../session/orgInfo';

function ServiceCards({ groups }: { groups: MenuGroup[] }) {
  const { t } = useTranslation();
  const { t: te } = useTranslation('enterprise');
  if (groups.length === 0) return <Empty />;
  return (
    <Row gutter={[16, 16]}>
      {groups.map((g) => (
        <Col key={g.key} xs={24} md={12} xl={8}>
          <Card
            title={g.key === 'more' ? te('menu.more') : menuText(t, g)}
            size="small"
            className="service-card"
          >
            <ul className="link-list">
              {g.children.map((entry) => (
                <li key={entry.path}>{entryLink(t, entry)}</li>
              ))}
            </ul>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function useGroups(): MenuGroup[] {
  const items = sidebarFor(viewerOf(useSignedIn()));
  const loose: MenuEntry[] = items.filter((i): i is MenuEntry => !isGroup(i));
  const groups = items.filter(isGroup);
  return loose.length ? [...groups, { key: 'more', label: 'more', children: loose }] : groups;
}

export function GovernmentServicesPage() {
  const { t } = useTranslation('enterprise');
  return (
    <div>
      <Typography.Title level={3}>{t('menu.government')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('menu.intro')}</Typography.Paragraph>
      <ServiceCards groups={useGroups()} />
    </div>
  );
}

export function CompanyMenuPage() {
  const { t } = useTranslation('enterprise');
  const groups = useGroups().filter((g) => g.key === 'companyInfo' || g.key === 'governmentTools');
  return (
    <div>
      <Typography.Title level={3}>{t('menu.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('menu.intro')}</Typography.Paragraph>
      <ServiceCards groups={groups} />
    </div>
  );
}

export default GovernmentServicesPage;
