import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiFetch, throwIfNotOk } from './api-client.ts';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Reads GET the path made by joining the query key's segments with slashes. */
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await apiFetch('GET', queryKey.join('/'));
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** Data changes only through our own commands and the live channel, which invalidate it explicitly. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
