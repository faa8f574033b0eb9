// Charts in shown rich text: the spec's check is fetched only for text holding a chart, ECharts'
// module only for text holding a valid one, a placeholder stands in meanwhile, and a view
// released before they arrive draws nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const draw = {
  loads: 0,
  calls: [] as Array<{ element: HTMLElement; spec: unknown }>,
  disposed: 0,
  /** The renderer's module arrives when this settles. */
  arrival: Promise.resolve(),
};
const rendererModule = async () => {
  await draw.arrival;
  draw.loads += 1;
  return {
    drawChart: (element: HTMLElement, spec: unknown) => {
      draw.calls.push({ element, spec });
      return () => {
        draw.disposed += 1;
      };
    },
  };
};

/** mountCharts from a fresh module graph, so that the renderer's module is fetched anew. */
async function freshMountCharts() {
  vi.resetModules();
  vi.doMock('./chartDraw', rendererModule);
  return (await import('./richCharts')).mountCharts;
}
/** Holds the renderer's module back until the returned function is called. */
function holdRenderer(): () => void {
  let arrive = () => {};
  draw.arrival = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return arrive;
}

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
  draw.loads = 0;
  draw.arrival = Promise.resolve();
});

describe('mountCharts', () => {
  it('fetches no chart renderer for text without a valid chart', async () => {
    root.innerHTML = `<p>plain</p>${chartHolder('{"type":"radar"}')}`;
    const mountCharts = await freshMountCharts();
    const release = mountCharts(root);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await vi.dynamicImportSettled();
    expect(draw.loads).toBe(0);
    expect(root.querySelector('.rich-chart')).toBeNull();
  });

  it('shows a placeholder, then draws each chart into it once the renderer has arrived', async () => {
    root.innerHTML = `<p>before</p>${chartHolder(JSON.stringify(SPEC))}`;
    const mountCharts = await freshMountCharts();
    const arrive = holdRenderer();
    const release = mountCharts(root);
    // The spec is checked once its reader (chart.ts, with zod) has arrived.
    expect(root.querySelector('.rich-chart')).toBeNull();
    await vi.waitFor(() => expect(root.querySelector('.rich-chart > .rich-chart__canvas')).not.toBeNull());
    const canvas = root.querySelector<HTMLElement>('.rich-chart > .rich-chart__canvas')!;
    expect(canvas.classList.contains('rich-chart__canvas--loading')).toBe(true);
    expect(canvas.getAttribute('aria-busy')).toBe('true');
    expect(draw.calls).toHaveLength(0);

    arrive();
    await vi.waitFor(() => expect(draw.calls).toHaveLength(1));
    expect(draw.loads).toBe(1);
    expect(draw.calls).toEqual([{ element: canvas, spec: SPEC }]);
    expect(canvas.classList.contains('rich-chart__canvas--loading')).toBe(false);
    expect(canvas.hasAttribute('aria-busy')).toBe(false);
    release();
    expect(draw.disposed).toBe(1);
  });

  it('draws nothing when the view is released before the renderer arrives', async () => {
    root.innerHTML = chartHolder(JSON.stringify(SPEC));
    const mountCharts = await freshMountCharts();
    const arrive = holdRenderer();
    const release = mountCharts(root);
    await vi.waitFor(() => expect(root.querySelector('.rich-chart')).not.toBeNull());
    release();
    arrive();
    await vi.waitFor(() => expect(draw.loads).toBe(1));
    await vi.dynamicImportSettled();
    expect(draw.calls).toHaveLength(0);
  });

  it('draws nothing, and leaves the text as it is, when released before the spec is read', async () => {
    root.innerHTML = chartHolder(JSON.stringify(SPEC));
    const mountCharts = await freshMountCharts();
    mountCharts(root)();
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(root.querySelector('.rich-chart')).toBeNull();
    expect(draw.calls).toHaveLength(0);
  });
});
