import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePrivacySettings as savePrivacySettingsContract, type BodyOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { discoveryQueryKey } from '../../../lib/discovery/discovery-query-key.ts';
import { privacySettingsQueryKey } from './get-privacy-settings.ts';

export type PrivacySettingsBody = BodyOf<typeof savePrivacySettingsContract>;

export const savePrivacySettings = (body: PrivacySettingsBody) => callRoute(savePrivacySettingsContract, { body });

/** Saving refreshes the settings and whatever discovery shows (a hidden member leaves every list). */
export function useSavePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrivacySettings,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: privacySettingsQueryKey }), queryClient.invalidateQueries({ queryKey: discoveryQueryKey })]),
  });
}
