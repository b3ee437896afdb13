import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSize } from './bundle-floor.ts';
import { stopProcess } from './measure.ts';
import { dist, startPortal } from './report.ts';
import { startPageJs } from './start-page-js.ts';

const portal = await startPortal(3209, mkdtempSync(path.join(tmpdir(), 'kwk-sj-')));
try {
  for (const t of ['fyrst', 'telko', 'partner']) {
    const s = await startPageJs(`http://${t}.localhost:3209/`, dist);
    const sizes = await Promise.all(s.files.map(async (f) => `${f} ${await gzipSize(path.join(dist, f))}`));
    console.log(t, s.bytes, (s.bytes / 1024).toFixed(2), sizes.join(' | '));
  }
} finally {
  await stopProcess(portal);
}
