import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser downloads; images and fonts are compressed already and gain nothing. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt|xml)$/;
/** Below about one packet the headers cost more than compression saves (nginx's gzip_min_length too). */
const MIN_BYTES = 1024;

const filesUnder = async (folder: string): Promise<string[]> =>
  (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));

/** Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside one text file. */
const precompress = async (file: string): Promise<void> => {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
    gzipped(raw, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
};

/**
 * After the build (and after the service worker plugin has written sw.js, so it is placed after
 * it and runs last), precompresses every text file of the output at the highest levels, once:
 * the servers pick a file by Accept-Encoding (koa-send in bin/static-files.ts, nginx's
 * gzip_static) and spend no CPU compressing per request.
 */
export const precompressPlugin = (): Plugin => {
  let outDir = '';
  return {
    name: 'sankofa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file) && !file.includes(`${path.sep}.vite${path.sep}`));
        await Promise.all(files.map(precompress));
        this.info?.(`precompressed ${files.length} files (.br, .gz)`);
      },
    },
  };
};
