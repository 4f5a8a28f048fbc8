import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateBio, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export type MediaBioType = 'audio' | 'video';

export interface MediaBio {
  bioType: MediaBioType;
  recording: Blob;
}

/** Spec: recordings are sent as files named with the extension of their container (webm, or mp4 on Safari). */
function asFile({ bioType, recording }: MediaBio): File {
  const contentType = recording.type.split(';')[0] || `${bioType}/webm`;
  const extension = contentType.endsWith('mp4') ? 'mp4' : 'webm';
  return new File([recording], `${bioType === 'audio' ? 'voice' : 'video'}-bio.${extension}`, { type: contentType });
}

export function saveMediaBio(bio: MediaBio): Promise<ResponseOf<typeof updateBio>> {
  const form = new FormData();
  form.append('bioType', bio.bioType);
  form.append('file', asFile(bio));
  return callRoute(updateBio, { form });
}

export function useSaveMediaBio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMediaBio,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}
