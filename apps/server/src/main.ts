import { ConfigError, loadConfig } from './config.ts';

// Start: read the configuration, start tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, then load
// and start the server (serve.ts). Tracing comes first because its instrumentations patch http, pg
// and Fastify as they are loaded; the server is imported only after it. Without the endpoint the
// OpenTelemetry SDK is never imported (decision 074).
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const tracing = config.tracing
  ? await (await import('./observability/tracing.ts')).startTracing(config.tracing)
  : undefined;
const { serve } = await import('./serve.ts');
await serve(config, tracing);
