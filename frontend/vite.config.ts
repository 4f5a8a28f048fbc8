import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FIRST_SCREENS, OFFLINE_PARTS } from './vite/first-screens.ts';
import { precompressPlugin } from './vite/precompress-plugin.ts';
import { serviceWorkerPlugin } from './vite/service-worker-plugin.ts';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  // Pinned to this folder so a programmatic build from the repository root (e2e) behaves like `vite build` here.
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), serviceWorkerPlugin({ shellRoutes: [...Object.values(FIRST_SCREENS), ...OFFLINE_PARTS] }), precompressPlugin()],
  // The manifest tells the route budget check (scripts/route-budget.ts) which chunks each screen loads.
  // No module preloading: each lazy screen's import would carry the list of its chunks' files into the entry
  // (3 kB gzipped over 40 screens, which the first screens' budget cannot afford); a screen's own imports load
  // after it instead, and the service worker keeps them once fetched.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the entry needs in one chunk rather than dozens of small ones, which gzip worse
        // and cost a request each: the first screens' budget (issue 16) counts the difference.
        // The entry module itself stays out of the group, so Vite's manifest still names the entry.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'], test: (id) => !id.endsWith('/src/main.tsx') }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/ws': { target: apiServer, ws: true },
    },
  },
});
