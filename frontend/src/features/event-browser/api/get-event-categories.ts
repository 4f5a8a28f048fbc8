import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listEventCategories, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type EventCategories = ResponseOf<typeof listEventCategories>;
export const eventCategoriesKey = ['/api/admin/events/categories'] as const;

export const fetchEventCategories = () => apiGet<EventCategories>(eventCategoriesKey[0]);
export const eventCategoriesQueryOptions = () => queryOptions({ queryKey: eventCategoriesKey, queryFn: fetchEventCategories });
export const useEventCategories = () => useQuery(eventCategoriesQueryOptions());
