// The home's news carousel: one slide in view, the next every five seconds (paused while the
// pointer or the focus is on it, and when the visitor asks for reduced motion), a dot button per
// slide. The slides out of view are inert: hidden from assistive technology, their links out of
// the tab order. Its own few lines instead of antd's Carousel (react-slick, 14 KB gzipped).
import type { ArticleCard } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrefersReducedMotion } from '../../ui/reducedMotion';
import { EmptyNote } from './PortalParts';
import { articleLink } from './portalPages';

const AUTOPLAY_MS = 5000;

export function NewsCarousel({ items }: { items: ArticleCard[] }) {
  const { t } = useTranslation('portal');
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;
  const still = usePrefersReducedMotion();

  useEffect(() => {
    if (paused || count < 2 || still) return;
    const timer = setInterval(() => setCurrent((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [paused, count, still]);

  if (count === 0) {
    return (
      <div className="portal-carousel__slide">
        <EmptyNote>{t('empty')}</EmptyNote>
      </div>
    );
  }
  const shown = Math.min(current, count - 1);
  return (
    <section
      className="portal-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.carousel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="portal-carousel__track" style={{ transform: `translateX(-${shown * 100}%)` }}>
        {items.map((a, i) => (
          <div
            key={a.articleId}
            className="portal-carousel__item"
            aria-hidden={i !== shown}
            inert={i !== shown}
          >
            <Link to={articleLink(a.category, a.articleId)} className="portal-carousel__slide">
              {a.coverUrl && <img src={a.coverUrl} alt="" loading={i === 0 ? 'eager' : 'lazy'} />}
              <div className="portal-carousel__caption">
                {a.title}
                {a.summary && <p>{a.summary}</p>}
              </div>
            </Link>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="portal-carousel__dots">
          {items.map((a, i) => (
            <button
              key={a.articleId}
              type="button"
              className={i === shown ? 'is-active' : undefined}
              aria-label={`${i + 1} / ${count}`}
              aria-current={i === shown ? 'true' : undefined}
              onClick={() => setCurrent(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
