import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '../components/lazy-toaster.tsx';
import { queryClient } from '../lib/query-client.ts';
import { ThemeProvider } from '../lib/theme/theme-provider.tsx';
import { LazyLiveUpdates } from './lazy-live-updates.tsx';
import { useSavedLanguage } from '../lib/i18n/use-saved-language.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <LazyLiveUpdates />
        <SavedLanguage />
        <LazyToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

function SavedLanguage() {
  useSavedLanguage();
  return null;
}
