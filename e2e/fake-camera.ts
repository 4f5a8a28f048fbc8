import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { POSE_FRAME_SIZE, poseFrame, type TestPose } from '@sankofa/adapters/safety-models/testing';

const FPS = 10;
/** Each pose this long: the capture step's frames, 350 ms apart, catch every pose of the loop in any window of 2 s. */
const FRAMES_PER_POSE = 5;
const CYCLE: readonly TestPose[] = ['straight', 'tilt_left', 'tilt_right', 'closer'];

/** One RGB picture as a YUV 4:2:0 frame (BT.601, full range, as C420jpeg says): Y for every pixel, U and V for each 2×2 block. */
const yuv420 = (rgb: Buffer, width: number, height: number): Buffer => {
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      const at = (row * width + column) * 3;
      const [r, g, b] = [rgb[at]!, rgb[at + 1]!, rgb[at + 2]!];
      y[row * width + column] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && column % 2 === 0) {
        const block = (row / 2) * (width / 2) + column / 2;
        u[block] = Math.max(0, Math.min(255, Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b)));
        v[block] = Math.max(0, Math.min(255, Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b)));
      }
    }
  }
  return Buffer.concat([y, u, v]);
};

/**
 * A .y4m video for Chromium's fake camera (`--use-file-for-fake-video-capture`), written at test time from
 * a test photo: the face straight, tilted to her left, to her right and closer, half a second each, looped.
 */
export async function fakeCameraFile(image: Buffer): Promise<string> {
  const { width, height } = POSE_FRAME_SIZE;
  const frames = await Promise.all(CYCLE.map(async (pose) => yuv420(await (await poseFrame(image, pose)).raw().toBuffer(), width, height)));
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const body = frames.flatMap((frame) => Array.from({ length: FRAMES_PER_POSE }, () => Buffer.concat([Buffer.from('FRAME\n'), frame])));
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'sankofa-fake-camera-')), 'selfie.y4m');
  await writeFile(file, Buffer.concat([header, ...body]));
  return file;
}
