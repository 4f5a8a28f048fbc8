import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/toaster.tsx';
import { queryClient } from '../lib/query-client.ts';
import { ThemeProvider } from '../lib/theme/theme-provider.tsx';
import { useSavedLanguage } from '../lib/i18n/use-saved-language.ts';
import { LiveUpdates } from './live-updates.tsx';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <LiveUpdates />
        <SavedLanguage />
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

function SavedLanguage() {
  useSavedLanguage();
  return null;
}
