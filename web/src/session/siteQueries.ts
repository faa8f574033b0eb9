// Title and footer texts from the server (spec §7). A failure is only logged: the shell falls
// back to its own wording.
import { homeEndpoints } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/endpoint';
import { FIRST_SCREEN_META } from '../api/firstScreen';

async function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`Could not load the ${what}`, error);
    throw error;
  }
}

export function useSiteTitle() {
  return useQuery({
    queryKey: ['home', 'title'],
    queryFn: () => logged('title', () => api(homeEndpoints.title, {}, { silent: true })),
    staleTime: Number.POSITIVE_INFINITY,
    meta: FIRST_SCREEN_META,
  });
}

export function useSiteFooter() {
  return useQuery({
    queryKey: ['home', 'site'],
    queryFn: () => logged('footer', () => api(homeEndpoints.site, {}, { silent: true })),
    staleTime: Number.POSITIVE_INFINITY,
    meta: FIRST_SCREEN_META,
  });
}
