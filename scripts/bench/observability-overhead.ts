import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { atLeast, type LoadResult, load, REPORTED, repeated, row, shown, stopProcess } from './measure.ts';
import { ratioRow, report, startPortal } from './report.ts';

/** The portal's port by default, and the configuration call: issue 32's measure of the request path (sections/foundation.ts). */
const PORT = 3203;
const mandantUrl = (port: number) => `http://127.0.0.1:${port}/api/v1/fyrst/mandant/fyrst`;

/** A collector that takes every OTLP/HTTP export and drops it, in the bench's own process. */
async function discardingCollector() {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ObservabilityOverhead {
  off: LoadResult[];
  metrics: LoadResult[];
  metricsAndTracing: LoadResult[];
  /** Tracing one request in ten (the README's advice for a busy portal). */
  metricsAndSampledTracing: LoadResult[];
}

/**
 * The request overhead of the metrics and of metrics + tracing (decision 074) on the configuration
 * call: the same built portal started four ways in each round, one after another on one data
 * directory (PGlite): without METRICS_PORT and OTEL_EXPORTER_OTLP_ENDPOINT, with METRICS_PORT,
 * with both (spans to a collector that drops them), and with both tracing one request in ten.
 * A function of its own, so the webhooks section (issue 31) can report it beside its own figures.
 */
export async function measureObservabilityOverhead(
  port = PORT,
  metricsPort = PORT + 10,
): Promise<ObservabilityOverhead> {
  const collector = await discardingCollector();
  try {
    const rounds = await repeated(async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-observe-'));
      const variants = {
        off: {},
        metrics: { METRICS_PORT: String(metricsPort) },
        metricsAndTracing: {
          METRICS_PORT: String(metricsPort),
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
        },
        metricsAndSampledTracing: {
          METRICS_PORT: String(metricsPort),
          OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
          OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
          OTEL_TRACES_SAMPLER_ARG: '0.1',
        },
      };
      const results: Partial<Record<keyof ObservabilityOverhead, LoadResult>> = {};
      try {
        for (const [name, env] of Object.entries(variants)) {
          const portal = await startPortal(port, dataDir, undefined, undefined, env);
          try {
            const result = await load(mandantUrl(port), undefined, undefined, portal.pid);
            if (result.non2xx > 0) throw new Error(`${result.non2xx} non-2xx answers (${name})`);
            results[name as keyof ObservabilityOverhead] = result;
          } finally {
            await stopProcess(portal);
          }
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      return results as Record<keyof ObservabilityOverhead, LoadResult>;
    });
    return {
      off: rounds.map((r) => r.off),
      metrics: rounds.map((r) => r.metrics),
      metricsAndTracing: rounds.map((r) => r.metricsAndTracing),
      metricsAndSampledTracing: rounds.map((r) => r.metricsAndSampledTracing),
    };
  } finally {
    await collector.close();
  }
}

let measured: Promise<ObservabilityOverhead> | undefined;
/**
 * The overhead measured once per bench run: the observability section and the webhooks section
 * (issue 31 names it among the webhooks' figures) both report it, from the same runs.
 */
export function observabilityOverheadOnce(port?: number, metricsPort?: number) {
  measured ??= measureObservabilityOverhead(port, metricsPort);
  return measured;
}

/** The overhead's rows, in the table the caller opened: throughput ratios (≥ 0.9) and CPU per request. */
export function reportObservabilityOverhead({
  off,
  metrics,
  metricsAndTracing,
  metricsAndSampledTracing,
}: ObservabilityOverhead) {
  const rps = (runs: LoadResult[]) => runs.map((r) => r.requestsPerSecond);
  const cpu = (runs: LoadResult[]) => runs.map((r) => r.cpuMicrosPerRequest!);
  for (const [what, runs] of [
    ['metrics (METRICS_PORT)', metrics],
    ['metrics + tracing (METRICS_PORT, OTEL_EXPORTER_OTLP_ENDPOINT)', metricsAndTracing],
    ['metrics + tracing of one request in ten (OTEL_TRACES_SAMPLER_ARG=0.1)', metricsAndSampledTracing],
  ] as const) {
    ratioRow(
      `\`GET /api/v1/fyrst/mandant/fyrst\` with ${what} vs without (50 connections)`,
      rps(runs),
      rps(off),
      // Issue 31: the request overhead of metrics + tracing at most 10 %.
      atLeast(0.9),
      'req/s',
    );
    const ratios = cpu(off).map((base, i) => base / cpu(runs)[i]!);
    report(
      row(
        `CPU per request: without ÷ with ${what}`,
        `${shown(cpu(off), 1)} vs ${shown(cpu(runs), 1)} µs = **${shown(ratios, 2)}**`,
        REPORTED,
        ratios,
      ),
    );
  }
}
