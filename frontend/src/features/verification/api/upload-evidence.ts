import { uploadMedia, type UploadedMedia } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** Captured evidence goes to media storage privately (she and the reviewing admins see it); the verification then names its URL. */
export function uploadEvidence(file: Blob, kind: 'photo' | 'video', fileName: string): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('access', 'private');
  form.append('file', file, fileName);
  return callRoute(uploadMedia, { form });
}
