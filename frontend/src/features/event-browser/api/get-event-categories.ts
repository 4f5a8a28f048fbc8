import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEventCategories } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const eventCategoriesKey = [listEventCategories.path] as const;

export const fetchEventCategories = () => callRoute(listEventCategories);
export const eventCategoriesQueryOptions = () => queryOptions({ queryKey: eventCategoriesKey, queryFn: fetchEventCategories });
export const useEventCategories = () => useQuery(eventCategoriesQueryOptions());
