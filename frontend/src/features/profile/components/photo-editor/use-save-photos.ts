import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, serverMessageOf } from '../../../../lib/api-client.ts';
import { uploadPhoto } from '../../../../lib/media/upload-photo.ts';
import type { ListedPhoto } from '../../../../lib/photos/use-photo-list.ts';
import { photosInReviewQueryOptions } from '../../api/get-photos-in-review.ts';
import { useUpdateProfile } from '../../api/update-profile.ts';
import { useTranslation } from 'react-i18next';

export interface SaveProblem {
  message: string;
  /** The photo the server refused: the nude one, or a faceless first photo. */
  photoKey?: string;
}

export type SaveProgress = { stage: 'uploading'; key: string; current: number; total: number } | { stage: 'saving' };

/**
 * Uploads the photos she chose, one at a time (the server screens each; a refusal names which),
 * then saves the list in her order. Each uploaded photo is kept as uploaded, so saving again after
 * a refusal uploads only what is still new, and nothing she chose is lost.
 */
export function useSavePhotos(uploaded: (key: string, url: string, inReview: boolean) => void) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const updateProfile = useUpdateProfile();
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [problem, setProblem] = useState<SaveProblem | null>(null);

  /** `uploading`: the photo whose upload failed; undefined when saving the list did. */
  const problemOf = (error: unknown, uploading: string | undefined, first: string | undefined): SaveProblem => {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === 'photo_refused') return { message: t('photoEditor.refused'), photoKey: uploading };
    if (code === 'first_photo_without_face') return { message: t('photoEditor.firstPhotoWithoutFace'), photoKey: first };
    return { message: serverMessageOf(error) ?? t('photoEditor.failed'), photoKey: uploading };
  };

  /** Answers how many of the saved photos are held for review, or null when saving failed. */
  const save = async (photos: readonly ListedPhoto[]): Promise<number | null> => {
    setProblem(null);
    const urls = new Map(photos.flatMap((photo) => (photo.url ? [[photo.key, photo.url] as const] : [])));
    const held = new Set(photos.filter((photo) => photo.inReview).map((photo) => photo.key));
    const toUpload = photos.filter((photo) => photo.file && !photo.url);
    let current: string | undefined;
    try {
      for (const [index, photo] of toUpload.entries()) {
        current = photo.key;
        setProgress({ stage: 'uploading', key: photo.key, current: index + 1, total: toUpload.length });
        const answer = await uploadPhoto(photo.file!);
        urls.set(photo.key, answer.url);
        if (answer.inReview) held.add(photo.key);
        uploaded(photo.key, answer.url, answer.inReview ?? false);
      }
      current = undefined;
      setProgress({ stage: 'saving' });
      // The same picture chosen again uploads to the same URL: it is listed once.
      await updateProfile.mutateAsync({ photos: [...new Set(photos.map((photo) => urls.get(photo.key)!))] });
      await queryClient.invalidateQueries({ queryKey: photosInReviewQueryOptions().queryKey });
      return photos.filter((photo) => held.has(photo.key)).length;
    } catch (error) {
      setProblem(problemOf(error, current, photos[0]?.key));
      return null;
    } finally {
      setProgress(null);
    }
  };

  return { save, progress, problem };
}
