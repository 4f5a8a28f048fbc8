import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPrivacySettings } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const privacySettingsQueryKey = [getPrivacySettings.path] as const;

/** Who sees the member's distance and whether she is hidden from discovery (the defaults until she saves). */
export const fetchPrivacySettings = () => callRoute(getPrivacySettings);

export const privacySettingsQueryOptions = () => queryOptions({ queryKey: privacySettingsQueryKey, queryFn: fetchPrivacySettings });

export const usePrivacySettings = (enabled: boolean) => useQuery({ ...privacySettingsQueryOptions(), enabled });
