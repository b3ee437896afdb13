import { dirname } from 'node:path';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { precompress } from './precompress.ts';
import { reactRouterAlias, reactRouterTrim } from './react-router-alias.ts';
import { zodAlias } from './zod-alias.ts';

/** The dev server's (and preview's) way to the API: the server on its default port. */
export const API_PROXY = { '/api': 'http://localhost:3000' };

/**
 * What the two React builds share, the portal's (vite.config.ts) and the console's
 * (vite.console.config.ts): the web app's folder as root, React, the precompressed files and the
 * zod and react-router aliases, and React Router trimmed of what keeps unused components in the
 * bundle. A function, so each build gets plugins of its own.
 */
export function appConfig(): UserConfig {
  return {
    root: dirname(import.meta.dirname),
    plugins: [react(), reactRouterTrim(), precompress()],
    resolve: { alias: [...zodAlias, ...reactRouterAlias] },
  };
}
