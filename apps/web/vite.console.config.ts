import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { reactRouterAlias, reactRouterPureFunctions } from './build/react-router-alias.ts';
import { zodAlias } from './build/zod-alias.ts';

/**
 * The operator console (issue 14): a build of its own from `betrieb.html`, into the same `dist`
 * after the portal's build (which empties it first). Its scripts never reach a tenant's page, and
 * the portal's start page carries none of the console's code.
 */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  resolve: { alias: [...zodAlias, ...reactRouterAlias] },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { betrieb: 'betrieb.html' },
      treeshake: { manualPureFunctions: reactRouterPureFunctions },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
