// The search box of the portal: opens the search page with the words typed.
import { ARTICLE_LIMITS, type ArticleCategory } from '@portal/contract';
import { Input } from 'antd';
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
    <Input.Search
      className="portal-search-box"
      data-testid="portal-search"
      allowClear
      enterButton={t('search.button')}
      size={size}
      maxLength={ARTICLE_LIMITS.keyword}
      defaultValue={defaultValue}
      placeholder={t('search.placeholder')}
      aria-label={t('search.placeholder')}
      style={{ maxWidth: 420 }}
      onSearch={(value) => {
        const q = value.trim();
        if (!q) return;
        const params = new URLSearchParams({ q });
        if (categories) params.set('category', categories.join(','));
        navigate(`/portal/search?${params}`);
      }}
    />
  );
}
