import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { startStaticServer, type RunningServer } from './static-server.ts';

const frontendDir = path.resolve(import.meta.dirname, '../frontend');
const distDir = path.join(frontendDir, 'dist');

/** Tests use the build that is there; they build only when there is none (e.g. a fresh clone). */
async function ensureFrontendBuilt(): Promise<void> {
  if (existsSync(path.join(distDir, 'index.html'))) return;
  await build({ configFile: path.join(frontendDir, 'vite.config.ts'), logLevel: 'warn' });
}

// Serves only the built frontend until bin/app.ts's startApp can run the whole app in a test.
export async function startAppUnderTest(): Promise<RunningServer> {
  await ensureFrontendBuilt();
  return startStaticServer(distDir);
}
