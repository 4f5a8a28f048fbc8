import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf, savePushPreferences } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { pushSettingsQueryOptions } from './get-push-settings.ts';

export type PushPreferences = BodyOf<typeof savePushPreferences>;

export const sendPushPreferences = (preferences: PushPreferences): Promise<ResponseOf<typeof savePushPreferences>> => apiSend('POST', '/api/push/preferences', preferences);

export function useSavePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPushPreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushSettingsQueryOptions().queryKey }),
  });
}
