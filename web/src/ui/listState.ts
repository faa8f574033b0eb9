// A list's state in the address — filters, page and size — so that keep-alive, "back" and a
// shared link all restore the same rows. Every paged list reads its page here.
import { PAGE_SIZE_DEFAULT } from '@portal/contract';
import { useCallback } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

export type Paging = { page: number; size: number };
/** A change to the address: an empty value (undefined, null, '') removes the key. */
export type ParamChanges = Readonly<Record<string, string | number | null | undefined>>;

/** Page and size from the address: a missing or nonsensical page is 1, a missing size the default. */
export function pagingOf(search: URLSearchParams, defaultSize: number = PAGE_SIZE_DEFAULT): Paging {
  return {
    page: Math.max(1, Number(search.get('page')) || 1),
    size: Number(search.get('size')) || defaultSize,
  };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The address with `changes` applied; other keys stay. */
export function withChanges(search: URLSearchParams, changes: ParamChanges): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (isEmpty(value)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/** An address holding exactly `values` (empty ones left out). */
export function paramsOf(values: Readonly<Record<string, unknown>>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (!isEmpty(value)) out.set(key, String(value));
  return out;
}

/** A filter read as text: absent or empty is undefined. */
export const text = (search: URLSearchParams, key: string) => search.get(key) || undefined;

/**
 * The list state of the current address. `update` changes some keys and keeps the rest; with
 * `parse`, `setFilters` replaces the filters and starts again at page 1, and `setPage` follows the
 * table's pager (a new page size starts at page 1) — both drop keys the filters do not name.
 */
export function useListState<F extends Record<string, unknown> = Record<string, never>>(
  parse: (search: URLSearchParams) => F = () => ({}) as F,
  defaultSize: number = PAGE_SIZE_DEFAULT,
) {
  const [search, setSearch] = useSearchParams();
  const { page, size } = pagingOf(search, defaultSize);
  const filters = parse(search);
  const replace = (values: Record<string, unknown>, paging: Paging) =>
    setSearch(() => paramsOf({ ...values, ...paging }));
  // Stable, so that an effect may depend on it.
  const update = useCallback(
    (changes: ParamChanges, options?: NavigateOptions) =>
      setSearch((prev) => withChanges(prev, changes), options),
    [setSearch],
  );
  return {
    search,
    filters,
    page,
    size,
    update,
    setFilters: (next: F) => replace(next, { page: 1, size }),
    setPage: (p: number, s: number) => replace(filters, { page: s === size ? p : 1, size: s }),
  };
}
