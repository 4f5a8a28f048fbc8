import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const read = (name: string) => readFileSync(new URL(`./test-images/${name}`, import.meta.url));

/** The committed test photographs (their sources and licences: test-images/README.md). */
export const testImages = {
  face: () => read('face.jpg'),
  sameFace: () => read('same-face.jpg'),
  otherFace: () => read('other-face.jpg'),
  noFace: () => read('no-face.jpg'),
  screenPhoto: () => read('screen-photo.jpg'),
};

/** The poses a video selfie asks for (as the event catalog names them). */
export type TestPose = 'straight' | 'tilt_left' | 'tilt_right' | 'closer';

/** A camera frame's size, as the capture step sends them. */
export const POSE_FRAME_SIZE = { width: 480, height: 360 } as const;

/** Away from the camera the picture fills this share of the frame; 'closer' fills all of it (its face a 1.4 times wider box). */
const AWAY = 0.7;

/**
 * A test photo as the camera would show its face in `pose`, for tests and the browser journey's fake
 * camera. A tilt to her left is the picture turned clockwise (as the camera sees her, her head leans to
 * the picture's right); closer is the whole picture filling the frame, where the others fill 70% of it.
 * Answers a sharp pipeline of `POSE_FRAME_SIZE` (`.jpeg()` or `.raw()` it).
 */
export const poseFrame = async (image: Buffer, pose: TestPose): Promise<sharp.Sharp> => {
  const grey = { r: 128, g: 128, b: 128 };
  const turned = await sharp(image).rotate({ straight: 0, tilt_left: 25, tilt_right: -25, closer: 0 }[pose], { background: grey }).toBuffer();
  if (pose === 'closer') return sharp(turned).resize({ ...POSE_FRAME_SIZE, fit: 'contain', background: grey }).removeAlpha();
  const away = await sharp(turned)
    .resize({ width: Math.round(POSE_FRAME_SIZE.width * AWAY), height: Math.round(POSE_FRAME_SIZE.height * AWAY), fit: 'contain', background: grey })
    .toBuffer();
  return sharp({ create: { ...POSE_FRAME_SIZE, channels: 3, background: grey } }).composite([{ input: away, gravity: 'centre' }]).removeAlpha();
};

export const poseFrameJpeg = async (image: Buffer, pose: TestPose): Promise<Buffer> => (await poseFrame(image, pose)).jpeg({ quality: 85 }).toBuffer();
