import { ENVIRONMENTS } from '@kwk/shared/tenants/mandant.schemas';

/** A place in the draft: `['Settings', 'Rules', 'BonusPraemien', 0, 'Cent']`. */
export type Path = (string | number)[];

export function getAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

/** Sets (or with `undefined` removes) the value at `path`, making the objects on the way. */
export function setAt(root: Record<string, unknown>, path: Path, value: unknown) {
  let node: Record<string | number, unknown> = root;
  for (const segment of path.slice(0, -1)) {
    const next = node[segment];
    if (next === null || typeof next !== 'object') node[segment] = {};
    node = node[segment] as Record<string | number, unknown>;
  }
  const last = path.at(-1) as string | number;
  if (value === undefined && !Array.isArray(node)) delete node[last];
  else node[last] = value;
}

/**
 * The places a field key names in `root`: `*` stands for every entry of the list there,
 * `{env}` for every deployment environment.
 */
export function expandKey(key: string, root: unknown): Path[] {
  let paths: Path[] = [[]];
  for (const segment of key.split('.')) {
    paths = paths.flatMap((p): Path[] => {
      if (segment === '{env}') return ENVIRONMENTS.map((e) => [...p, e]);
      if (segment !== '*') return [[...p, segment]];
      const list = getAt(root, p);
      return Array.isArray(list) ? list.map((_, i) => [...p, i]) : [];
    });
  }
  return paths;
}

/** The field key of a place (`Settings.Rules.BonusPraemien.0.Cent` → `…BonusPraemien.*.Cent`). */
export function keyOfPath(path: string): string {
  return path
    .split('.')
    .map((s) => (/^\d+$/.test(s) ? '*' : (ENVIRONMENTS as readonly string[]).includes(s) ? '{env}' : s))
    .join('.');
}
