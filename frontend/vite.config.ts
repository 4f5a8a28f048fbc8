import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  // Pinned to this folder so a programmatic build from the repository root (e2e) behaves like `vite build` here.
  root: import.meta.dirname,
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': apiServer,
      '/ws': { target: apiServer, ws: true },
    },
  },
});
