import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LovePassportView, LovePassportsResponse, PassportRegion } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type { LovePassportView, PassportRegion };
export type LovePassports = LovePassportsResponse;

export const lovePassportsQueryKey = ['/api/love-passports', 1] as const;

export const getLovePassports = (): Promise<LovePassports> => apiGet<LovePassports>('/api/love-passports');

export const getLovePassportsQueryOptions = () => queryOptions({ queryKey: lovePassportsQueryKey, queryFn: getLovePassports });

export const useLovePassports = () => useQuery(getLovePassportsQueryOptions());
