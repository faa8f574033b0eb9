// The search box of the portal: opens the search page with the words typed. A plain form (the
// browser's search field clears itself) rather than antd's Input.Search, which brings the form
// library and the button along to every first load.
import { ARTICLE_LIMITS, type ArticleCategory } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function PortalSearchBox({
  categories,
  defaultValue,
  size,
}: {
  categories?: readonly ArticleCategory[];
  defaultValue?: string;
  size?: 'large';
}) {
  const { t } = useTranslation('portal');
  const navigate = useNavigate();
  return (
    <form
      className={size === 'large' ? 'portal-search-box is-large' : 'portal-search-box'}
      data-testid="portal-search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        if (!q) return;
        const params = new URLSearchParams({ q });
        if (categories) params.set('category', categories.join(','));
        navigate(`/portal/search?${params}`);
      }}
    >
      <input
        type="search"
        name="q"
        maxLength={ARTICLE_LIMITS.keyword}
        defaultValue={defaultValue}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
      />
      <button type="submit">{t('search.button')}</button>
    </form>
  );
}
