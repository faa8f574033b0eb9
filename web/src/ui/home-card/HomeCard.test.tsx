// A home card in a real React tree (jsdom): while its call is out it shows a skeleton; its figures
// and lines become links to exactly what the server named; nothing to show is the feature's empty
// text; a failed call shows a retry that asks again and then draws the card — each card alone.
import type { HomeCardData } from '@portal/contract/home-cards';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { HomeCard } from './HomeCard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const card = { key: 'report.due', feature: 'report', name: 'due' };
const view = { namespace: 'report' };
let root: Root;
let host: HTMLDivElement;
const fetchMock = vi.fn();

beforeAll(() => {
  initI18n();
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
});

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
};
const answer = (data: HomeCardData) => new Response(JSON.stringify({ data }), { status: 200 });

async function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <HomeCard card={card} view={view} /> }]);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={initI18n()}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  );
}

describe('a home card', () => {
  it('shows a skeleton while its call is out, then its figures and lines as links', async () => {
    let release: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((r) => (release = r)));
    await render();
    expect(host.querySelector('.ant-skeleton')).not.toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/console/api/home/cards/report.due');

    await act(async () =>
      release(
        answer({
          figures: [
            { key: 'due', value: 2, href: '/report/list?late=false' },
            { key: 'overdue', value: 1, href: '/report/list?late=true', tone: 'danger' },
            { key: 'returned', value: 0, href: '/report/list?state=RETURNED', tone: 'warning' },
          ],
          items: [
            {
              id: 'r1',
              title: { text: '辅导期周报' },
              date: '2026-12-01',
              href: '/report/tutorial/add?id=r1',
            },
          ],
          more: '/report/list',
        }),
      ),
    );
    await settle();
    expect(host.querySelector('.ant-skeleton')).toBeNull();
    const overdue = host.querySelector<HTMLAnchorElement>('[data-figure="overdue"]');
    expect(overdue?.getAttribute('href')).toBe('/report/list?late=true');
    expect(overdue?.textContent).toContain('1');
    // A tone colours a figure above zero only; a zero reads plain.
    expect(overdue?.querySelector('.home-card__value--danger')).not.toBeNull();
    expect(host.querySelector('[data-figure="returned"] .home-card__value--normal')).not.toBeNull();
    expect(host.querySelector('[data-item="r1"] a')?.getAttribute('href')).toBe('/report/tutorial/add?id=r1');
    expect(host.textContent).toContain('2026-12-01');
  });

  it("says the feature's empty text when there is nothing to show", async () => {
    fetchMock.mockResolvedValue(
      answer({ figures: [{ key: 'due', value: 0, href: '/report/list' }], items: [], more: '/report/list' }),
    );
    await render();
    await settle();
    expect(host.querySelector('.ant-empty')).not.toBeNull();
    expect(host.querySelector('[data-figure]')).toBeNull();
  });

  it('shows a retry when its call fails, and draws the card once the retry succeeds', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 'INTERNAL', message: '服务器内部错误' }), { status: 500 }),
    );
    await render();
    await settle();
    const retry = [...host.querySelectorAll('button')].find((b) => /重\s*试/.test(b.textContent ?? ''));
    expect(retry).toBeDefined();
    fetchMock.mockResolvedValueOnce(
      answer({ figures: [{ key: 'due', value: 3, href: '/report/list' }], items: [], more: null }),
    );
    await act(async () => retry!.click());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(host.querySelector('[data-figure="due"]')?.textContent).toContain('3');
  });
});
