import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PG_TEMPLATE, withDatabase } from '../test/global-setup.ts';

// The real start (main.ts) in a child process with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a
// collector in this process: an OTLP/HTTP receiver taking the exporter's JSON. PostgreSQL only:
// the pg instrumentation is what is tested, and PGlite has no pg client to instrument.
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const templateUrl = inject('pgTemplateUrl');

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  scope: string;
}

/** The OTLP/HTTP JSON export's spans, flattened with the instrumentation scope that made each. */
/** A port nothing listens on now (the server at warn names none in its log). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function spansOf(body: string): Span[] {
  const exported = JSON.parse(body) as {
    resourceSpans: { scopeSpans: { scope: { name: string }; spans: Omit<Span, 'scope'>[] }[] }[];
  };
  return exported.resourceSpans.flatMap((r) =>
    r.scopeSpans.flatMap((s) => s.spans.map((span) => ({ ...span, scope: s.scope.name }))),
  );
}

describe.skipIf(!templateUrl)('traces to an OTLP collector (decision 074)', () => {
  const received: Span[] = [];
  const contentTypes = new Set<string>();
  let collector: Server;
  let database = '';
  let child: ChildProcess | undefined;
  const output = { stdout: '', stderr: '' };
  /** A loader hook in the child that notes each OpenTelemetry SDK module and prom-client it resolves, in `sdkLoads`. */
  let watchDir = '';
  let sdkLoads = '';

  beforeAll(async () => {
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        if (request.url === '/v1/traces') {
          contentTypes.add(request.headers['content-type'] ?? '');
          received.push(...spansOf(body));
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    watchDir = await mkdtemp(path.join(tmpdir(), 'kwk-otel-watch-'));
    sdkLoads = path.join(watchDir, 'sdk-loads.txt');
    await writeFile(
      path.join(watchDir, 'hooks.mjs'),
      `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('@opentelemetry/sdk-node') || specifier === 'prom-client') appendFileSync(${JSON.stringify(sdkLoads)}, specifier + '\\n');
  return next(specifier, context);
}`,
    );
    await writeFile(
      path.join(watchDir, 'watch.mjs'),
      `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(path.join(watchDir, 'hooks.mjs')).href)});\n`,
    );
    database = `kwk_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: templateUrl! });
    await admin.connect();
    await admin.query(`create database ${database} template ${PG_TEMPLATE}`);
    await admin.end();
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await rm(watchDir, { recursive: true, force: true });
    await new Promise((resolve) => collector?.close(resolve));
    const admin = new pg.Client({ connectionString: templateUrl! });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  async function started(
    withoutMetrics = false,
    knownPort?: number,
  ): Promise<{ port: number; metricsPort: number }> {
    for (let i = 0; i < 1200 && child?.exitCode === null; i++) {
      // A server at warn writes no "listening" line: it is up when its readiness answers.
      if (knownPort !== undefined) {
        const ready = await fetch(`http://127.0.0.1:${knownPort}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) return { port: knownPort, metricsPort: 0 };
      }
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output.stdout)?.[1];
      const metricsPort = /metrics at http:\/\/127\.0\.0\.1:(\d+)\/metrics/.exec(output.stdout)?.[1];
      if (port && (metricsPort || withoutMetrics))
        return { port: Number(port), metricsPort: Number(metricsPort ?? 0) };
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the server did not start:\n${output.stdout}\n${output.stderr}`);
  }

  /** main.ts in a child process, as `npm run dev` starts it, with the SDK watch above. */
  function startServer(env: Record<string, string>, metrics = true) {
    output.stdout = '';
    output.stderr = '';
    child = spawn(
      process.execPath,
      ['--import', path.join(watchDir, 'watch.mjs'), '--import', 'tsx', 'apps/server/src/main.ts'],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'test',
          APP_SECRET: 'tracing-test-secret-0123456789-0123456789',
          DATABASE_URL: withDatabase(templateUrl!, database),
          PORT: '0',
          HOST: '127.0.0.1',
          ...(metrics ? { METRICS_PORT: '0' } : {}),
          WEB_DIST: '/nonexistent-web-dist',
          LOG_LEVEL: 'info',
          ...env,
        },
      },
    );
    child.stdout?.on('data', (d) => {
      output.stdout += d;
    });
    child.stderr?.on('data', (d) => {
      output.stderr += d;
    });
    return started(!metrics, env.PORT === undefined ? undefined : Number(env.PORT));
  }

  async function stopServer() {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child?.kill('SIGTERM');
    await exited;
    child = undefined;
  }

  const sdkLoaded = () => readFile(sdkLoads, 'utf8').catch(() => '');

  it('sends a request as spans with the pg query a child of it, logs its lines with the trace id, and a job run as a span', async () => {
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    // Spans leave within 0.2 s rather than the default 5 s, so the test waits little.
    const { port, metricsPort } = await startServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_BSP_SCHEDULE_DELAY: '200',
    });
    // The watch sees the SDK when it is loaded (so the test above can fail).
    expect(await sdkLoaded()).toContain('@opentelemetry/sdk-node');
    expect(await sdkLoaded()).toContain('prom-client');
    expect((await fetch(`http://127.0.0.1:${port}/readyz?token=secret-in-the-query`)).status).toBe(200);
    await expect.poll(() => received.some((s) => s.name === 'GET /readyz'), { timeout: 15_000 }).toBe(true);
    // The request's span (Fastify's, named by method and route pattern) is the trace's root…
    const server = received.find((s) => s.name === 'GET /readyz')!;
    expect(server.scope).toBe('@fastify/otel');
    expect(server.parentSpanId ?? '').toBe('');
    // The raw URL (a token in its query) stays out of the span, as out of the log.
    expect(JSON.stringify(received)).not.toContain('secret-in-the-query');
    // …and the readiness check's `select 1` its child: the database's time in the request.
    const trace = received.filter((s) => s.traceId === server.traceId);
    const query = trace.find(
      (s) => s.scope === '@opentelemetry/instrumentation-pg' && s.name.startsWith('pg.query'),
    );
    expect(query?.parentSpanId).toBe(server.spanId);
    expect([...contentTypes]).toEqual(['application/json']);

    // Every line of the request carries its trace id.
    const logged = output.stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map(
        (l) => JSON.parse(l) as { reqId?: string; trace_id?: string; msg: string; req?: { path?: string } },
      );
    const reqId = logged.find((l) => l.req?.path === '/readyz')?.reqId;
    const lines = logged.filter((l) => reqId !== undefined && l.reqId === reqId);
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.map((l) => l.trace_id)).toEqual([server.traceId, server.traceId]);

    // The daily jobs ran at the start: each run a span of its own.
    await expect
      .poll(() => received.some((s) => s.scope === 'kwk-portal' && s.name === 'job sessions.purge'), {
        timeout: 15_000,
      })
      .toBe(true);

    // A scrape of the metrics port is no request of the portal's: no span for it.
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 600));
    expect(received.filter((s) => s.name.includes('/metrics'))).toEqual([]);
    await stopServer();
  }, 120_000);

  it('traces the configuration call answered before Fastify (decision 076) as the route would be', async () => {
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    const port = await freePort();
    await startServer(
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_BSP_SCHEDULE_DELAY: '200',
        LOG_LEVEL: 'warn',
        PORT: String(port),
      },
      false,
    );
    try {
      // A caller's trace continues: the span is its child.
      const parent = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' };
      const answer = await fetch(`http://127.0.0.1:${port}/api/v1/fyrst/mandant/fyrst`, {
        headers: { traceparent: `00-${parent.traceId}-${parent.spanId}-01` },
      });
      expect(answer.status).toBe(200);
      const name = 'GET /api/v1/:apiRoute/mandant/:key';
      await expect.poll(() => received.some((s) => s.name === name), { timeout: 15_000 }).toBe(true);
      const span = received.find((s) => s.name === name)!;
      expect(span.scope).toBe('@fastify/otel');
      expect(span.traceId).toBe(parent.traceId);
      expect(span.parentSpanId).toBe(parent.spanId);
      expect(JSON.stringify(span)).toContain('"http.response.status_code"');
    } finally {
      await stopServer();
    }
  }, 120_000);

  it('loads no OpenTelemetry SDK without OTEL_EXPORTER_OTLP_ENDPOINT, and no prom-client without METRICS_PORT', async () => {
    await rm(sdkLoads, { force: true });
    const { port } = await startServer({}, false);
    try {
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      expect(await sdkLoaded()).toBe('');
    } finally {
      await stopServer();
    }
  }, 120_000);
});
