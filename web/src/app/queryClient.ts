// One TanStack Query client for the app; the session flow uses it outside React for polling.
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already reports errors; a failed call is not retried behind the user's back.
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});
