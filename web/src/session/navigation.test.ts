// The previous route and back helper, and the header menu index kept in sessionStorage (spec §2).
import { STORAGE_KEYS } from '@portal/contract';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appPath,
  goBack,
  headerIndexFor,
  previousRoute,
  signInPath,
  storeHeaderIndex,
  trackPreviousRoute,
} from './navigation';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('previous route', () => {
  it('is the location left by the last navigation, stored before the next page renders', async () => {
    const router = createMemoryRouter(
      [{ path: '/', children: [{ path: 'notice/list' }, { path: 'company/list' }] }],
      { initialEntries: ['/'] },
    );
    const stop = trackPreviousRoute(router);
    expect(previousRoute()).toBeNull();
    await router.navigate('/company/list?page=3');
    expect(previousRoute()).toBe('/');
    await router.navigate('/notice/list');
    expect(sessionStorage.getItem(STORAGE_KEYS.previousRoute)).toBe('/company/list?page=3');
    stop();
    router.dispose();
  });

  it('goBack navigates to the stored route', () => {
    sessionStorage.setItem(STORAGE_KEYS.previousRoute, '/company/list?page=3');
    const navigate = vi.fn();
    expect(goBack(navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/company/list?page=3');
  });

  it('goBack logs an error and stays when none is stored', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const navigate = vi.fn();
    expect(goBack(navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledOnce();
  });
});

describe('header menu index', () => {
  it('follows the path of a header item', () => {
    expect(headerIndexFor('/')).toBe(0);
    expect(headerIndexFor('/widget/reorganizationList')).toBe(3);
  });

  it('is remembered and restored on pages under a header item', () => {
    expect(headerIndexFor('/widget/lawLibrary')).toBeNull();
    storeHeaderIndex(3);
    expect(sessionStorage.getItem(STORAGE_KEYS.headerMenuIndex)).toBe('3');
    expect(headerIndexFor('/widget/lawLibrary')).toBe(3);
  });

  it('ignores a stored value that is not an index', () => {
    sessionStorage.setItem(STORAGE_KEYS.headerMenuIndex, 'x');
    expect(headerIndexFor('/widget/lawLibrary')).toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.headerMenuIndex, '99');
    expect(headerIndexFor('/widget/lawLibrary')).toBeNull();
  });
});

describe('paths', () => {
  it('strips the /oa base and builds the sign-in target', () => {
    expect(appPath('/oa')).toBe('/');
    expect(appPath('/oa/company/list')).toBe('/company/list');
    expect(signInPath('/company/list?x=1')).toBe('/sign/in?redirect=%2Fcompany%2Flist%3Fx%3D1');
    expect(signInPath('/')).toBe('/sign/in');
  });
});
