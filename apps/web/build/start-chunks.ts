import path from 'node:path';

/** What the chunking pass tells about a module: whom it imports statically. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const SRC = path.join(import.meta.dirname, '../src');

/**
 * The start page's static module graph: the entry (`main.tsx`) and the start route's screen
 * (`routes/home.tsx`), which the router loads lazily. Everything they import, transitively, goes
 * into the entry chunk, so the start page loads the entry and one route chunk (issue 32 #4):
 * Rolldown's automatic splitting made one small chunk per set of importers (19 files, most under
 * 1 KB), and each file costs its imports, exports and a name in every lazy import's preload list.
 * The start route itself stays a lazy chunk (decision 030: its script does not share the line with
 * the key visual). Other routes import these modules from the entry, which every page loads anyway.
 */
export function startPageModules(
  ctx: ChunkingContext,
  roots: readonly string[] = [path.join(SRC, 'main.tsx'), path.join(SRC, 'routes/home.tsx')],
): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** One graph per chunking pass (the context object is the pass's). */
const byPass = new WeakMap<ChunkingContext, Set<string>>();
const HOME = path.join(SRC, 'routes/home.tsx');

/**
 * `output.codeSplitting` of the portal's build: the start page's modules in the entry chunk
 * (`index-[hash].js`; the start route's screen stays in its own chunk), every other chunk named
 * by its hash alone. A chunk's name is repeated in every import of it and in the entry's preload
 * list of all routes (about 1 KB gzip of the start page).
 */
export const startChunks = {
  chunkFileNames: (chunk: { name: string }) =>
    chunk.name === 'index' ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
  codeSplitting: {
    groups: [
      {
        name: (id: string, ctx: ChunkingContext) => {
          let modules = byPass.get(ctx);
          if (!modules) {
            modules = startPageModules(ctx);
            byPass.set(ctx, modules);
          }
          return id !== HOME && modules.has(id) ? 'index' : null;
        },
      },
    ],
  },
};
