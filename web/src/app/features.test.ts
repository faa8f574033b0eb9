// The menu tables of the contract (spec §2) and the pages the features register agree both ways:
// an entry opens its page unless it is explicitly marked for a later release, a later mark is
// removed once its page exists, and no page is registered that no menu or route table reaches.
import { allConsoleEntries, PORTAL_ROUTES, PUBLIC_SIGN_ROUTES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PAGES } from './features';
import { PORTAL_PAGES, SIGN_PAGES } from './publicFeatures';

const entries = allConsoleEntries();
const menuPaths = new Set(entries.map((e) => e.path));
const byPath = (paths: Iterable<string>) => [...new Set(paths)].sort();

describe('feature pages and the menu tables', () => {
  it('give every console entry a page or an explicit later mark', () => {
    const neither = entries.filter((e) => !e.later && !CONSOLE_PAGES[e.path]).map((e) => e.path);
    expect(byPath(neither)).toEqual([]);
  });

  it('leave no later mark on an entry whose page exists', () => {
    const both = entries.filter((e) => e.later && CONSOLE_PAGES[e.path]).map((e) => e.path);
    expect(byPath(both)).toEqual([]);
  });

  it('register no console page that no menu entry reaches', () => {
    expect(Object.keys(CONSOLE_PAGES).filter((p) => !menuPaths.has(p))).toEqual([]);
  });

  it('register every sign page and only those', () => {
    const paths = PUBLIC_SIGN_ROUTES.map((r) => r.path);
    expect(byPath(Object.keys(SIGN_PAGES))).toEqual(byPath(paths));
  });

  it('register portal pages only for portal routes (or the home and the two shared pages)', () => {
    const known = new Set(['', 'notice/list', 'profile/attribute', ...PORTAL_ROUTES.map((r) => r.path)]);
    expect(Object.keys(PORTAL_PAGES).filter((p) => !known.has(p))).toEqual([]);
    const missing = PORTAL_ROUTES.filter((r) => !r.later && !PORTAL_PAGES[r.path]).map((r) => r.path);
    expect(missing).toEqual([]);
  });
});
