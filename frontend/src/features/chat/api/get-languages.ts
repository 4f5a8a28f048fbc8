import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLanguages, type LanguageOption } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type { LanguageOption };

export const getLanguages = () => callRoute(listLanguages);

export const getLanguagesQueryOptions = () => queryOptions({ queryKey: [listLanguages.path], queryFn: getLanguages });

export const useLanguages = () => useQuery(getLanguagesQueryOptions());

/** A language's name for display ('fr' → 'French'), or the code when the list does not know it. */
export const languageName = (languages: readonly LanguageOption[] | undefined, code: string) =>
  languages?.find((language) => language.code === code)?.name ?? code;
