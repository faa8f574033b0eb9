// The public portal's home: every section fed by published content from one call
// (GET /console/api/portal/home), each linking to its list. The header's section tabs lead here
// with refName; the section whose id matches is scrolled to (again, when `params` flips).
import { Alert, Col, Row, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePortalHome } from '../../api/article';
import { useSiteTitle } from '../../session/siteQueries';
import { usePageMeta } from '../../session/usePageMeta';
import { CategoryCard, Highlights, HomeSection, InstitutionEntry, NewsCarousel } from './HomeParts';
import { PortalSearchBox } from './PortalSearchBox';
import '../../ui/portal.css';

export default function PortalHome() {
  const { t } = useTranslation('portal');
  const [search] = useSearchParams();
  const refName = search.get('refName');
  const params = search.get('params');
  const home = usePortalHome();
  const site = useSiteTitle().data;
  const s = home.data?.sections ?? {};
  usePageMeta(t('home.title'), t('home.description'));

  // `params` flips on every tab click, so choosing the same tab again scrolls again. Content
  // arriving moves the sections, hence the data as a trigger too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: params and data are re-triggers
  useEffect(() => {
    if (!refName) return;
    // After the frame: the shell scrolls to the top on every change of address, in an effect
    // that runs after this one.
    const frame = requestAnimationFrame(() =>
      document
        .getElementById(`portal-section-${refName}`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [refName, params, home.data]);

  const at = (tab: string) => ({ tab, target: tab === refName });
  const loading = home.isPending;

  return (
    <div className="portal-home">
      <section className="portal-home__hero">
        <Typography.Title level={1}>{site?.title || t('home.heroTitle')}</Typography.Title>
        <Typography.Paragraph>{t('home.heroText')}</Typography.Paragraph>
        <PortalSearchBox size="large" />
      </section>
      {home.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      {loading ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <>
          <HomeSection>
            <Row gutter={[24, 24]}>
              <Col xs={24} lg={14}>
                <NewsCarousel items={home.data?.carousel ?? []} />
              </Col>
              <Col xs={24} lg={10}>
                <CategoryCard category="NEWS" items={s.NEWS} />
              </Col>
            </Row>
          </HomeSection>
          <HomeSection {...at('government')}>
            <Row gutter={[24, 24]}>
              {(['WORK_DYNAMIC', 'FINANCING_DYNAMIC', 'POLICY', 'POLICY_CONSULTING'] as const).map((c) => (
                <Col key={c} xs={24} md={12}>
                  <CategoryCard category={c} items={s[c]} />
                </Col>
              ))}
              <Col xs={24}>
                <CategoryCard category="GREEN_CHANNEL" items={s.GREEN_CHANNEL} />
              </Col>
            </Row>
          </HomeSection>
          <HomeSection {...at('cultivation')}>
            <Row gutter={[24, 24]}>
              <Col xs={24}>
                <CategoryCard category="COLLEGE" items={s.COLLEGE} grid />
              </Col>
              <Col xs={24}>
                <CategoryCard category="SEED_COMPANY" items={s.SEED_COMPANY} grid />
              </Col>
            </Row>
          </HomeSection>
          <HomeSection {...at('data')}>
            {/* A second-level heading under the page's h1, in the size of a third. */}
            <Typography.Title level={2} style={{ fontSize: 24 }}>
              {t('home.highlights')}
            </Typography.Title>
            <Highlights figures={home.data?.highlights} />
          </HomeSection>
          <HomeSection {...at('base')}>
            <CategoryCard category="SERVICE_BASE" items={s.SERVICE_BASE} grid />
          </HomeSection>
          <HomeSection {...at('institution')}>
            <InstitutionEntry figures={home.data?.highlights} />
          </HomeSection>
          <HomeSection {...at('professional')}>
            <Row gutter={[24, 24]}>
              <Col xs={24} md={12}>
                <CategoryCard category="EXCHANGE_NEWS" items={s.EXCHANGE_NEWS} />
              </Col>
              <Col xs={24} md={12}>
                <CategoryCard category="LAW" items={s.LAW} />
              </Col>
            </Row>
          </HomeSection>
        </>
      )}
    </div>
  );
}
