// The charts of shown rich text: each valid `<div data-chart>` becomes a placeholder, and ECharts
// (chartDraw.ts) is fetched only when there is at least one, then draws them in place. Checking a
// spec takes the contract's zod schema (chart.ts), so that too is fetched only for text holding a
// chart: a news page without one, most of them, downloads neither (issue 15 §2).
import type { ChartSpec } from '@portal/contract';

const LOADING = 'rich-chart__canvas--loading';

function placeholder(holder: HTMLElement): HTMLElement {
  holder.replaceChildren();
  holder.classList.add('rich-chart');
  const canvas = document.createElement('div');
  canvas.className = `rich-chart__canvas ${LOADING}`;
  canvas.setAttribute('aria-busy', 'true');
  holder.append(canvas);
  return canvas;
}

function loaded(canvas: HTMLElement) {
  canvas.classList.remove(LOADING);
  canvas.removeAttribute('aria-busy');
}

/** Draws the charts under `root`; returns the clean-up, which also holds back a draw still loading. */
export function mountCharts(root: HTMLElement): () => void {
  const holders = [...root.querySelectorAll<HTMLElement>('div[data-chart]')];
  if (holders.length === 0) return () => {};

  let released = false;
  const cleanups: Array<() => void> = [];
  import('./chart').then(
    ({ parseChart }) => {
      if (released) return;
      const charts: Array<{ canvas: HTMLElement; spec: ChartSpec }> = [];
      for (const holder of holders) {
        const spec = parseChart(holder.getAttribute('data-chart'));
        if (spec) charts.push({ canvas: placeholder(holder), spec });
      }
      if (charts.length > 0) draw(charts, () => released, cleanups);
    },
    (error: unknown) => console.error('Chart reader failed to load', error),
  );
  return () => {
    released = true;
    for (const cleanup of cleanups) cleanup();
  };
}

function draw(
  charts: Array<{ canvas: HTMLElement; spec: ChartSpec }>,
  isReleased: () => boolean,
  cleanups: Array<() => void>,
) {
  import('./chartDraw').then(
    ({ drawChart }) => {
      if (isReleased()) return;
      for (const { canvas, spec } of charts) {
        loaded(canvas);
        cleanups.push(drawChart(canvas, spec));
      }
    },
    (error: unknown) => {
      // The text stays readable; only the drawings are missing.
      console.error('Chart renderer failed to load', error);
      for (const { canvas } of charts) loaded(canvas);
    },
  );
}
