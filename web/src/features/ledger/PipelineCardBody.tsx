// The pipeline card's own drawing (issue 16): the region's ledgers per stage as a light horizontal
// bar chart (a bar opens the board narrowed to that stage), then the side states and those past a
// limit as linked figures.
import type { HomeFigure } from '@portal/contract/home-cards';
import { LEDGER_STAGES } from '@portal/contract/ledger';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { HomeCardBodyProps } from '../../ui/feature';
import { homeTextOf } from '../../ui/home-card/HomeCard';
import { useChart } from './useChart';

const STAGES: ReadonlySet<string> = new Set(LEDGER_STAGES);
/** Stages only an overseas listing passes: drawn when some ledger is there. */
const OVERSEAS: ReadonlySet<string> = new Set(['OVERSEAS_FILED', 'OVERSEAS_FILING_DONE']);
const BAR_HEIGHT = 17;

export default function PipelineCardBody({ data, text }: HomeCardBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const stages = data.figures.filter((f) => STAGES.has(f.key) && (!OVERSEAS.has(f.key) || f.value > 0));
  const others = data.figures.filter((f) => !STAGES.has(f.key));
  const labelOf = (f: HomeFigure) => (f.label ? homeTextOf(t, '', f.label) : text(f.key));
  const names = stages.map(labelOf).join('|');
  const values = stages.map((f) => f.value).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the names or counts change
  const option: EChartsCoreOption = useMemo(
    () => ({
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 4, right: 36, top: 4, bottom: 4, containLabel: true },
      xAxis: { type: 'value', show: false },
      yAxis: {
        type: 'category',
        inverse: true,
        axisTick: { show: false },
        axisLine: { show: false },
        axisLabel: { fontSize: 12 },
        data: stages.map(labelOf),
      },
      series: [
        {
          type: 'bar',
          data: stages.map((f) => f.value),
          barMaxWidth: 12,
          itemStyle: { color: '#1677ff', borderRadius: [0, 3, 3, 0] },
          label: { show: true, position: 'right', fontSize: 12 },
          cursor: 'pointer',
        },
      ],
    }),
    [names, values],
  );
  useChart(
    ref,
    option,
    (i) => {
      const href = stages[i]?.href;
      if (href) navigate(href);
    },
    { rows: true },
  );
  return (
    <>
      <div
        ref={ref}
        style={{ height: stages.length * BAR_HEIGHT + 8, cursor: 'pointer' }}
        role="img"
        aria-label={text('stages')}
        data-testid="pipeline-chart"
      />
      <div className="home-card__figures">
        {others.map((f) => (
          <Link key={f.key} to={f.href ?? ''} className="home-card__figure" data-figure={f.key}>
            <span className={`home-card__value home-card__value--${f.tone ?? 'normal'}`}>{f.value}</span>
            <span className="home-card__label">{labelOf(f)}</span>
          </Link>
        ))}
      </div>
    </>
  );
}
