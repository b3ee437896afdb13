import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressing the build', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of compressible files only, where they are smaller', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kwk-precompress-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, 'brands', 'telko'), { recursive: true });
    const script = `export const list = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `item ${i}`))};`;
    await writeFile(path.join(dir, 'assets', 'index-abc.js'), script);
    await writeFile(path.join(dir, 'assets', 'index-abc.css'), 'body{color:red}'.repeat(100));
    await writeFile(path.join(dir, 'brands', 'telko', 'logo.svg'), `<svg>${'<g/>'.repeat(200)}</svg>`);
    await writeFile(path.join(dir, 'assets', 'tiny-abc.js'), 'x');
    await writeFile(path.join(dir, 'brands', 'telko', 'keyvisual.jpg'), Buffer.alloc(4096, 1));
    await writeFile(path.join(dir, 'index.html'), '<html></html>'.repeat(100));

    await precompressDir(dir);

    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'index-abc.css',
      'index-abc.css.br',
      'index-abc.css.gz',
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'tiny-abc.js',
    ]);
    expect((await readdir(path.join(dir, 'brands', 'telko'))).sort()).toEqual([
      'keyvisual.jpg',
      'logo.svg',
      'logo.svg.br',
      'logo.svg.gz',
    ]);
    expect(await readdir(dir)).not.toContain('index.html.br');
    const br = await readFile(path.join(dir, 'assets', 'index-abc.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 3);
    expect(gunzipSync(await readFile(path.join(dir, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
  });
});
