import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageOption } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type { LanguageOption };

export const getLanguages = (): Promise<readonly LanguageOption[]> => apiGet<readonly LanguageOption[]>('/api/translation/languages');

export const getLanguagesQueryOptions = () => queryOptions({ queryKey: ['/api/translation/languages'], queryFn: getLanguages });

export const useLanguages = () => useQuery(getLanguagesQueryOptions());

/** A language's name for display ('fr' → 'French'), or the code when the list does not know it. */
export const languageName = (languages: readonly LanguageOption[] | undefined, code: string) =>
  languages?.find((language) => language.code === code)?.name ?? code;
