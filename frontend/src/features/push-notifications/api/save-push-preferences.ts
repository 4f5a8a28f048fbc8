import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePushPreferences, type BodyOf, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { pushSettingsQueryOptions } from './get-push-settings.ts';

export type PushPreferences = BodyOf<typeof savePushPreferences>;

export const sendPushPreferences = (preferences: PushPreferences): Promise<ResponseOf<typeof savePushPreferences>> => callRoute(savePushPreferences, { body: preferences });

export function useSavePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPushPreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushSettingsQueryOptions().queryKey }),
  });
}
