import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

/** Upper bounds of the latency buckets, in seconds: from a cached configuration call to a slow export. */
export const LATENCY_BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const NAME = 'kwk_http_request_duration_seconds';

/**
 * One route's latencies for one status class: plain numbers, bucket counts kept per bucket
 * (made cumulative only when scraped), so an observation is a loop over eleven bounds and three
 * additions, with nothing allocated (issue 32's configuration call must not get slower).
 */
class Series {
  readonly buckets = new Float64Array(LATENCY_BOUNDS.length);
  count = 0;
  sum = 0;

  constructor(readonly labels: Readonly<Record<string, string>>) {}

  observe(seconds: number) {
    this.count++;
    this.sum += seconds;
    for (let i = 0; i < LATENCY_BOUNDS.length; i++)
      if (seconds <= (LATENCY_BOUNDS[i] as number)) {
        this.buckets[i] = (this.buckets[i] as number) + 1;
        return;
      }
  }
}

/** A route pattern's series, one per status class, each made on the class's first answer. */
export class RouteLatency {
  readonly #classes: (Series | undefined)[] = [undefined, undefined, undefined, undefined, undefined];

  constructor(
    private readonly route: string,
    private readonly method: string,
    private readonly all: Series[],
  ) {}

  observe(statusCode: number, seconds: number) {
    const index = Math.min(Math.max(Math.trunc(statusCode / 100) - 1, 0), 4);
    let series = this.#classes[index];
    if (series === undefined) {
      series = new Series({
        route: this.route,
        method: this.method,
        status_class: STATUS_CLASSES[index] as string,
      });
      this.#classes[index] = series;
      this.all.push(series);
    }
    series.observe(seconds);
  }
}

/**
 * The HTTP latency histogram by route pattern (Fastify's `routeOptions.url`, never the raw path),
 * method and status class: its label sets are made when a route is registered, so the number of
 * series is bounded by the routes, whatever the requests. A prom-client metric of its own making
 * (`get` answers what prom-client's Histogram would), since that one hashes its labels on every
 * observation.
 */
export class HttpLatency {
  readonly name = NAME;
  readonly help = 'Time from request to response, by route pattern, method and status class';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #series: Series[] = [];
  /** Requests no route matched (404s of any path): one pattern, whatever was asked. */
  readonly unmatched = new RouteLatency('(unmatched)', 'any', this.#series);

  constructor(registry: Registry) {
    registry.registerMetric(this as never);
  }

  readonly #routes = new Map<string, RouteLatency>();

  /** The route's series: one per method and pattern, whoever asks (the route, a prepared answer). */
  forRoute(method: string, route: string): RouteLatency {
    const key = `${method} ${route}`;
    let latency = this.#routes.get(key);
    if (!latency) {
      latency = new RouteLatency(route, method, this.#series);
      this.#routes.set(key, latency);
    }
    return latency;
  }

  get() {
    const values: { metricName: string; labels: Record<string, string | number>; value: number }[] = [];
    for (const s of this.#series) {
      let cumulative = 0;
      LATENCY_BOUNDS.forEach((bound, i) => {
        cumulative += s.buckets[i] as number;
        values.push({ metricName: `${NAME}_bucket`, labels: { ...s.labels, le: bound }, value: cumulative });
      });
      values.push({ metricName: `${NAME}_bucket`, labels: { ...s.labels, le: '+Inf' }, value: s.count });
      values.push({ metricName: `${NAME}_sum`, labels: s.labels, value: s.sum });
      values.push({ metricName: `${NAME}_count`, labels: s.labels, value: s.count });
    }
    return { name: NAME, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset() {
    for (const s of this.#series) {
      s.buckets.fill(0);
      s.count = 0;
      s.sum = 0;
    }
  }
}

const SERIES = Symbol('kwk.httpLatency');
type WithSeries = { [SERIES]?: RouteLatency };

/**
 * Measures every answer with one `onResponse` hook: the route's series is put into its config
 * when the route is registered, and Fastify's own start time gives the duration, so a request
 * adds a property read, a subtraction and the bucket loop. Register before the routes.
 */
export function measureHttpLatency(app: FastifyInstance, latency: HttpLatency) {
  app.addHook('onRoute', (route) => {
    const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method);
    route.config = { ...(route.config as object), [SERIES]: latency.forRoute(method, route.url) } as never;
  });
  app.addHook('onResponse', (request, reply, done) => {
    const series = (request.routeOptions.config as WithSeries)[SERIES] ?? latency.unmatched;
    series.observe(reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
