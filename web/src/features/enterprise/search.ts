// List state in the URL: filters, page and size, so keep-alive and "back" restore them.
import { PAGE_SIZE_DEFAULT } from '@portal/contract';
import { useSearchParams } from 'react-router';

export function useUrlState<F extends Record<string, unknown>>(parse: (p: URLSearchParams) => F) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const size = Number(search.get('size')) || PAGE_SIZE_DEFAULT;
  const filters = parse(search);
  const set = (next: Record<string, unknown>, paging = { page: 1, size }) =>
    setSearch(() => {
      const out = new URLSearchParams();
      for (const [k, v] of Object.entries({ ...next, ...paging }))
        if (v !== undefined && v !== null && String(v) !== '') out.set(k, String(v));
      return out;
    });
  return {
    filters,
    page,
    size,
    setFilters: (next: F) => set(next),
    setPage: (p: number, s: number) => set(filters, { page: s === size ? p : 1, size: s }),
  };
}

export const text = (p: URLSearchParams, k: string) => p.get(k) || undefined;
