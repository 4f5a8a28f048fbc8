import { useCallback, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeContext, type ThemeState } from './theme-context.ts';
import {
  applyThemeToDocument,
  readStoredPreference,
  resolveTheme,
  storePreference,
  type ThemePreference,
} from './theme-preference.ts';
import { useSystemPrefersDark } from './use-system-prefers-dark.ts';

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<ThemePreference>(readStoredPreference);
  const resolved = resolveTheme(preference, useSystemPrefersDark());

  // Before paint, so a stored light theme replaces index.html's default dark without a visible flash.
  useLayoutEffect(() => applyThemeToDocument(resolved), [resolved]);

  const setPreference = useCallback((next: ThemePreference) => {
    storePreference(next);
    setPreferenceState(next);
  }, []);

  const theme = useMemo<ThemeState>(
    () => ({
      preference,
      resolved,
      setPreference,
      toggle: () => setPreference(resolved === 'dark' ? 'light' : 'dark'),
    }),
    [preference, resolved, setPreference],
  );

  return <ThemeContext value={theme}>{children}</ThemeContext>;
}
