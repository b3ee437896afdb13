#!/usr/bin/env node
// The web app's layers (apps/web/src, decision 077), checked by `npm test` through module-graph.mjs:
//   i18n ← lib ← ui ← features ← app ← routes ← main.tsx (the portal's entry)
// - a file imports its own layer or a lower one, never a higher one;
// - a feature (features/<name>) imports no other feature: what two features share moves down to ui/ or lib/;
// - the console (console/) beside the portal imports the base (i18n, lib, ui) and itself only, and
//   nothing of the portal imports the console;
// - styles/ is the portal's global stylesheet, loaded once by the entry: nothing else imports it;
// - widget/ is the host page's script (its own bundle): it imports nothing outside widget/, and only
//   app/, routes/ and the entry import it (its message protocol);
// - test/ holds test helpers: only test files import it, and it may import what it tests.
// Test files follow the rules of their folder. Every import counts: `import type`, `export … from`,
// `import './x.css'` and `import('./x.ts')` (the route table's lazy screens) alike. A script rather than
// Biome's noRestrictedImports: Biome matches an import's text, so each rule needed one override per
// folder depth (decision 052, 19 overrides); here the import is resolved to its file and each rule is
// one line of the table below.
// Usage: node scripts/web-layers.mjs [PROJECT_DIR]; exit 1 with one line per violation.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The portal's ranked layers, lowest first: a file may import its own rank or a lower one. */
const RANKED = ['i18n', 'lib', 'ui', 'features', 'app', 'routes', 'entry'];
const BASE = ['i18n', 'lib', 'ui'];

/** Why an import is refused, by the importing side's layer; the text names the way out. */
const WHY = {
  ranked: (from, to) =>
    `${from}/ is below ${to}/ (i18n ← lib ← ui ← features ← app ← routes): move the shared piece down to the lower layer`,
  feature: () => 'a feature imports no other feature: move what two features share to ui/ or lib/',
  console: () => 'the console imports only the base (i18n/, lib/, ui/): share through ui/ or lib/',
  portalToConsole: () => 'the portal does not import the operator console',
  styles: () => 'styles/ is the global stylesheet the entry (main.tsx) loads once',
  widgetOut: () => "widget/ is the host page's own script: it imports nothing outside widget/",
  widgetIn: () => 'only app/, routes/ and the entry use widget/ (the frame protocol)',
  test: () => 'only test files import the test helpers in test/',
};

/** The layer of a path under apps/web/src, and the feature's name for a feature's file. */
export function layerOf(rel) {
  const [top, second] = rel.split('/');
  if (rel === 'main.tsx') return { layer: 'entry' };
  if (top === 'features') return { layer: 'features', feature: second };
  return { layer: top };
}

const isTestFile = (rel) => /\.test\.tsx?$/.test(rel);

/** The relative imports of a source file (static, re-exports, side effects and dynamic). */
export function importsOf(src) {
  const patterns = [
    /^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gms,
    /^\s*import\s+['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  const found = patterns.flatMap((re) => [...src.matchAll(re)].map((m) => m[1]));
  return [...new Set(found)].filter((spec) => spec.startsWith('.'));
}

/** Why `from` may not import `to` (both paths under apps/web/src), or null when it may. */
export function refusal(from, to) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a.layer === b.layer && a.layer !== 'features') return null;
  if (b.layer === 'test') return isTestFile(from) || a.layer === 'test' ? null : WHY.test();
  if (a.layer === 'test') return null;
  if (a.layer === 'widget') return WHY.widgetOut();
  if (b.layer === 'widget') return ['app', 'routes', 'entry'].includes(a.layer) ? null : WHY.widgetIn();
  if (b.layer === 'styles') return a.layer === 'entry' ? null : WHY.styles();
  if (a.layer === 'console') return BASE.includes(b.layer) ? null : WHY.console();
  if (b.layer === 'console') return WHY.portalToConsole();
  if (a.layer === 'features' && b.layer === 'features') return a.feature === b.feature ? null : WHY.feature();
  const rankA = RANKED.indexOf(a.layer);
  const rankB = RANKED.indexOf(b.layer);
  // A folder the table does not know (a new top-level folder) has no place yet: decide it first.
  if (rankA < 0) return `${a.layer}/ has no place in the layers yet: add it to scripts/web-layers.mjs`;
  if (rankB < 0) return `${b.layer}/ has no place in the layers yet: add it to scripts/web-layers.mjs`;
  return rankB <= rankA ? null : WHY.ranked(a.layer, b.layer);
}

const walk = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : [];

/** Every import of apps/web/src that breaks a layer rule, as a line of text (decision 077). */
export function checkWebLayers(root) {
  const src = path.join(root, 'apps/web/src');
  const violations = [];
  for (const file of walk(src).filter((f) => /\.(ts|tsx|mts|js|mjs)$/.test(f))) {
    const from = path.relative(src, file).split(path.sep).join('/');
    for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
      const to = path
        .relative(src, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/');
      if (to.startsWith('..')) continue; // outside the web app (packages are not relative imports)
      const why = refusal(from, to);
      if (why) violations.push(`apps/web/src/${from}: imports ${to} — ${why} (decision 077)`);
    }
  }
  return violations;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const violations = checkWebLayers(path.resolve(process.argv[2] ?? '.'));
  for (const v of violations) console.log(`✖ ${v}`);
  console.log(`web layers: ${violations.length} violations`);
  process.exit(violations.length > 0 ? 1 : 0);
}
