import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

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

/** React Router's own files in the web build: its production build's chunks. */
const REACT_ROUTER_FILE = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
/** `Form.displayName = "Form";`, a statement of its own at the top level. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** `var Link = React10.forwardRef(`: a component made at the top level. */
const FORWARD_REF = /^(var [\w$]+ = )(React\d*\.forwardRef\()/gm;

/**
 * React Router's source without what keeps unused components in the bundle: its production build
 * names each component for React DevTools (`Form.displayName = "Form"`, a property write the
 * tree-shaker must keep) and makes `Link`, `NavLink` and `Form` by `forwardRef` calls not marked pure.
 * Either keeps `Form`, `NavLink` and what they use (`useSubmit`, the form encodings, view
 * transitions) in the entry of every page, though the start page renders neither: 1.7 KB gzip
 * (issue 32). The names only label components in DevTools, which a production build's minified
 * names do not serve anyway; `forwardRef` only wraps a render function in an object.
 */
export function trimReactRouter(code: string): { code: string; names: number; components: number } {
  let names = 0;
  let components = 0;
  const trimmed = code
    .replace(DISPLAY_NAME, () => {
      names += 1;
      return '';
    })
    .replace(FORWARD_REF, (_, declaration: string, call: string) => {
      components += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    });
  return { code: trimmed, names, components };
}

/**
 * `trimReactRouter` as a build step. It fails the build when React Router's main chunk no longer
 * has both shapes (a new version wrote them otherwise), so the saving is not lost unnoticed.
 */
export function reactRouterTrim(): Plugin {
  return {
    name: 'kwk:react-router-trim',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_FILE.test(id)) return null;
      const { code: trimmed, names, components } = trimReactRouter(code);
      if (code.includes('.forwardRef(') && (names === 0 || components === 0))
        this.error(`react-router-alias.ts: ${id} no longer names its components as trimReactRouter expects`);
      return names + components === 0 ? null : { code: trimmed, map: null };
    },
  };
}
