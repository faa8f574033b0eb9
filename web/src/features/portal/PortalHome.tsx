// The public portal's home for this release: the sections the header tabs point at (refName),
// each saying plainly that its content comes later. Choosing a tab scrolls to its section.
import { PORTAL_TABS } from '@portal/contract';
import { Card, Col, Row, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

const SECTIONS = PORTAL_TABS.filter((tab) => tab.to === 'section');

export default function PortalHome() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const refName = search.get('refName');
  const params = search.get('params');

  // `params` flips on every tab click, so choosing the same tab again scrolls again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: params is the re-trigger
  useEffect(() => {
    if (!refName) return;
    document
      .getElementById(`portal-section-${refName}`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [refName, params]);

  return (
    <div className="portal-home">
      <section className="portal-home__hero">
        <Typography.Title level={1}>{t('portal.heroTitle')}</Typography.Title>
        <Typography.Paragraph>{t('portal.heroText')}</Typography.Paragraph>
      </section>
      <Row gutter={[24, 24]} className="portal-home__sections">
        {SECTIONS.map((tab) => (
          <Col key={tab.key} xs={24} md={12} lg={8}>
            <Card
              id={`portal-section-${tab.key}`}
              title={t(tab.label)}
              className={tab.key === refName ? 'is-target' : undefined}
            >
              <Typography.Paragraph>{t(`portal.sectionText.${tab.key}`)}</Typography.Paragraph>
              <Typography.Text type="secondary">{t('portal.sectionComing')}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
