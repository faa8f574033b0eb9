// The portal's own small pieces — a titled box, an empty note, a loading placeholder, an error
// line, a right arrow — drawn with plain elements and ui/portal.css. The public pages use them
// instead of antd's Card, Empty, Skeleton and Alert so that a visitor's first load carries
// neither those components nor the tabs, menus and popups they pull in (issue 15 §2).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A box with a heading line (title left, `extra` right) over its content. */
export function PortalBox(props: {
  title: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`portal-box ${props.className ?? ''}`}>
      <div className="portal-box__head">
        <h2 className="portal-box__title">{props.title}</h2>
        {props.extra}
      </div>
      <div className="portal-box__body">{props.children}</div>
    </div>
  );
}

/** What a section shows when it has nothing published. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="portal-empty">{children}</p>;
}

/** Grey bars where content is coming; announced once to assistive technology. */
export function LoadingBlock({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="portal-loading" role="status" aria-label={t('app.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder bars
        <span key={i} />
      ))}
    </div>
  );
}

export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <div className="portal-error" role="alert">
      {children}
    </div>
  );
}

// Drawn rather than fetched from an icon set: "›" after a "more" link, "←" before "back to list".
const ARROWS = {
  right: { d: 'M5.5 2.5 11 8l-5.5 5.5', size: 12, stroke: 1.8 },
  left: { d: 'M14 8H3m4.5-4.5L3 8l4.5 4.5', size: 14, stroke: 1.6 },
} as const;

export function Arrow({ to }: { to: keyof typeof ARROWS }) {
  const { d, size, stroke } = ARROWS[to];
  return (
    <svg
      className="portal-arrow"
      viewBox="0 0 16 16"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} fill="none" stroke="currentColor" strokeWidth={stroke} />
    </svg>
  );
}
