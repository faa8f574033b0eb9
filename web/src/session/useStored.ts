// A value the browser keeps (sessionStorage, localStorage), read while drawing. The server's
// drawing of a first screen (prerender.tsx) and React's hydration of it both see `drawn`, what a
// first visit in a new tab has; React then draws again with the stored value, so the two drawings
// never disagree. Read again at every drawing.
import { useSyncExternalStore } from 'react';

const unwatched = () => () => {};

export function useStored<T extends string | number | boolean | null>(read: () => T, drawn: T): T {
  return useSyncExternalStore(unwatched, read, () => drawn);
}
