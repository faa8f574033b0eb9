// The root route: every navigation scrolls to the top; document.title follows the server's
// page title.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useSiteTitle } from '../session/siteQueries';

export function RootShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const current = location.pathname + location.search;
  const title = useSiteTitle().data?.pageTitle;
  const arrived = useRef(current);

  // Not on the page's first address: the browser has placed that one (at the top, or where a
  // reload left it), and on a page the server drew the visitor may already have scrolled before
  // the app took over; a jump back would also move what they were about to click.
  useEffect(() => {
    if (arrived.current === current) return;
    arrived.current = '';
    window.scrollTo(0, 0);
  }, [current]);

  useEffect(() => {
    // A page that names itself (the public portal's, see usePageMeta) keeps its own title.
    if (document.documentElement.dataset.pageTitle) return;
    document.title = title || t('app.fallbackTitle');
  }, [title, t]);

  return (
    <>
      {navigation.state !== 'idle' && (
        <div className="route-progress" role="progressbar" aria-label={t('app.loading')} />
      )}
      <Outlet />
    </>
  );
}

/** Shown while the first route's loaders (the session check) run. */
export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <div className="full-page-loading" role="status">
      {t('app.loading')}
    </div>
  );
}
