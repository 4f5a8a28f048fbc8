import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '../components/lazy-toaster.tsx';
import { queryClient } from '../lib/query-client.ts';
import { ThemeProvider } from '../lib/theme/theme-provider.tsx';
import { LazyLiveUpdates } from './lazy-live-updates.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <LazyLiveUpdates />
        <LazyToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
