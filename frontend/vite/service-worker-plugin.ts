import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

interface Options {
  /** Route modules whose code is kept with the shell, so those screens open offline. */
  shellRoutes: readonly string[];
}

const isChunk = (output: OutputBundle[string]): output is OutputChunk => output.type === 'chunk';

/** A chunk's file, the chunks it imports statically, and their CSS, all the way down. */
const filesOf = (bundle: OutputBundle, start: OutputChunk, into: Set<string>): void => {
  if (into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const css of start.viteMetadata?.importedCss ?? []) into.add(css);
  for (const imported of start.imports) {
    const chunk = bundle[imported];
    if (chunk && isChunk(chunk)) filesOf(bundle, chunk, into);
  }
};

const publicFilesUnder = async (publicDir: string, folder: string): Promise<string[]> =>
  (await readdir(path.join(publicDir, folder))).map((file) => `${folder}/${file}`);

/**
 * Builds src/service-worker/sw.ts to /sw.js after the app, as one classic script (every browser
 * runs those as workers), told which files make up this build's shell: index.html, the entry
 * and first screens' chunks with their CSS, the manifest and icons. Its version is a hash of
 * their contents, so each build that changes the shell installs a new worker.
 */
export const serviceWorkerPlugin = ({ shellRoutes }: Options): Plugin => {
  let root = '';
  let outDir = '';
  let publicDir = '';
  const shell = new Set<string>();

  return {
    name: 'sankofa-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      publicDir = config.publicDir;
    },
    writeBundle(_options, bundle) {
      shell.clear();
      const routes = new Set(shellRoutes.map((route) => path.resolve(root, route)));
      for (const output of Object.values(bundle)) {
        if (!isChunk(output)) continue;
        if (output.isEntry || (output.facadeModuleId && routes.has(output.facadeModuleId))) filesOf(bundle, output, shell);
      }
      if (bundle['index.html']) shell.add('index.html');
    },
    async closeBundle() {
      const locales = await Promise.all((await readdir(path.join(publicDir, 'locales'))).map((language) => publicFilesUnder(publicDir, `locales/${language}`)));
      // Every language's words too, so the shell speaks the member's language offline.
      const files = [...shell, 'manifest.webmanifest', ...(await publicFilesUnder(publicDir, 'icons')), ...locales.flat()].sort();
      const hash = createHash('sha256');
      for (const file of files) hash.update(file).update(await readFile(path.join(outDir, file)));
      await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: 'warn',
        define: {
          SHELL_FILES: JSON.stringify(files.map((file) => `/${file}`)),
          SHELL_VERSION: JSON.stringify(hash.digest('hex').slice(0, 16)),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: { entry: path.join(root, 'src/service-worker/sw.ts'), formats: ['iife'], name: 'sankofaServiceWorker', fileName: () => 'sw.js' },
        },
      });
      this.info?.(`service worker: ${files.length} shell files`);
    },
  };
};
