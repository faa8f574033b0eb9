// public/first-screen-boot.js, the one script a drawn page names (server platform/http/first-screen.ts):
// after the first paint it adds the entry, then the module preloads one per task, so that no
// single task of the page's start is spent inserting them all.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const BOOT = readFileSync(join(__dirname, 'public', 'first-screen-boot.js'), 'utf8');
const HREFS = Array.from({ length: 12 }, (_, i) => `/oa/assets/chunk-${i}.js`);

/** Runs the script as the page would: from an element that names the entry and the preloads. */
function boot(preloads: readonly string[] = HREFS) {
  const script = document.createElement('script');
  script.dataset.entry = '/oa/assets/index.js';
  if (preloads.length > 0) script.dataset.preload = preloads.join(' ');
  document.head.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(BOOT)();
}

/** The preloads' addresses, as paths (the script writes them in full, as the build's helper does). */
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (l) => new URL(l.href).pathname,
  );
const entry = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');

describe('first-screen-boot.js', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds nothing before the first paint, then the entry before any preload', () => {
    boot();
    expect(entry()).toBeNull();
    vi.advanceTimersToNextFrame();
    expect(entry()).toBeNull();
    vi.advanceTimersToNextTimer();
    expect(entry()?.getAttribute('src')).toBe('/oa/assets/index.js');
    expect(entry()?.crossOrigin).toBe('');
    expect(preloads()).toEqual([]);
  });

  it('adds the preloads in order, one per task, until every one is there', () => {
    boot();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    const perTask: number[] = [];
    for (let before = 0; vi.getTimerCount() > 0; before = preloads().length) {
      vi.advanceTimersToNextTimer();
      perTask.push(preloads().length - before);
    }
    expect(perTask).toEqual(HREFS.map(() => 1));
    expect(preloads()).toEqual(HREFS);
    for (const link of document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
      expect(link.crossOrigin).toBe('');
  });

  it('skips a chunk whose preload the app has added meanwhile, in full or as a path', () => {
    boot();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer();
    // The build's preload helper, asked for a lazily loaded page, writes the address in full.
    const byHelper = document.createElement('link');
    byHelper.rel = 'modulepreload';
    byHelper.href = new URL(HREFS[3]!, document.baseURI).href;
    document.head.append(byHelper);
    vi.runAllTimers();
    expect(preloads()).toEqual([HREFS[3], ...HREFS.filter((_, i) => i !== 3)]);
  });

  it('starts the entry alone when the page names no preload', () => {
    boot([]);
    vi.runAllTimers();
    expect(entry()).not.toBeNull();
    expect(preloads()).toEqual([]);
  });
});
