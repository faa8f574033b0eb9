// Charts in rich text (spec §5 "chart data"): the stored spec, read and made. Drawing it is in
// chartDraw.ts, which carries ECharts and is loaded only where a chart is shown.
import type { ChartData, ChartSpec } from '@portal/contract';
import { chartSpec } from '@portal/contract';

/** The stored JSON, or null when it is not a chart (a tampered or foreign attribute). */
export function parseChart(json: string | null | undefined): ChartSpec | null {
  if (!json) return null;
  try {
    const parsed = chartSpec.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function chartSpecFrom(data: ChartData, type: ChartSpec['type'], title?: string): ChartSpec {
  return { type, ...(title ? { title } : {}), categories: data.categories, series: data.series };
}
