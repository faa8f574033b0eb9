// The reduced-motion preference as the components see it: read at once, followed when it changes.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prefersReducedMotion, usePrefersReducedMotion } from './reducedMotion';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in for the system setting: jsdom has no matchMedia of its own. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((text: string) => {
    expect(text).toBe('(prefers-reduced-motion: reduce)');
    return query;
  }) as unknown as typeof window.matchMedia;
  return {
    listeners,
    change(next: boolean) {
      reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

function Shown() {
  return <span>{usePrefersReducedMotion() ? 'still' : 'moving'}</span>;
}

describe('reduced motion', () => {
  let root: Root;
  let host: HTMLElement;
  const original = window.matchMedia;
  beforeEach(() => {
    host = document.createElement('div');
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    window.matchMedia = original;
  });

  it('reads the setting, and says no where the browser cannot tell', () => {
    systemSetting(true);
    expect(prefersReducedMotion()).toBe(true);
    systemSetting(false);
    expect(prefersReducedMotion()).toBe(false);
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(prefersReducedMotion()).toBe(false);
  });

  it('follows a change made while the page is open, and stops listening when unmounted', () => {
    const setting = systemSetting(false);
    act(() => root.render(<Shown />));
    expect(host.textContent).toBe('moving');
    act(() => setting.change(true));
    expect(host.textContent).toBe('still');
    act(() => root.unmount());
    expect(setting.listeners.size).toBe(0);
    root = createRoot(host);
  });
});
