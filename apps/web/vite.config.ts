import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { reactRouterAlias, reactRouterPureFunctions } from './build/react-router-alias.ts';
import { startChunks } from './build/start-chunks.ts';
import { zodAlias } from './build/zod-alias.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  resolve: { alias: [...zodAlias, ...reactRouterAlias] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The CSP allows no inline scripts; Vite's preload polyfill would be inlined otherwise.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: startChunks, treeshake: { manualPureFunctions: reactRouterPureFunctions } },
  },
  worker: { format: 'es' },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
