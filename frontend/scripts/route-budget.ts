/**
 * Run after `vite build` (frontend/package.json): prints each screen's gzipped JavaScript and
 * exits non-zero when a first screen (login, Discover) is over the budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_SCREEN_BUDGET_BYTES, FIRST_SCREENS } from '../vite/first-screens.ts';
import { checkBudget, kilobytes, routeSizes, scriptsOfPage, type ViteManifest } from '../vite/route-sizes.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as ViteManifest;
const gzipSizeOf = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;

const pageScripts = scriptsOfPage(readFileSync(path.join(dist, 'index.html'), 'utf8'));
const sizes = routeSizes(manifest, pageScripts, gzipSizeOf);
const screenName = (route: string) => path.basename(route, '.tsx');
print('\nJavaScript each screen needs (gzipped, entry included):');
for (const { route, gzipBytes } of sizes) print(`  ${screenName(route).padEnd(34)} ${kilobytes(gzipBytes).padStart(9)}`);

const verdicts = checkBudget(sizes, FIRST_SCREENS, FIRST_SCREEN_BUDGET_BYTES);
print(`\nBudget for the first screens: ${kilobytes(FIRST_SCREEN_BUDGET_BYTES)}`);
for (const { name, gzipBytes, withinBudget } of verdicts) {
  print(`  ${withinBudget ? 'ok  ' : 'OVER'} ${name.padEnd(10)} ${gzipBytes === null ? 'not in the build' : kilobytes(gzipBytes)}`);
}
if (verdicts.some(({ withinBudget }) => !withinBudget)) {
  console.error(`\nA first screen needs more than ${kilobytes(FIRST_SCREEN_BUDGET_BYTES)} of gzipped JavaScript: split what it does not need at once into chunks loaded on demand.`);
  process.exit(1);
}
