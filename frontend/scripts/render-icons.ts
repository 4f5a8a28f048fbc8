/**
 * Renders the app's SVG icons to the PNG sizes launchers ask for, with the Chromium the browser
 * tests use (no image library needed). Run by hand after changing an SVG: `tsx frontend/scripts/render-icons.ts`;
 * the PNGs are committed.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const iconsDir = path.resolve(import.meta.dirname, '../public/icons');

const renders = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  // iOS fills transparency with black and rounds the corners itself: the full-bleed artwork suits it.
  { svg: 'icon-maskable.svg', png: 'apple-touch-icon.png', size: 180 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-192.png', size: 192 },
  { svg: 'icon-maskable.svg', png: 'icon-maskable-512.png', size: 512 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const { svg, png, size } of renders) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = await readFile(path.join(iconsDir, svg), 'utf8');
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${markup}`);
    await page.screenshot({ path: path.join(iconsDir, png), omitBackground: true });
    await page.close();
    process.stdout.write(`${png} ${size}x${size}\n`);
  }
} finally {
  await browser.close();
}
