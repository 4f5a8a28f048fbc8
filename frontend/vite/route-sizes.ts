/**
 * How much JavaScript each screen needs before it shows, read from Vite's build manifest: the
 * entry with everything it imports statically, plus the screen's own chunk and its static imports
 * (dynamic imports load later, on demand, and are not counted).
 */

/** One chunk of `.vite/manifest.json`; `imports` name other keys of the manifest. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export interface RouteSize {
  /** The screen's module, e.g. src/features/auth/components/login/login-page.tsx. */
  route: string;
  /** Gzipped bytes of every JavaScript file the screen needs, each counted once. */
  gzipBytes: number;
  files: string[];
}

const isScreen = (key: string, chunk: ManifestChunk) => chunk.isDynamicEntry === true && /-page\.tsx$/.test(key);

const staticClosure = (manifest: ViteManifest, key: string, into: Set<string>): Set<string> => {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
};

/** The scripts index.html loads, e.g. `assets/shell-x1.js` (the manifest may not name the entry once its chunk is merged). */
export const scriptsOfPage = (html: string): string[] =>
  [...html.matchAll(/<script\b[^>]*\bsrc="\/?([^"]+\.js)"/g)].map((match) => match[1]!);

const keyOfFile = (manifest: ViteManifest, file: string): string => {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === file);
  if (!key) throw new Error(`${file} is loaded by index.html but missing from the build manifest`);
  return key;
};

/**
 * Every screen's size, largest first. `pageScripts` are the scripts index.html loads
 * (scriptsOfPage); `gzipSizeOf` measures one built file.
 */
export const routeSizes = (manifest: ViteManifest, pageScripts: string[], gzipSizeOf: (file: string) => number): RouteSize[] => {
  if (pageScripts.length === 0) throw new Error('index.html loads no script');
  const entry = new Set<string>();
  for (const file of pageScripts) staticClosure(manifest, keyOfFile(manifest, file), entry);
  return Object.entries(manifest)
    .filter(([key, chunk]) => isScreen(key, chunk))
    .map(([key]) => {
      const files = [...staticClosure(manifest, key, new Set(entry))].filter((file) => file.endsWith('.js'));
      return { route: key, files, gzipBytes: files.reduce((total, file) => total + gzipSizeOf(file), 0) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes || a.route.localeCompare(b.route));
};

export interface BudgetVerdict {
  name: string;
  route: string;
  gzipBytes: number | null;
  withinBudget: boolean;
}

/** Each budgeted screen against the budget; a screen missing from the build fails (a renamed file must not pass unchecked). */
export const checkBudget = (sizes: RouteSize[], screens: Record<string, string>, budgetBytes: number): BudgetVerdict[] =>
  Object.entries(screens).map(([name, route]) => {
    const size = sizes.find((candidate) => candidate.route === route);
    return { name, route, gzipBytes: size?.gzipBytes ?? null, withinBudget: size !== undefined && size.gzipBytes <= budgetBytes };
  });

export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
