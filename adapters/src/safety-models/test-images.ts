import { readFileSync } from 'node:fs';

const read = (name: string) => readFileSync(new URL(`./test-images/${name}`, import.meta.url));

/** The committed test photographs (their sources and licences: test-images/README.md). */
export const testImages = {
  face: () => read('face.jpg'),
  sameFace: () => read('same-face.jpg'),
  otherFace: () => read('other-face.jpg'),
  noFace: () => read('no-face.jpg'),
  screenPhoto: () => read('screen-photo.jpg'),
};
