import { type Attributes, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * The API only, never the SDK: without OTEL_EXPORTER_OTLP_ENDPOINT no tracer provider is
 * registered and every span here is OpenTelemetry's no-op (decision 074).
 */
const tracer = trace.getTracer('kwk-portal');

/** Runs `work` as the active span `name` (a job run, a mail delivery); a failure marks the span. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'failed' });
      throw error;
    } finally {
      span.end();
    }
  });
}
