import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Files worth compressing. Images, PDFs and fonts are compressed already; index.html is not
 * served as built (the server puts the tenant into it) and is compressed as it goes out.
 */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|map|webmanifest)$/i;

/** Brotli and gzip copies of one file, written next to it; a copy no smaller than the file is left out. */
async function precompressFile(file: string): Promise<string[]> {
  const original = await readFile(file);
  const copies: [string, Buffer][] = [
    [
      '.br',
      await brotli(original, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
    ],
    ['.gz', await gzipAsync(original, { level: constants.Z_BEST_COMPRESSION })],
  ];
  const written: string[] = [];
  for (const [extension, bytes] of copies) {
    if (bytes.length >= original.length) continue;
    await writeFile(file + extension, bytes);
    written.push(file + extension);
  }
  return written;
}

/** Every compressible file under `dir`, compressed once at build time; returns the files written. */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!COMPRESSIBLE.test(entry) || !(await stat(file)).isFile()) continue;
    written.push(...(await precompressFile(file)));
  }
  return written;
}

/**
 * Writes `.br` and `.gz` beside the built assets (issue 17 #7): the server hands them out by the
 * browser's Accept-Encoding (@fastify/static `preCompressed`) and never compresses an asset per
 * request. Maximum quality costs build time only.
 */
export function precompress({ under }: { under?: string } = {}): Plugin {
  let outDir = '';
  return {
    name: 'kwk-precompress',
    apply: 'build',
    configResolved(config) {
      // A build that adds a few files to a shared dist compresses only its own folder.
      outDir = path.resolve(config.root, config.build.outDir, under ?? '');
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
