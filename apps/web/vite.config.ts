import { defineConfig } from 'vite';
import { API_PROXY, appConfig } from './build/app-config.ts';
import { reactRouterPureFunctions } from './build/react-router-alias.ts';
import { startChunks } from './build/start-chunks.ts';

export default defineConfig({
  ...appConfig(),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The CSP allows no inline scripts; Vite's preload polyfill would be inlined otherwise.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: startChunks, treeshake: { manualPureFunctions: reactRouterPureFunctions } },
  },
  worker: { format: 'es' },
  server: { proxy: API_PROXY },
  preview: { proxy: API_PROXY },
});
