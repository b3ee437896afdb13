import { register } from 'node:module';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { requestForLog } from '../lib/log-redaction.ts';

/**
 * Traces (issue 31, decision 074), loaded by main.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set,
 * and before the server's modules: the instrumentations patch node:http and pg as they load, and
 * @fastify/otel joins every Fastify instance made after it starts (a diagnostics channel). Spans go
 * to the collector over OTLP/HTTP (JSON), batched. Without the endpoint nothing here is imported.
 * Sampling follows the SDK's variables (OTEL_TRACES_SAMPLER, …): all requests unless set.
 */
export interface Tracing {
  /** pino's mixin: the active span's trace and span id on every log line written inside it. */
  logMixin: () => object;
  /** Sends the spans still buffered, then stops. */
  shutdown(): Promise<void>;
  /**
   * A request's span for an answer given before Fastify (decision 076): named, attributed and
   * parented (`traceparent`) as @fastify/otel's own; `end` takes the answer's status.
   */
  serverSpan(request: ServerSpanRequest): { end(statusCode: number): void };
}

export interface ServerSpanRequest {
  method: string;
  /** The route pattern, as Fastify's `routeOptions.url`. */
  route: string;
  /** The path without its query (the prepared answers take none). */
  path: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Spans like @fastify/otel's request span, for answers Fastify never sees. */
function serverSpans(): Tracing['serverSpan'] {
  const tracer = trace.getTracer('@fastify/otel');
  return ({ method, route, path, headers }) => {
    const span = tracer.startSpan(
      `${method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'fastify.root': '@fastify/otel',
          'http.request.method': method,
          'url.path': path,
          'http.route': route,
        },
      },
      propagation.extract(context.active(), headers),
    );
    return {
      end(statusCode) {
        span.setAttribute('http.response.status_code', statusCode);
        span.end();
      },
    };
  };
}

/**
 * The trace id alone: a span id (16 hex digits) can read like a Belgian IBAN, which the log's last
 * net would blank; the trace id finds the trace, the trace its spans. A new object each line: pino
 * merges the line's own fields into it.
 */
export function traceLogFields(): object {
  const span = trace.getActiveSpan();
  return span === undefined ? {} : { trace_id: span.spanContext().traceId };
}

/** The OTLP/HTTP traces URL of a collector's base URL, as the OpenTelemetry spec derives it. */
export const tracesUrl = (endpoint: string) => `${endpoint.replace(/\/+$/, '')}/v1/traces`;

export async function startTracing(options: { endpoint: string; serviceName: string }): Promise<Tracing> {
  // pg is imported as an ES module (drizzle's node-postgres driver): its instrumentation needs the
  // loader hook, which looks at pg alone, not at every module the server loads.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, {
    data: { include: ['pg', 'pg-pool'] },
  });
  const [{ NodeSDK }, { OTLPTraceExporter }, { HttpInstrumentation }, { PgInstrumentation }, otel] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@fastify/otel'),
    ]);
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    traceExporter: new OTLPTraceExporter({ url: tracesUrl(options.endpoint) }),
    instrumentations: [
      // Outgoing calls only. A request coming in is @fastify/otel's span (it reads `traceparent`
      // too): the http instrumentation's own server span cost 20 µs of CPU per request even when
      // not sampled, as much again as the configuration call itself (decision 074).
      new HttpInstrumentation({
        disableIncomingRequestInstrumentation: true,
        // The exporter's own posts would trace themselves.
        ignoreOutgoingRequestHook: (request) => request.path?.endsWith('/v1/traces') === true,
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      // One span a request, named by its method and route pattern; hook and handler spans would
      // cost more than they tell (the database's spans are the request's children).
      new otel.FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        instrumentHandler: false,
        requestHook: (span, request) => {
          span.updateName(`${request.method} ${request.routeOptions.url ?? '(unmatched)'}`);
          // The raw URL may carry a token in its query: the span keeps the path as the log does.
          span.setAttribute('url.path', requestForLog(request).path);
        },
      }),
    ],
  });
  sdk.start();
  return { logMixin: traceLogFields, shutdown: () => sdk.shutdown(), serverSpan: serverSpans() };
}
