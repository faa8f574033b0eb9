// The pieces of the portal home: a titled section, a card of one category's latest articles, the
// news carousel, the data highlights and the institution entry.
import {
  type ArticleCard,
  type ArticleCategory,
  INSTITUTION_GROUPS,
  type PortalHighlights,
} from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnumLabel } from '../../ui/enumLabel';
import { ArticleCards, ArticleRows } from './ArticleItems';
import { Arrow, EmptyNote, PortalBox } from './PortalParts';
import { articleLink, listLink } from './portalPages';

const hrefOf = (a: ArticleCard) => articleLink(a.category, a.articleId);

/** A home section; `tab` makes it the target of a header tab (refName). */
export function HomeSection(props: { tab?: string; target?: boolean; children: ReactNode }) {
  return (
    <section
      id={props.tab ? `portal-section-${props.tab}` : undefined}
      className={props.target ? 'portal-home__section is-target' : 'portal-home__section'}
    >
      {props.children}
    </section>
  );
}

function More({ category }: { category: ArticleCategory }) {
  const { t } = useTranslation('portal');
  const label = useEnumLabel();
  return (
    <Link to={listLink(category)} aria-label={t('moreOf', { name: label('articleCategory', category) })}>
      {t('more')} <Arrow to="right" />
    </Link>
  );
}

/** The latest articles of one category, linking to its list. */
export function CategoryCard({
  category,
  items,
  grid,
}: {
  category: ArticleCategory;
  items: ArticleCard[] | undefined;
  grid?: boolean;
}) {
  const { t } = useTranslation('portal');
  const label = useEnumLabel();
  const list = items ?? [];
  return (
    <PortalBox title={label('articleCategory', category)} extra={<More category={category} />}>
      {list.length === 0 ? (
        <EmptyNote>{t('empty')}</EmptyNote>
      ) : grid ? (
        <ArticleCards items={list} hrefOf={hrefOf} />
      ) : (
        <ArticleRows items={list} hrefOf={hrefOf} compact />
      )}
    </PortalBox>
  );
}

export function Highlights({ figures }: { figures: PortalHighlights | undefined }) {
  const { t } = useTranslation('portal');
  const institutions = Object.values(figures?.institutions ?? {}).reduce((a, b) => a + b, 0);
  const items: [string, number | undefined][] = [
    ['enterprises', figures?.enterprises],
    ['seedEnterprises', figures?.seedEnterprises],
    ['institutions', figures ? institutions : undefined],
    ['serviceBases', figures?.serviceBases],
    ['greenChannelCases', figures?.greenChannelCases],
    ['articles', figures?.articles],
  ];
  return (
    <div className="portal-highlights">
      {items.map(([key, value]) => (
        <div key={key} className="portal-highlights__item" data-testid={`highlight-${key}`}>
          <strong>{value ?? '—'}</strong>
          {t(`highlights.${key}`)}
        </div>
      ))}
    </div>
  );
}

/** Institution entry (机构入驻): how many institutions of each group are here, and how to join. */
export function InstitutionEntry({ figures }: { figures: PortalHighlights | undefined }) {
  const { t } = useTranslation('portal');
  return (
    <PortalBox
      title={t('home.institution')}
      extra={
        <Link to="/sign/pre-up" className="portal-button">
          {t('home.join')}
        </Link>
      }
    >
      <p>{t('home.institutionText')}</p>
      <div className="portal-highlights">
        {INSTITUTION_GROUPS.map((group) => (
          <div key={group} className="portal-highlights__item">
            <strong>{figures?.institutions[group] ?? '—'}</strong>
            {t(`institutionGroup.${group}`)}
          </div>
        ))}
      </div>
    </PortalBox>
  );
}
