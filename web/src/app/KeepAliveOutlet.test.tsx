// Keep-alive in a real React tree (react-dom/client + act in jsdom): a marked list keeps its
// state, its URL view and its scroll across a detail page; an unmarked page starts afresh.
import { act, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from './KeepAliveOutlet';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const [search] = useSearchParams();
  return (
    <button type="button" data-testid={name} onClick={() => setCount((c) => c + 1)}>
      {name}:{count}:{search.get('page') ?? '-'}
    </button>
  );
}

/** As in the console layout: the scrolling body holds the outlet. */
function Layout() {
  const body = useRef<HTMLDivElement>(null);
  return (
    <div ref={body} data-testid="body" style={{ overflow: 'auto' }}>
      <KeepAliveOutlet scrollRef={body} />
    </div>
  );
}

let container: HTMLDivElement;
let root: Root;
const router = () =>
  createMemoryRouter(
    [
      {
        path: '/',
        Component: Layout,
        children: [
          { path: 'list', handle: { keepAlive: true }, element: <Counter name="list" /> },
          { path: 'detail', element: <Counter name="detail" /> },
        ],
      },
    ],
    { initialEntries: ['/list?page=3'] },
  );
const button = (name: string) => container.querySelector<HTMLButtonElement>(`[data-testid=${name}]`);
const shown = (name: string) => Boolean(button(name)) && !button(name)!.closest('[hidden]');
const click = (name: string) => act(() => button(name)!.click());

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('KeepAliveOutlet', () => {
  it('keeps a marked list mounted and hidden behind a detail, with its state and URL view', async () => {
    const r = router();
    await act(async () => root.render(<RouterProvider router={r} />));
    click('list');
    click('list');
    expect(button('list')!.textContent).toBe('list:2:3');

    await act(() => r.navigate('/detail?page=9'));
    expect(shown('list')).toBe(false);
    expect(shown('detail')).toBe(true);
    // Hidden, the list still sees the address it was left at.
    expect(button('list')!.textContent).toBe('list:2:3');
    click('detail');

    await act(() => r.navigate('/list?page=3'));
    expect(shown('list')).toBe(true);
    expect(button('list')!.textContent).toBe('list:2:3');
    expect(button('detail')).toBeNull();

    await act(() => r.navigate('/detail'));
    expect(button('detail')!.textContent).toBe('detail:0:-');
  });

  it('restores the scroll of a kept list and scrolls other pages to the top', async () => {
    const r = router();
    await act(async () => root.render(<RouterProvider router={r} />));
    const body = container.querySelector<HTMLElement>('[data-testid=body]')!;
    await act(() => r.navigate('/detail'));
    await act(() => r.navigate('/list?page=3'));
    body.scrollTop = 240;
    body.dispatchEvent(new Event('scroll'));
    await act(() => r.navigate('/detail'));
    expect(body.scrollTop).toBe(0);
    await act(() => r.navigate('/list?page=3'));
    expect(body.scrollTop).toBe(240);
  });
});
