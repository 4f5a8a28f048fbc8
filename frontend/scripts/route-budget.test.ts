import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BUDGET_BYTES, FIRST_SCREENS } from '../vite/first-screens.ts';
import { checkBudget, routeSizes, scriptsOfPage, type ViteManifest } from '../vite/route-sizes.ts';

const run = promisify(execFile);

// A build of an entry (loaded by index.html) sharing a vendor chunk with two screens, one of which lazy-loads a dialog.
const manifest: ViteManifest = {
  'src/main.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_icons.js': { file: 'assets/icons.js', imports: ['_vendor.js'] },
  [FIRST_SCREENS.login]: { file: 'assets/login.js', isDynamicEntry: true, imports: ['_vendor.js', '_icons.js'] },
  [FIRST_SCREENS.discover]: { file: 'assets/discover.js', isDynamicEntry: true, imports: ['_icons.js'] },
  'src/features/discovery/components/dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true },
  'src/lib/i18n/locales/fr/common.json': { file: 'assets/common.js', isDynamicEntry: true },
};
const sizes: Record<string, number> = {
  'assets/index.js': 50_000,
  'assets/vendor.js': 40_000,
  'assets/icons.js': 5_000,
  'assets/login.js': 10_000,
  'assets/discover.js': 30_000,
  'assets/dialog.js': 70_000,
  'assets/common.js': 1_000,
};
const page = '<script type="module" crossorigin src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css">';

describe('route sizes', () => {
  it('finds the scripts index.html loads', () => {
    expect(scriptsOfPage(page)).toEqual(['assets/index.js']);
  });

  it('counts the entry and each screen with their static imports once each, not what loads later, and lists only screens', () => {
    const result = routeSizes(manifest, ['assets/index.js'], (file) => sizes[file]!);
    expect(result.map(({ route, gzipBytes }) => [route, gzipBytes])).toEqual([
      [FIRST_SCREENS.discover, 50_000 + 40_000 + 5_000 + 30_000],
      [FIRST_SCREENS.login, 50_000 + 40_000 + 5_000 + 10_000],
    ]);
  });

  it('fails a first screen over the budget, and one missing from the build', () => {
    const result = routeSizes(manifest, ['assets/index.js'], (file) => sizes[file]!);
    expect(checkBudget(result, { ...FIRST_SCREENS, chat: 'src/features/chat/components/chat-page.tsx' }, 110_000)).toEqual([
      { name: 'login', route: FIRST_SCREENS.login, gzipBytes: 105_000, withinBudget: true },
      { name: 'discover', route: FIRST_SCREENS.discover, gzipBytes: 125_000, withinBudget: false },
      { name: 'chat', route: 'src/features/chat/components/chat-page.tsx', gzipBytes: null, withinBudget: false },
    ]);
  });
});

describe('the budget script', () => {
  const writeBuild = async (discoverBytes: number) => {
    const dist = await mkdtemp(path.join(tmpdir(), 'sankofa-budget-'));
    await mkdir(path.join(dist, '.vite'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(dist, 'index.html'), page);
    // Random bytes do not compress, so each file's gzipped size is close to its length.
    for (const file of Object.keys(sizes)) {
      const length = file === 'assets/discover.js' ? discoverBytes : 1_000;
      await writeFile(path.join(dist, file), randomBytes(length));
    }
    return dist;
  };
  const script = path.join(import.meta.dirname, 'route-budget.ts');
  const budget = (dist: string) => run(process.execPath, ['--import', 'tsx', script, dist]);

  it('prints each screen and passes within the budget', async () => {
    const { stdout } = await budget(await writeBuild(10_000));
    expect(stdout).toMatch(/discover-page\s+1\d\.\d kB/);
    expect(stdout).toMatch(/ok {3}discover/);
  });

  it('exits non-zero when a first screen is over the budget', async () => {
    const failure = await budget(await writeBuild(FIRST_SCREEN_BUDGET_BYTES)).catch((error: { code: number; stdout: string; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stdout: string }).stdout).toMatch(/OVER discover/);
  });
});
