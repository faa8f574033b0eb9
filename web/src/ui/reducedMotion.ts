// Whether the visitor's system asks for reduced motion (WCAG 2.3.3, "Animation from Interactions"):
// antd's dialogs, drawers and messages then appear and go without their zoom and slide (AntdScope),
// and the home's carousel does not turn by itself. Kept free of antd: the portal's home uses it.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

export const prefersReducedMotion = (): boolean => window.matchMedia?.(QUERY).matches ?? false;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/** The preference, following it when the visitor changes it with the page open. */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
