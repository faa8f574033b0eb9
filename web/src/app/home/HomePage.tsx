// The signed-in landing page on the main-screen layout: who you are, unread notices, and quick
// links to every sidebar entry the viewer may open, grouped as in the sidebar.
import { BellOutlined } from '@ant-design/icons';
import { isGroup, sidebarFor } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedIn } from '../../session/handle';
import { entryLink, menuText } from '../../session/menu';
import { viewerOf } from '../../session/orgInfo';
import { useEnumLabel } from '../../ui/enumLabel';
import { noticeCountQuery } from '../notices';

export default function HomePage() {
  const { t } = useTranslation();
  const label = useEnumLabel();
  const info = useSignedIn();
  const unread = useQuery(noticeCountQuery).data?.count;
  const groups = sidebarFor(viewerOf(info)).map((item) =>
    isGroup(item) ? item : { key: item.path, label: item.label, labelArgs: item.labelArgs, children: [item] },
  );
  const { org } = info;
  return (
    <div className="home-page">
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Card>
            <Typography.Title level={3}>{t('home.greeting', { name: info.name })}</Typography.Title>
            <Typography.Paragraph>
              {t('home.org', { org: org.name, type: label('orgType', org.type) })}
            </Typography.Paragraph>
            <Space wrap>
              {org.level !== null && <Tag color="blue">{t(`level.${org.level}`)}</Tag>}
              {org.grades.map((g) => (
                <Tag key={g} color="gold">
                  {label('grade', g)}
                </Tag>
              ))}
              {info.authorities.includes('ADMIN') && <Tag color="red">{t('home.admin')}</Tag>}
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card>
            <Statistic title={t('home.unread')} value={unread ?? '—'} prefix={<BellOutlined />} />
            <Link to="/notice/list">{t('home.viewNotices')}</Link>
          </Card>
        </Col>
      </Row>
      <Typography.Title level={4} style={{ marginTop: 32 }}>
        {t('home.quickLinks')}
      </Typography.Title>
      {groups.length === 0 && <Empty description={t('home.noLinks')} />}
      <Row gutter={[16, 16]}>
        {groups.map((g) => (
          <Col key={g.key} xs={24} sm={12} lg={8} xl={6}>
            <Card size="small" title={menuText(t, g)} className="home-page__group">
              <ul className="link-list">
                {g.children.map((entry) => (
                  <li key={entry.path}>{entryLink(t, entry)}</li>
                ))}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
