import { uploadMedia, type UploadedMedia } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** Captured evidence goes to the app's media storage like any upload; the verification then names its URL. */
export function uploadEvidence(file: Blob, kind: 'photo' | 'video', fileName: string): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, fileName);
  return callRoute(uploadMedia, { form });
}
