import { useEffect } from 'react';
import { useCurrentUser } from '../auth/current-user.ts';
import { i18n } from './i18n.ts';
import { isShippedLanguage } from './languages.ts';

/** The language a member saved in the profile wins over the browser's, on every login and reload. */
export function useSavedLanguage(): void {
  const saved = useCurrentUser().data?.interfaceLanguage;
  useEffect(() => {
    if (saved && isShippedLanguage(saved) && i18n.resolvedLanguage !== saved) void i18n.changeLanguage(saved);
  }, [saved]);
}
