// One card of the console home (issue 16): it asks the server for its own data, so a slow or
// failing card never holds up the others, and shows a loading, an empty and an error state. The
// standard drawing is a row of linked figures, a sentence and a short linked list; a feature may
// draw its data itself (HomeCardView.body).
import type { HomeCardData, HomeCardRef, HomeText } from '@portal/contract/home-cards';
import { homeCardEndpoints } from '@portal/contract/home-cards';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Result, Skeleton, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/endpoint';
import type { HomeCardView } from '../feature';
import { formatDate } from '../time';

export const homeCardQuery = (key: string) => ({
  queryKey: ['home', 'card', key] as const,
  queryFn: () => api(homeCardEndpoints.card, { params: { key } }, { silent: true }),
  staleTime: 60_000,
  retry: false,
});

const TONE_COLOURS = { normal: undefined, success: 'green', warning: 'orange', danger: 'red' } as const;

/** A card text in the chosen language: raw data, an enumeration's name, or the feature's own text. */
export function homeTextOf(t: TFunction, prefix: string, text: HomeText): string {
  if ('text' in text) return text.text;
  if ('enum' in text) return t(`enums:${text.enum}.${text.value}`, { defaultValue: text.value });
  return t(`${prefix}.${text.key}`, text.args ?? {});
}

const isEmpty = (d: HomeCardData) =>
  d.items.length === 0 && !d.summary && d.figures.every((f) => f.value === 0);

export function HomeCard({ card, view }: { card: HomeCardRef; view: HomeCardView }) {
  const { t } = useTranslation();
  const prefix = `${view.namespace}:home.${card.name}`;
  const query = useQuery(homeCardQuery(card.key));
  const Body = useMemo(() => (view.body ? lazy(view.body) : null), [view.body]);
  const data = query.data;
  const text = (key: string) => t(`${prefix}.${key}`);
  return (
    <Card
      size="small"
      title={text('title')}
      className="home-card"
      data-card={card.key}
      extra={data?.more ? <Link to={data.more}>{t('home.cards.more')}</Link> : null}
    >
      {query.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {query.isError && (
        <Result
          status="warning"
          subTitle={t('home.cards.failed')}
          extra={
            <Button size="small" onClick={() => query.refetch()}>
              {t('home.cards.retry')}
            </Button>
          }
        />
      )}
      {data && isEmpty(data) && (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(`${prefix}.empty`, { defaultValue: t('home.cards.empty') })}
        />
      )}
      {data && !isEmpty(data) && Body && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
          <Body data={data} text={text} />
        </Suspense>
      )}
      {data && !isEmpty(data) && !Body && <StandardBody data={data} t={t} prefix={prefix} />}
    </Card>
  );
}

function StandardBody({ data, t, prefix }: { data: HomeCardData; t: TFunction; prefix: string }) {
  const say = (text: HomeText) => homeTextOf(t, prefix, text);
  return (
    <>
      {data.figures.length > 0 && (
        <div className="home-card__figures">
          {data.figures.map((f) => {
            const label = f.label ? say(f.label) : t(`${prefix}.${f.key}`);
            const figure = (
              <>
                <span
                  className={`home-card__value home-card__value--${f.value > 0 ? (f.tone ?? 'normal') : 'normal'}`}
                >
                  {f.value}
                </span>
                <span className="home-card__label">{label}</span>
              </>
            );
            return f.href ? (
              <Link key={f.key} to={f.href} className="home-card__figure" data-figure={f.key}>
                {figure}
              </Link>
            ) : (
              <span key={f.key} className="home-card__figure" data-figure={f.key}>
                {figure}
              </span>
            );
          })}
        </div>
      )}
      {data.summary && (
        <Typography.Paragraph className="home-card__summary">{say(data.summary)}</Typography.Paragraph>
      )}
      {data.items.length > 0 && (
        <List
          size="small"
          split={false}
          dataSource={data.items}
          renderItem={(item) => {
            const title = say(item.title);
            return (
              <List.Item className="home-card__item" data-item={item.id}>
                <span className="home-card__item-title">
                  {item.href ? <Link to={item.href}>{title}</Link> : title}
                  {item.note && <Typography.Text type="secondary"> · {say(item.note)}</Typography.Text>}
                </span>
                <span className="home-card__item-side">
                  {item.tag && <Tag color={TONE_COLOURS[item.tone ?? 'normal']}>{say(item.tag)}</Tag>}
                  {item.date && (
                    // antd's danger red is too light on white (axe: contrast); the card's own is darker.
                    <Typography.Text
                      type={item.tone === 'danger' ? undefined : 'secondary'}
                      className={item.tone === 'danger' ? 'home-card__date--danger' : undefined}
                    >
                      {item.dateLabel ? `${say(item.dateLabel)} ` : ''}
                      {item.date.length === 10 ? item.date : formatDate(item.date)}
                    </Typography.Text>
                  )}
                </span>
              </List.Item>
            );
          }}
        />
      )}
    </>
  );
}
