// Document title and meta description of a public page (search engines and shared links read them).
// While such a page is shown, <html data-page-title> tells the shell not to put the site's own
// title back; leaving the page hands the title back to the shell.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteTitle } from './siteQueries';

function setDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** "Page - site"; the description is cut to what search engines show. */
export function usePageMeta(title: string | undefined, description: string | undefined): void {
  const { t } = useTranslation('shell');
  const site = useSiteTitle().data;
  useEffect(() => {
    if (!title) return;
    const root = document.documentElement;
    root.dataset.pageTitle = title;
    document.title = site?.title ? `${title} - ${site.title}` : title;
    if (description) setDescription(description.replace(/\s+/g, ' ').trim().slice(0, 160));
    return () => {
      delete root.dataset.pageTitle;
      document.title = site?.pageTitle || t('app.fallbackTitle');
    };
  }, [title, description, site, t]);
}
