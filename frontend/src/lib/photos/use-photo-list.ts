import { useEffect, useRef, useState } from 'react';
import { MAX_PHOTOS } from '@sankofa/contracts';

export interface ListedPhoto {
  /** A chosen file's name, size and modification time (the same file chosen twice counts once); a saved photo's URL. */
  key: string;
  /** What the screen shows: the saved URL, or the chosen file's object URL (kept after upload: a held photo's URL answers 404). */
  previewUrl: string;
  /** Chosen from the device and not uploaded yet. */
  file?: File;
  /** Where it is stored: a saved photo's, or a chosen one's once uploaded. */
  url?: string;
  /** Uploaded now and held by the nudity screen (saved ones are known from GET /api/photo-reviews/mine). */
  inReview?: boolean;
}

const keyOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

const savedPhoto = (url: string): ListedPhoto => ({ key: url, previewUrl: url, url });

/** Signup's and the photo editor's rules for files from the device: images only, the same file once, at most MAX_PHOTOS in all. */
export function addFiles(photos: readonly ListedPhoto[], files: Iterable<File>, previewOf: (file: File) => string): ListedPhoto[] {
  const next = [...photos];
  for (const file of files) {
    if (next.length >= MAX_PHOTOS) break;
    if (!file.type.startsWith('image/') || next.some((photo) => photo.key === keyOf(file))) continue;
    next.push({ key: keyOf(file), file, previewUrl: previewOf(file) });
  }
  return next;
}

/** The list with the photo under `key` moved to `index` (0 makes it the main photo). */
export function movePhoto(photos: readonly ListedPhoto[], key: string, index: number): ListedPhoto[] {
  const moved = photos.find((photo) => photo.key === key);
  if (!moved || index < 0 || index >= photos.length) return [...photos];
  const rest = photos.filter((photo) => photo !== moved);
  return [...rest.slice(0, index), moved, ...rest.slice(index)];
}

/** The member's photos in order: those she has (`saved` URLs) and those she chooses, to remove, reorder and upload. */
export function usePhotoList(saved: readonly string[] = []) {
  const [photos, setPhotos] = useState<ListedPhoto[]>(() => saved.map(savedPhoto));
  // Preview URLs hold the image in memory until revoked; the ones still shown are revoked on leaving.
  const previewUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = previewUrls.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const previewOf = (file: File) => {
    const url = URL.createObjectURL(file);
    previewUrls.current.add(url);
    return url;
  };

  const add = (files: Iterable<File>) => setPhotos(addFiles(photos, files, previewOf));

  const remove = (key: string) => {
    const removed = photos.find((photo) => photo.key === key);
    if (!removed) return;
    if (previewUrls.current.delete(removed.previewUrl)) URL.revokeObjectURL(removed.previewUrl);
    setPhotos(photos.filter((photo) => photo !== removed));
  };

  const move = (key: string, index: number) => setPhotos(movePhoto(photos, key, index));

  /** A chosen photo is stored now: saving again does not upload it twice. */
  const uploaded = (key: string, url: string, inReview: boolean) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { key, previewUrl: photo.previewUrl, url, inReview } : photo)));

  return { photos, add, remove, move, uploaded };
}
