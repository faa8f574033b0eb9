// The signed-in landing page on the main-screen layout: who you are, unread notices, the cards of
// the features the viewer works with (what is due, what waits, where its enterprises stand: each
// feature's own, see ui/home-card), and quick links to every sidebar entry, grouped as in the sidebar.
import { BellOutlined } from '@ant-design/icons';
import { isGroup, sidebarFor } from '@portal/contract';
import { homeCardEndpoints } from '@portal/contract/home-cards';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/endpoint';
import { useSignedIn } from '../../session/handle';
import { entryLink, menuText } from '../../session/menu';
import { viewerOf } from '../../session/orgInfo';
import { useEnumLabel } from '../../ui/enumLabel';
import { HomeCard } from '../../ui/home-card/HomeCard';
import { HOME_CARDS } from '../features';
import { noticeCountQuery } from '../notices';

const homeCardsQuery = {
  queryKey: ['home', 'cards'] as const,
  queryFn: () => api(homeCardEndpoints.list, {}, { silent: true }),
  staleTime: 60_000,
  retry: false,
};

function HomeCards() {
  const { t } = useTranslation();
  const cards = useQuery(homeCardsQuery);
  if (cards.isPending) return <Skeleton active />;
  if (cards.isError) return <Alert type="warning" showIcon message={t('home.cards.failed')} />;
  // A card the web does not know how to draw (a newer server) is left out rather than shown raw.
  const known = cards.data.filter((c) => Object.hasOwn(HOME_CARDS, c.key));
  if (known.length === 0) return null;
  return (
    <Row gutter={[16, 16]} className="home-page__cards">
      {known.map((card) => (
        <Col key={card.key} xs={24} md={12} xl={8}>
          <HomeCard card={card} view={HOME_CARDS[card.key] as NonNullable<(typeof HOME_CARDS)[string]>} />
        </Col>
      ))}
    </Row>
  );
}

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
      <div style={{ marginTop: 24 }}>
        <HomeCards />
      </div>
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
