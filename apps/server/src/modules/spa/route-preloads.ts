import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), the fields read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The start page's route module, as the manifest names it. */
const START_ROUTE = 'src/routes/home.tsx';

/** A chunk's file and those of everything it imports statically, depth first. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The script files the start page loads after the entry, to be named in its HTML as
 * `<link rel="modulepreload">`: otherwise the browser learns of the route chunk only once the
 * entry has run, one round trip later (Lighthouse's LCP). What index.html preloads already is
 * left out. An unreadable manifest (a build without it) gives none: the page still works.
 */
export async function startPagePreloads(webDist: string): Promise<string[]> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return [];
  }
  const loaded = closure(manifest, 'index.html');
  return [...closure(manifest, START_ROUTE)]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]?.file}`)
    .filter((file) => file.endsWith('.js'));
}
