import { describe, expect, test } from 'vitest';
import { addFiles, movePhoto, type ListedPhoto } from './use-photo-list.ts';

const image = (name: string, type = 'image/jpeg') => new File([name], name, { type, lastModified: 1 });
const preview = (file: File) => `blob:${file.name}`;
const names = (photos: ListedPhoto[]) => photos.map((photo) => photo.file?.name ?? photo.url);

describe('photos chosen from the device (signup and the photo editor)', () => {
  test('images only, the same file once, after the ones she has', () => {
    const saved: ListedPhoto[] = [{ key: '/api/media/a.jpg', previewUrl: '/api/media/a.jpg', url: '/api/media/a.jpg' }];
    expect(names(addFiles(saved, [image('me.jpg'), image('me.jpg'), image('notes.txt', 'text/plain')], preview))).toEqual(['/api/media/a.jpg', 'me.jpg']);
  });

  test('stops at seven', () => {
    expect(addFiles([], ['1', '2', '3', '4', '5', '6', '7', '8'].map((name) => image(`${name}.jpg`)), preview)).toHaveLength(7);
  });

  test('a photo moves earlier, later or first; a move past either end changes nothing', () => {
    const photos = addFiles([], [image('a.jpg'), image('b.jpg'), image('c.jpg')], preview);
    const [a, , c] = photos.map((photo) => photo.key);
    expect(names(movePhoto(photos, c!, 0))).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
    expect(names(movePhoto(photos, a!, 1))).toEqual(['b.jpg', 'a.jpg', 'c.jpg']);
    expect(names(movePhoto(photos, c!, 3))).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });
});
