// /management/mangementMenuList/list: the management entries the viewer may open (admin groups
// only with ADMIN), with what is not built yet marked so.
import { managementMenuFor } from '@portal/contract';
import { Card, Col, Empty, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../session/handle';
import { entryLink, menuText } from '../../session/menu';
import { viewerOf } from '../../session/orgInfo';
import { hasPage } from '../features';

export default function ManagementMenuPage() {
  const { t } = useTranslation();
  const groups = managementMenuFor(viewerOf(useSignedIn()));
  return (
    <div className="management-page">
      <Typography.Title level={3}>{t('management.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('management.intro')}</Typography.Paragraph>
      {groups.length === 0 && <Empty description={t('management.empty')} />}
      <Row gutter={[16, 16]}>
        {groups.map((g) => (
          <Col key={g.key} xs={24} md={12} xl={8}>
            <Card title={menuText(t, g)} size="small">
              <ul className="link-list">
                {g.children.map((entry) => (
                  <li key={entry.path}>
                    {entryLink(t, entry)}
                    {!hasPage(entry.path) && (
                      <Tag className="link-list__tag">{t('management.comingSoon')}</Tag>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
