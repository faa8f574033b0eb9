// Charts in shown rich text: ECharts' module is fetched only for text that holds a valid chart,
// a placeholder stands in meanwhile, and a view released before it arrives draws nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const draw = vi.hoisted(() => ({
  loads: 0,
  calls: [] as Array<{ element: HTMLElement; spec: unknown }>,
  disposed: 0,
}));
vi.mock('./chartDraw', () => {
  draw.loads += 1;
  return {
    drawChart: (element: HTMLElement, spec: unknown) => {
      draw.calls.push({ element, spec });
      return () => {
        draw.disposed += 1;
      };
    },
  };
});

const { mountCharts } = await import('./richCharts');

const SPEC = { type: 'bar', categories: ['2024', '2025'], series: [{ name: 'Listed', values: [3, 5] }] };
const chartHolder = (json: string) => `<div data-chart="${json.replaceAll('"', '&quot;')}"></div>`;

let root: HTMLDivElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  root.remove();
  draw.calls.length = 0;
  draw.disposed = 0;
});

describe('mountCharts', () => {
  it('fetches no chart renderer for text without a valid chart', async () => {
    root.innerHTML = `<p>plain</p>${chartHolder('{"type":"radar"}')}`;
    mountCharts(root)();
    await vi.dynamicImportSettled();
    expect(draw.loads).toBe(0);
    expect(root.querySelector('.rich-chart')).toBeNull();
  });

  it('shows a placeholder, then draws each chart into it once the renderer has arrived', async () => {
    root.innerHTML = `<p>before</p>${chartHolder(JSON.stringify(SPEC))}`;
    const release = mountCharts(root);
    const canvas = root.querySelector<HTMLElement>('.rich-chart > .rich-chart__canvas')!;
    expect(canvas.classList.contains('rich-chart__canvas--loading')).toBe(true);
    expect(canvas.getAttribute('aria-busy')).toBe('true');
    expect(draw.calls).toHaveLength(0);

    await vi.dynamicImportSettled();
    expect(draw.loads).toBe(1);
    expect(draw.calls).toEqual([{ element: canvas, spec: SPEC }]);
    expect(canvas.classList.contains('rich-chart__canvas--loading')).toBe(false);
    expect(canvas.hasAttribute('aria-busy')).toBe(false);
    release();
    expect(draw.disposed).toBe(1);
  });

  it('draws nothing when the view is released before the renderer arrives', async () => {
    root.innerHTML = chartHolder(JSON.stringify(SPEC));
    mountCharts(root)();
    await vi.dynamicImportSettled();
    expect(draw.calls).toHaveLength(0);
  });
});
