/**
 * `npm run bench:media`: the photo pipeline on a 12-megapixel camera photo (4000 × 3000 JPEG with EXIF
 * and GPS, with detail at every scale so it compresses like a real one): decode, turn upright, write the three
 * sizes without metadata. Prints the time per photo (first and the median of MEDIA_BENCH_RUNS more,
 * one at a time) and the process's peak RSS growth, and what a phone downloads per size. Then one video
 * selfie's check: 24 camera frames (six per pose, as the capture step sends them) and her profile photo's
 * card size through the safety models (on their thread), the first with the models' loading, then the median.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalMediaStorage, resizePhoto, storePhoto } from '@sankofa/adapters/media';
import { safetyModels } from '@sankofa/adapters/safety-models';
import { poseFrameJpeg, testImages, type TestPose } from '@sankofa/adapters/safety-models/testing';
import { SELFIE_THRESHOLD_DEFAULTS, measureSelfie } from '@sankofa/command-api/verification';
import { PHOTO_SIZE_WIDTHS, mediaUrlOf } from '@sankofa/contracts';

const RUNS = Number(process.env.MEDIA_BENCH_RUNS ?? 5);
const [WIDTH, HEIGHT] = [4000, 3000];
const MB = 1024 * 1024;

/** Detail at every scale, as in a photo: coarse noise enlarged, under fine noise (pure noise would shrink to a flat grey). */
const noiseLayer = (width: number, height: number, sigma: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma } } }).png().toBuffer();

const cameraPhoto = async (): Promise<Buffer> => {
  const coarse = await sharp(await noiseLayer(WIDTH / 20, HEIGHT / 20, 60)).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).toBuffer();
  const middle = await sharp(await noiseLayer(WIDTH / 4, HEIGHT / 4, 25)).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).png().toBuffer();
  return sharp(coarse)
    .composite([{ input: middle, blend: 'overlay' }, { input: await noiseLayer(WIDTH, HEIGHT, 8), blend: 'soft-light' }])
    .withExif({ IFD0: { Make: 'Bench', Model: 'Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 36/1 1337/100' } })
    .jpeg({ quality: 90 })
    .toBuffer();
};

const directory = await mkdtemp(path.join(tmpdir(), 'sankofa-bench-media-'));
try {
  const file = path.join(directory, 'camera.jpg');
  const original = await cameraPhoto();
  await writeFile(file, original);
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const watch = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
  const timed = async () => {
    const started = performance.now();
    const photo = await resizePhoto(file, PHOTO_SIZE_WIDTHS);
    return { seconds: (performance.now() - started) / 1000, photo };
  };
  const first = await timed();
  const seconds: number[] = [];
  for (let run = 0; run < RUNS; run++) seconds.push((await timed()).seconds);
  clearInterval(watch);
  seconds.sort((a, b) => a - b);
  console.log(`photo_12mp_original_kb=${(original.length / 1024).toFixed(0)}`);
  console.log(`photo_12mp_first_seconds=${first.seconds.toFixed(3)}`);
  console.log(`photo_12mp_median_seconds=${seconds[Math.floor(seconds.length / 2)]!.toFixed(3)}`);
  console.log(`photo_12mp_peak_rss_growth_mb=${((peakRss - rssBefore) / MB).toFixed(0)}`);
  for (const [size, bytes] of Object.entries(first.photo.sizes)) console.log(`photo_${size}_kb=${(bytes.length / 1024).toFixed(1)}`);
  await benchSelfie(directory);
} finally {
  await rm(directory, { recursive: true, force: true });
}

/** One selfie's frames and her profile photo through the models, as POST /api/verification/video-selfie runs them. */
async function benchSelfie(directory: string) {
  const storage = createLocalMediaStorage(path.join(directory, 'media'));
  const photoFile = path.join(directory, 'face.jpg');
  await writeFile(photoFile, testImages.face());
  const profilePhoto = mediaUrlOf((await storePhoto(storage, await resizePhoto(photoFile, PHOTO_SIZE_WIDTHS))).key);
  const poses: TestPose[] = ['straight', 'tilt_left', 'tilt_right', 'closer'];
  const frames = await Promise.all(
    poses.flatMap((pose) => Array.from({ length: 6 }, () => pose)).map(async (pose) => ({ pose, image: await sharp(await poseFrameJpeg(testImages.sameFace(), pose)).resize(400).jpeg({ quality: 80 }).toBuffer() })),
  );
  const models = safetyModels();
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const watch = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
  const timed = async () => {
    const started = performance.now();
    await measureSelfie(models, storage, frames, [profilePhoto], SELFIE_THRESHOLD_DEFAULTS.straightMaxRoll);
    return (performance.now() - started) / 1000;
  };
  const first = await timed();
  const seconds: number[] = [];
  for (let run = 0; run < RUNS; run++) seconds.push(await timed());
  clearInterval(watch);
  seconds.sort((a, b) => a - b);
  console.log(`selfie_frames=${frames.length}`);
  console.log(`selfie_frames_kb=${(frames.reduce((sum, { image }) => sum + image.length, 0) / 1024).toFixed(0)}`);
  console.log(`selfie_first_seconds_with_model_load=${first.toFixed(3)}`);
  console.log(`selfie_median_seconds=${seconds[Math.floor(seconds.length / 2)]!.toFixed(3)}`);
  console.log(`selfie_peak_rss_growth_mb=${((peakRss - rssBefore) / MB).toFixed(0)}`);
  await models.close();
}
