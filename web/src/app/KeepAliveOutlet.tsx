// Keep-alive for routes marked so (spec §2): a list stays mounted, hidden, while the user opens a
// detail, and shows again with its filters, page and scroll as they were. Cached pages are keyed
// by path. A hidden page sees the location it was left at, not the detail's, so reading the URL
// (filters in search params) does not reset it.
import {
  type ContextType,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useMatches, useOutlet } from 'react-router';
import { handleOf } from '../session/handle';

type LocationValue = ContextType<typeof LocationContext>;
type Cached = { element: ReactNode; location: LocationValue; scrollTop: number };

export type KeepAliveOutletProps = {
  /** The scrolling body; its position is saved per kept page and restored on return. */
  scrollRef?: RefObject<HTMLElement | null>;
  /** Most pages kept at once; the least recently shown goes first. */
  max?: number;
};

export function KeepAliveOutlet({ scrollRef, max = 8 }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const locationValue = useContext(LocationContext);
  const keepAlive = Boolean(handleOf(useMatches().at(-1)).keepAlive);
  const path = location.pathname;
  const cache = useRef(new Map<string, Cached>()).current;
  const shownPath = useRef<string | null>(null);

  // The shown kept page follows the live location; re-inserting makes it the most recent.
  const returning = keepAlive && shownPath.current !== path && cache.has(path);
  if (keepAlive) {
    const scrollTop = cache.get(path)?.scrollTop ?? 0;
    cache.delete(path);
    cache.set(path, { element: outlet, location: locationValue, scrollTop });
    while (cache.size > max) cache.delete(cache.keys().next().value as string);
  }

  // Every navigation scrolls the body to the top, except a return to a kept page.
  useLayoutEffect(() => {
    const body = scrollRef?.current;
    if (body) body.scrollTop = returning ? (cache.get(path)?.scrollTop ?? 0) : 0;
    shownPath.current = path;
  });

  // A passive effect: the body's ref is attached only after this component's layout effects.
  useEffect(() => {
    const body = scrollRef?.current;
    if (!body) return;
    const save = () => {
      const entry = shownPath.current ? cache.get(shownPath.current) : undefined;
      if (entry) entry.scrollTop = body.scrollTop;
    };
    body.addEventListener('scroll', save, { passive: true });
    return () => body.removeEventListener('scroll', save);
  }, [scrollRef, cache]);

  return (
    <>
      {[...cache.entries()].map(([key, entry]) => (
        <div key={key} hidden={!keepAlive || key !== path} data-keep-alive={key}>
          <LocationContext.Provider value={entry.location}>{entry.element}</LocationContext.Provider>
        </div>
      ))}
      {!keepAlive && <div key={`live:${path}`}>{outlet}</div>}
    </>
  );
}
