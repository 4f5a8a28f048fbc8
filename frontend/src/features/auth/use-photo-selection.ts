import { useEffect, useRef, useState } from 'react';

export const maxPhotos = 7;

export interface SelectedPhoto {
  /** Name, size and modification time: the same file chosen twice counts once. */
  key: string;
  file: File;
  previewUrl: string;
}

const keyOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/** Photos chosen from the device for signup: images only, no duplicates, at most seven. */
export function usePhotoSelection() {
  const [photos, setPhotos] = useState<SelectedPhoto[]>([]);
  // Preview URLs hold the image in memory until revoked; the ones still shown are revoked on leaving.
  const previewUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = previewUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const add = (files: Iterable<File>) => {
    const next = [...photos];
    for (const file of files) {
      if (next.length >= maxPhotos) break;
      if (!file.type.startsWith('image/') || next.some((photo) => photo.key === keyOf(file))) continue;
      const previewUrl = URL.createObjectURL(file);
      previewUrls.current.add(previewUrl);
      next.push({ key: keyOf(file), file, previewUrl });
    }
    setPhotos(next);
  };

  const remove = (key: string) => {
    const removed = photos.find((photo) => photo.key === key);
    if (!removed) return;
    URL.revokeObjectURL(removed.previewUrl);
    previewUrls.current.delete(removed.previewUrl);
    setPhotos(photos.filter((photo) => photo !== removed));
  };

  return { photos, add, remove };
}
