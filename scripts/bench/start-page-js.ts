import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { gzipSize } from './bundle-floor.ts';

/**
 * Opens the start page in Chromium and sums the gzipped size of every script it loads before
 * the page is idle (entry, preloaded chunks, the start route's lazy chunk).
 */
export async function startPageJs(url: string, distDir: string): Promise<{ bytes: number; files: string[] }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await (await browser.newContext()).newPage();
    const scripts = new Set<string>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const file of scripts) bytes += await gzipSize(path.join(distDir, file));
    return { bytes, files: [...scripts] };
  } finally {
    await browser.close();
  }
}

/** The largest gzipped JS chunk the start page does not load: every lazy chunk stays under its budget. */
export async function largestChunk(
  distDir: string,
  exclude: Set<string>,
): Promise<{ file: string; bytes: number }> {
  const assets = path.join(distDir, 'assets');
  let largest = { file: '', bytes: 0 };
  for (const file of await readdir(assets)) {
    if (!file.endsWith('.js') || exclude.has(file)) continue;
    const bytes = await gzipSize(path.join(assets, file));
    if (bytes > largest.bytes) largest = { file, bytes };
  }
  return largest;
}

/**
 * The scripts another HTML entry loads up front (its entry and module preloads): the operator
 * console's `betrieb.html` is a page of its own, not a chunk the portal loads lazily.
 */
export async function entryScripts(distDir: string, html: string): Promise<string[]> {
  const page = await readFile(path.join(distDir, html), 'utf8');
  return [...page.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
}
