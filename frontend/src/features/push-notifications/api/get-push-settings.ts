import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPushSettings, type PushSettingsView } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const fetchPushSettings = (): Promise<PushSettingsView> => callRoute(getPushSettings);

export const pushSettingsQueryOptions = () => queryOptions({ queryKey: [getPushSettings.path], queryFn: fetchPushSettings });

export const usePushSettings = () => useQuery(pushSettingsQueryOptions());
