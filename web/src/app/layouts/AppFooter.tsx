// The footer of spec §1: copyright, contact phone and ICP filing number from server settings.
import { useTranslation } from 'react-i18next';
import { useSiteFooter } from '../../session/siteQueries';

export function AppFooter({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const site = useSiteFooter().data;
  if (!site) return <footer className={`app-footer ${className}`} />;
  return (
    <footer className={`app-footer ${className}`}>
      <span>{site.copyright}</span>
      {site.phone && <span>{t('footer.phone', { phone: site.phone })}</span>}
      {site.icp && <span>{t('footer.icp', { icp: site.icp })}</span>}
    </footer>
  );
}
