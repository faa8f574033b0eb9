// One article as the portal shows it: title, source line, cover, body and attachments. Used by the
// portal's detail pages and by the administrator's preview, so the preview is what readers get.
// Plain elements (no antd): the detail pages are drawn without it.
import type { ArticleAttachment } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/time';
import { ArticleBody } from './ArticleBody';
// Its look comes along, so that a page of another feature (the preview) shows it the same.
import '../../ui/portal.css';

export type ArticleViewData = {
  title: string;
  source: string;
  author: string;
  publishAt: string | null;
  viewCount?: number;
  coverUrl: string | null;
  body: string;
  attachments: ArticleAttachment[];
};

export function ArticleView({ article }: { article: ArticleViewData }) {
  const { t } = useTranslation('portal');
  return (
    <article className="portal-article">
      <h1>{article.title}</h1>
      <div className="portal-article__meta">
        {article.source && <span>{t('meta.source', { source: article.source })}</span>}
        {article.author && <span>{t('meta.author', { author: article.author })}</span>}
        {article.publishAt && <span>{t('meta.publishAt', { date: formatDate(article.publishAt) })}</span>}
        {article.viewCount !== undefined && <span>{t('meta.views', { count: article.viewCount })}</span>}
      </div>
      {article.coverUrl && <img className="portal-article__cover" src={article.coverUrl} alt="" />}
      <ArticleBody html={article.body} />
      {article.attachments.length > 0 && (
        <section aria-label={t('attachments')}>
          <h2>{t('attachments')}</h2>
          <ul>
            {article.attachments.map((a) => (
              <li key={a.url}>
                <svg className="portal-arrow" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
                  <path
                    d="M10.5 4.5v6a2.5 2.5 0 0 1-5 0V4a1.6 1.6 0 0 1 3.2 0v6.3a.7.7 0 0 1-1.4 0V5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.2"
                  />
                </svg>{' '}
                <a href={a.url} target="_blank" rel="noopener noreferrer" download={a.name}>
                  {a.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
