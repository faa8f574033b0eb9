// List state in the address: how page and size are read, and what each kind of change keeps.
import { PAGE_SIZE_DEFAULT } from '@portal/contract';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pagingOf, text, useListState, withChanges } from './listState';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const params = (query: string) => new URLSearchParams(query);

describe('pagingOf', () => {
  it('reads page and size, with page 1 and the default size for what is missing or nonsense', () => {
    expect(pagingOf(params('page=3&size=50'))).toEqual({ page: 3, size: 50 });
    expect(pagingOf(params(''))).toEqual({ page: 1, size: PAGE_SIZE_DEFAULT });
    expect(pagingOf(params('page=-4&size=x'))).toEqual({ page: 1, size: PAGE_SIZE_DEFAULT });
    expect(pagingOf(params('page=abc'), 12)).toEqual({ page: 1, size: 12 });
  });
});

describe('withChanges', () => {
  it('sets the given keys, removes the emptied ones and keeps the others', () => {
    const next = withChanges(params('a=1&b=2&c=3&d=4'), { a: 'x', b: '', c: null, d: undefined, e: 7 });
    expect(next.toString()).toBe('a=x&e=7');
    expect(withChanges(params('keep=1'), { page: 2 }).toString()).toBe('keep=1&page=2');
  });

  it('leaves the address it was given alone', () => {
    const before = params('a=1');
    withChanges(before, { a: '2' });
    expect(before.toString()).toBe('a=1');
  });
});

describe('useListState', () => {
  type State = ReturnType<typeof useListState<{ name: string | undefined }>>;
  let state: State;
  let container: HTMLDivElement;
  let root: Root;

  function Probe() {
    state = useListState((p) => ({ name: text(p, 'name') }));
    return null;
  }

  async function at(url: string) {
    const router = createMemoryRouter([{ path: '/list', Component: Probe }], { initialEntries: [url] });
    await act(async () => root.render(<RouterProvider router={router} />));
    return () => router.state.location.search;
  }

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('reads filters and paging from the address', async () => {
    await at('/list?name=%E9%87%91&page=2&size=20');
    expect(state.filters).toEqual({ name: '金' });
    expect([state.page, state.size]).toEqual([2, 20]);
  });

  it('update keeps what it does not change', async () => {
    const search = await at('/list?id=9&page=3');
    act(() => state.update({ tab: 'done', page: undefined }));
    expect(search()).toBe('?id=9&tab=done');
  });

  it('setFilters starts again at page 1 and drops keys the filters do not name', async () => {
    const search = await at('/list?id=9&name=a&page=3&size=20');
    act(() => state.setFilters({ name: 'b' }));
    expect(search()).toBe('?name=b&page=1&size=20');
  });

  it('setPage keeps the filters, and a new page size starts at page 1', async () => {
    const search = await at('/list?name=a&page=3&size=20');
    act(() => state.setPage(4, 20));
    expect(search()).toBe('?name=a&page=4&size=20');
    act(() => state.setPage(4, 50));
    expect(search()).toBe('?name=a&page=1&size=50');
  });
});
