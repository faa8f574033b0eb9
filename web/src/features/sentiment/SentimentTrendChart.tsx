// Items per day by polarity for the feed's filters: three lines, days without items at zero.
import type { SentimentTrend } from '@portal/contract/sentiment';
import { Empty } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { everyDay } from '../../ui/chart/days';
import { useChart } from '../../ui/chart/useChart';

const COLORS = { POSITIVE: '#52c41a', NEUTRAL: '#8c8c8c', NEGATIVE: '#f5222d' } as const;

export function SentimentTrendChart({ trend }: { trend: SentimentTrend }) {
  const { t } = useTranslation('sentiment');
  const ref = useRef<HTMLDivElement>(null);
  const option = useMemo<EChartsCoreOption>(() => {
    const byDay = new Map(trend.map((d) => [d.day, d]));
    const days = trend.length > 0 ? everyDay(trend[0]!.day, trend[trend.length - 1]!.day) : [];
    const series = (['NEGATIVE', 'NEUTRAL', 'POSITIVE'] as const).map((p) => ({
      name: t(`polarity.${p}`),
      type: 'line',
      smooth: false,
      itemStyle: { color: COLORS[p] },
      data: days.map((d) => byDay.get(d)?.[p] ?? 0),
    }));
    return {
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      grid: { left: 40, right: 16, top: 32, bottom: 28 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value', minInterval: 1 },
      series,
    };
  }, [trend, t]);
  useChart(ref, option);
  return (
    <div style={{ position: 'relative' }}>
      <div ref={ref} style={{ height: 220 }} data-testid="sentiment-trend" />
      {trend.length === 0 && (
        <Empty style={{ position: 'absolute', inset: 0, paddingTop: 50 }} description={t('trendEmpty')} />
      )}
    </div>
  );
}
