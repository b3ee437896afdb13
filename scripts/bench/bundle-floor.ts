import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** Gzipped bytes of a file. */
export async function gzipSize(file: string): Promise<number> {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

/** Builds a bare React + react-dom + React Router app in a temp folder; its gzipped JS is the floor. */
export async function bareReactFloor(repoRoot: string): Promise<number> {
  const dir = await mkdtemp(path.join(repoRoot, 'node_modules', '.bench-floor-'));
  try {
    await writeFile(
      path.join(dir, 'index.html'),
      '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
    );
    await writeFile(
      path.join(dir, 'main.tsx'),
      `import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
const router = createBrowserRouter([{ path: '/', element: <h1>Hello</h1> }]);
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);`,
    );
    await build({
      root: dir,
      logLevel: 'silent',
      configFile: false,
      esbuild: { jsx: 'automatic' },
      build: { outDir: path.join(dir, 'dist') },
    } as never);
    const assets = path.join(dir, 'dist', 'assets');
    let total = 0;
    for (const file of await readdir(assets))
      if (file.endsWith('.js')) total += await gzipSize(path.join(assets, file));
    return total;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
