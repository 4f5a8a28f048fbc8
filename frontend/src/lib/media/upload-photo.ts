import { uploadMedia, type UploadedMedia } from '@sankofa/contracts';
import { callRoute } from '../api-client.ts';

export type { UploadedMedia };

/**
 * POST /api/media with one profile photo. Signup sends its photos `anonymous`ly, before the account
 * exists; a signed-in member's upload carries her token, so a photo held for review is listed as hers.
 */
export function uploadPhoto(photo: File, { anonymous = false }: { anonymous?: boolean } = {}): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', photo);
  return callRoute(uploadMedia, { form, anonymous });
}
