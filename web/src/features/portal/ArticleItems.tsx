// The rows and picture cards that show published articles: the home page's sections and the
// paged lists both use them. Apart from ArticleListView, so the home does not load the pagination;
// plain elements styled by ui/portal.css, no antd.
import type { ArticleCard } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../ui/time';

export function ArticleRows({
  items,
  hrefOf,
  compact,
}: {
  items: ArticleCard[];
  hrefOf: (a: ArticleCard) => string;
  compact?: boolean;
}) {
  const { t } = useTranslation('portal');
  return (
    <ul className={compact ? 'portal-list portal-list--compact' : 'portal-list'}>
      {items.map((a) => (
        <li key={a.articleId} className="portal-list__item">
          <div className="portal-list__main">
            <Link to={hrefOf(a)} title={a.title}>
              {a.pinned && <span className="portal-pin">{t('pinned')}</span>}
              {a.title}
            </Link>
            {!compact && a.summary && <p className="portal-list__summary">{a.summary}</p>}
          </div>
          <span className="portal-list__date">{formatDate(a.publishAt)}</span>
        </li>
      ))}
    </ul>
  );
}

// Cards without a picture get a band whose colour follows the article, so a row is not one block.
const BANDS = [
  ['#0b2f66', '#3c86e0'],
  ['#0f5257', '#2bb3a3'],
  ['#5b2a86', '#9a6ad6'],
  ['#7a3b0b', '#e08a3c'],
];
function bandStyle(id: string) {
  const [from, to] = BANDS[Number.parseInt(id.slice(0, 2), 16) % BANDS.length]!;
  return { background: `linear-gradient(135deg, ${from}, ${to})` };
}

export function ArticleCards({
  items,
  hrefOf,
}: {
  items: ArticleCard[];
  hrefOf: (a: ArticleCard) => string;
}) {
  return (
    <ul className="portal-cards">
      {items.map((a) => (
        <li key={a.articleId}>
          <Link to={hrefOf(a)} className="portal-card">
            <div className="portal-card__band" style={bandStyle(a.articleId)}>
              {a.coverUrl ? <img src={a.coverUrl} alt={a.title} /> : <span>{a.source}</span>}
            </div>
            <div className="portal-card__text">
              <strong>{a.title}</strong>
              {a.summary && <span>{a.summary}</span>}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
