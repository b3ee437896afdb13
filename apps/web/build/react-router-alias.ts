import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React Router in its production build. Its package exports only the development build, whose
 * warnings and checks a visitor never sees; the production build beside it is the same code
 * without them, 0.6 KB gzip less on every page (issue 32: the start page's JavaScript).
 */
const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export const reactRouterAlias = [
  { find: /^react-router$/, replacement: path.join(packageDir, 'dist/production/index.mjs') },
];

/**
 * React Router's production build still warns: `warning()` and `warningOnce()` build a message
 * and hand it to `console.warn`, nothing else (no return value, no state). Declared pure for the
 * bundler's tree-shaking, their calls and messages leave the bundle: 0.9 KB gzip of every page,
 * the start page's included (issue 32, decision 069). No other package of the web build, nor its
 * own code, has a function of these names; one that did would lose its calls whose result is unused.
 */
export const reactRouterPureFunctions = ['warning', 'warningOnce'];
