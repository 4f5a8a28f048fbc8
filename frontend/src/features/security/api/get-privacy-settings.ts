import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivacySettings } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const privacySettingsQueryKey = ['/api/user/privacy-settings'] as const;

/** Who sees the member's distance and whether she is hidden from discovery (the defaults until she saves). */
export const fetchPrivacySettings = () => apiGet<PrivacySettings>(privacySettingsQueryKey[0]);

export const privacySettingsQueryOptions = () => queryOptions({ queryKey: privacySettingsQueryKey, queryFn: fetchPrivacySettings });

export const usePrivacySettings = (enabled: boolean) => useQuery({ ...privacySettingsQueryOptions(), enabled });
