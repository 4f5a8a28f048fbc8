/**
 * `npm run bench:media`: the photo pipeline on a 12-megapixel camera photo (4000 × 3000 JPEG with EXIF
 * and GPS, with detail at every scale so it compresses like a real one): decode, turn upright, write the three
 * sizes without metadata. Prints the time per photo (first and the median of MEDIA_BENCH_RUNS more,
 * one at a time) and the process's peak RSS growth, and what a phone downloads per size.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { resizePhoto } from '@sankofa/adapters/media';
import { PHOTO_SIZE_WIDTHS } from '@sankofa/contracts';

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
} finally {
  await rm(directory, { recursive: true, force: true });
}
