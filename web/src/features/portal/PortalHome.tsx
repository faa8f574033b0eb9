// The public portal's home: every section fed by published content from one call
// (GET /console/api/portal/home), each linking to its list. The header's section tabs lead here
// with refName; the section whose id matches is scrolled to (again, when `params` flips).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePortalHome } from '../../api/article';
import { useSiteTitle } from '../../session/siteQueries';
import { usePageMeta } from '../../session/usePageMeta';
import { CategoryCard, Highlights, HomeSection, InstitutionEntry } from './HomeParts';
import { NewsCarousel } from './NewsCarousel';
import { ErrorNote, LoadingBlock } from './PortalParts';
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
        <h1>{site?.title || t('home.heroTitle')}</h1>
        <p>{t('home.heroText')}</p>
        <PortalSearchBox size="large" />
      </section>
      {home.isError && <ErrorNote>{t('loadFailed')}</ErrorNote>}
      {loading ? (
        <LoadingBlock rows={12} />
      ) : (
        <>
          <HomeSection>
            <div className="portal-grid">
              <div className="portal-grid__wide">
                <NewsCarousel items={home.data?.carousel ?? []} />
              </div>
              <div className="portal-grid__narrow">
                <CategoryCard category="NEWS" items={s.NEWS} />
              </div>
            </div>
          </HomeSection>
          <HomeSection {...at('government')}>
            <div className="portal-grid">
              {(['WORK_DYNAMIC', 'FINANCING_DYNAMIC', 'POLICY', 'POLICY_CONSULTING'] as const).map((c) => (
                <div key={c} className="portal-grid__half">
                  <CategoryCard category={c} items={s[c]} />
                </div>
              ))}
              <div className="portal-grid__full">
                <CategoryCard category="GREEN_CHANNEL" items={s.GREEN_CHANNEL} />
              </div>
            </div>
          </HomeSection>
          <HomeSection {...at('cultivation')}>
            <div className="portal-grid">
              <div className="portal-grid__full">
                <CategoryCard category="COLLEGE" items={s.COLLEGE} grid />
              </div>
              <div className="portal-grid__full">
                <CategoryCard category="SEED_COMPANY" items={s.SEED_COMPANY} grid />
              </div>
            </div>
          </HomeSection>
          <HomeSection {...at('data')}>
            {/* A second-level heading under the page's h1, in the size of a third. */}
            <h2 className="portal-home__heading">{t('home.highlights')}</h2>
            <Highlights figures={home.data?.highlights} />
          </HomeSection>
          <HomeSection {...at('base')}>
            <CategoryCard category="SERVICE_BASE" items={s.SERVICE_BASE} grid />
          </HomeSection>
          <HomeSection {...at('institution')}>
            <InstitutionEntry figures={home.data?.highlights} />
          </HomeSection>
          <HomeSection {...at('professional')}>
            <div className="portal-grid">
              <div className="portal-grid__half">
                <CategoryCard category="EXCHANGE_NEWS" items={s.EXCHANGE_NEWS} />
              </div>
              <div className="portal-grid__half">
                <CategoryCard category="LAW" items={s.LAW} />
              </div>
            </div>
          </HomeSection>
        </>
      )}
    </div>
  );
}
