import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushSettingsView } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const fetchPushSettings = (): Promise<PushSettingsView> => apiGet('/api/push/settings');

export const pushSettingsQueryOptions = () => queryOptions({ queryKey: ['/api/push/settings'], queryFn: fetchPushSettings });

export const usePushSettings = () => useQuery(pushSettingsQueryOptions());
