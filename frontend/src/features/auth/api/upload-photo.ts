import { uploadMedia, type UploadedMedia } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type { UploadedMedia };

/** Photos upload without a token: signup sends them before the account exists. */
export function uploadPhoto(photo: File): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', photo);
  return callRoute(uploadMedia, { form, anonymous: true });
}
