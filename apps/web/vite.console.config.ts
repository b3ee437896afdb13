import { defineConfig } from 'vite';
import { API_PROXY, appConfig } from './build/app-config.ts';
import { reactRouterPureFunctions } from './build/react-router-alias.ts';

/**
 * The operator console (issue 14): a build of its own from `betrieb.html`, into the same `dist`
 * after the portal's build (which empties it first). Its scripts never reach a tenant's page, and
 * the portal's start page carries none of the console's code.
 */
export default defineConfig({
  ...appConfig(),
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { betrieb: 'betrieb.html' },
      treeshake: { manualPureFunctions: reactRouterPureFunctions },
    },
  },
  server: { proxy: API_PROXY },
});
