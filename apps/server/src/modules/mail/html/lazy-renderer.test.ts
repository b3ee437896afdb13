import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve(import.meta.dirname, '../../../..');

describe('the mail renderer at server start (decision 054: peak RSS)', () => {
  it('is not in the server bundle’s static imports: React and React Email load with the first mail', async () => {
    // The bundle as scripts/build-server.mjs makes it: one file, npm packages external.
    const result = await build({
      entryPoints: [path.join(SERVER, 'src/main.ts')],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
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
    const code = result.outputFiles[0]!.text;
    const statics = [...code.matchAll(/^import\b[^;]*?from\s+"([^"]+)"/gms)].map((m) => m[1]);
    expect(statics).toContain('fastify');
    expect(statics.filter((p) => /^(react|react-dom|@react-email)(\/|$)/.test(p!))).toEqual([]);
    expect(code).toContain('import("@react-email/render")');
  });
});
