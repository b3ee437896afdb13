import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSize } from '../bundle-floor.ts';
import { failingAudits, type LighthouseFigures, lighthouseRun } from '../lighthouse.ts';
import { atLeast, atMost, repeated, row, shown, stopProcess } from '../measure.ts';
import { dist, kb, report, startPortal, table } from '../report.ts';
import { startPageJs } from '../start-page-js.ts';

const PORT = 3224;
const TENANTS = ['fyrst', 'telko', 'partner'] as const;

/** Each figure's target (issue 16), its unit and how it is shown. */
const FIGURES: {
  key: keyof LighthouseFigures;
  name: string;
  target: ReturnType<typeof atLeast>;
  digits: number;
  scale?: number;
}[] = [
  { key: 'performance', name: 'performance score', target: atLeast(95), digits: 0 },
  { key: 'accessibility', name: 'accessibility score', target: atLeast(100), digits: 0 },
  { key: 'bestPractices', name: 'best practices score', target: atLeast(100), digits: 0 },
  { key: 'seo', name: 'SEO score', target: atLeast(95), digits: 0 },
  {
    key: 'lcpMs',
    name: 'largest contentful paint (s)',
    target: atMost(2.0, ' s'),
    digits: 2,
    scale: 1 / 1000,
  },
  { key: 'cls', name: 'cumulative layout shift', target: atMost(0.05), digits: 3 },
];

const warmUp = (tenant: string) =>
  new Promise<void>((resolve, reject) =>
    get(
      { host: '127.0.0.1', port: PORT, path: '/', headers: { host: `${tenant}.localhost:${PORT}` } },
      (res) => {
        res.resume();
        res.on('end', resolve);
      },
    ).on('error', reject),
  );

export async function benchBrand() {
  // 12. The brand experience (issue 16): Lighthouse on each tenant's start page, mobile profile,
  // median of the runs; the start page's JavaScript and the widget's embed script, gzip.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-brand-'));
  const portal = await startPortal(PORT, dataDir);
  try {
    table('Brand experience (issue 16): Lighthouse, mobile profile, each tenant’s start page');
    for (const tenant of TENANTS) {
      const url = `http://${tenant}.localhost:${PORT}/`;
      // One unmeasured visit: the portal's first answer per tenant builds its page once (Node does
      // not resolve *.localhost, so the Host header names the tenant).
      await warmUp(tenant);
      const runs = await repeated(async () => {
        const figures = await lighthouseRun(url);
        console.log(`  ${tenant}: ${JSON.stringify(figures)}`);
        return figures;
      });
      for (const figure of FIGURES) {
        const values = runs.map((r) => r[figure.key] * (figure.scale ?? 1));
        report(
          row(`${tenant}: ${figure.name}`, `**${shown(values, figure.digits)}**`, figure.target, values),
        );
      }
      const below = runs.some((r) => r.accessibility < 100 || r.bestPractices < 100 || r.seo < 100);
      if (below) for (const line of await failingAudits(url)) console.log(`  ${tenant} below 100: ${line}`);
    }
    const start = await startPageJs(`http://fyrst.localhost:${PORT}/`, dist);
    report(
      row(
        'start page JS (gzip, every script loaded before idle)',
        `${kb(start.bytes)} (${start.files.length} files)`,
        atMost(130, ' KB'),
        [start.bytes / 1024],
      ),
    );
    const embed = await gzipSize(path.join(dist, 'widget/embed.v1.js'));
    report(
      row('widget embed script `/widget/embed.v1.js` (gzip)', kb(embed), atMost(5, ' KB'), [embed / 1024]),
    );
  } finally {
    await stopProcess(portal);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
