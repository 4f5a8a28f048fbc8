import { queryOptions, useQuery } from '@tanstack/react-query';
import { listLovePassports, type LovePassportView, type PassportRegion } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type { LovePassportView, PassportRegion };

export const lovePassportsQueryKey = [listLovePassports.path, 1] as const;

export const getLovePassports = () => callRoute(listLovePassports);

export const getLovePassportsQueryOptions = () => queryOptions({ queryKey: lovePassportsQueryKey, queryFn: getLovePassports });

export const useLovePassports = () => useQuery(getLovePassportsQueryOptions());
