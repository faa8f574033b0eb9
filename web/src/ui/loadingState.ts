// What the loading overlay of spec §2 follows: a counter, not a flag, so overlapping calls keep it
// up until the last one settles. Apart from the overlay (antd's Spin), so the entry can count
// without loading antd.
import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function change(delta: number): void {
  pending = Math.max(0, pending + delta);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any wrapped work is pending (for code outside React). */
export const isLoadingActive = () => pending > 0;

/** Runs `work` with the global overlay up; the overlay drops when it settles, success or not. */
export async function withLoading<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  change(1);
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    change(-1);
  }
}

/** Whether the global overlay is up, plus the wrapper, for components. */
export function useLoadingOverlay(): { active: boolean; withLoading: typeof withLoading } {
  const active = useSyncExternalStore(subscribe, isLoadingActive, isLoadingActive);
  return { active, withLoading };
}
