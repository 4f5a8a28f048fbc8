import { QueryClient } from '@tanstack/react-query';
import { onSessionChange } from './auth/session-tokens.ts';

/** Data changes only through our own commands and the live channel, which invalidate it explicitly. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      // Live messages sent while offline never arrived: everything on screen is read again on return.
      refetchOnReconnect: 'always',
      retry: false,
    },
    mutations: { retry: false },
  },
});

// Another member's data must never show: a new sign-in or a sign-out starts from an empty cache.
onSessionChange((change) => {
  if (change !== 'refreshed') void queryClient.resetQueries();
});
