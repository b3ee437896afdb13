#!/usr/bin/env node
// Bundles the server's TypeScript (and the shared contract) into apps/server/dist for `npm start`:
// plain Node at run time, no on-the-fly TypeScript loader holding memory in the server process.
// npm packages stay external; migrations and the data-dir initialiser are copied beside the bundle.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const server = path.resolve(import.meta.dirname, '../apps/server');
const out = path.join(server, 'dist');
rmSync(out, { recursive: true, force: true });

await build({
  entryPoints: [path.join(server, 'src/main.ts')],
  outdir: out,
  // The server (serve.ts) and the tracing SDK are imported by main.js after it read the
  // configuration: in chunks of their own, so their packages load only then (decision 074).
  splitting: true,
  // Beside main.js: the code finds its migrations and files by its own directory (import.meta).
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages-except-workspace',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@kwk/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(path.join(server, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
cpSync(path.join(server, 'src/db/init-data-dir.mjs'), path.join(out, 'init-data-dir.mjs'));
