import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { PREVIEW_TOKEN_HEADER } from '@kwk/shared/operator/tenant-drafts.schemas';
import type { PreparedAnswer } from '../../lib/prepared-answers.ts';
import type { Tracing } from '../../observability/tracing.ts';
import { encodedMandant, type MandantEncoding, mandantEncoding } from './mandant-encodings.ts';
import { LOADING, type Tenant, type TenantCache } from './tenant-cache.ts';

/** The configuration call's route pattern (tenants.routes.ts under the tenant API's prefix). */
export const MANDANT_ROUTE = '/api/v1/:apiRoute/mandant/:key';
const PREFIX = '/api/v1/';

/** A tenant's configuration answers: the headers of each coding and of a 304, made once. */
interface Prepared {
  /** What follows the API route in the one path answered here: `/mandant/{key}`. */
  tail: string;
  plain: OutgoingHttpHeaders;
  encoded: Partial<Record<MandantEncoding, OutgoingHttpHeaders>>;
  notModified: OutgoingHttpHeaders;
}

export interface MandantPreparedAnswerDeps {
  tenants: TenantCache;
  /** The security headers of every JSON answer (plugins/security-headers.ts `apiSecurityHeaders`). */
  securityHeaders: Record<string, string>;
  /** False once the server drains: Fastify answers 503 then, and closes the connection. */
  open: () => boolean;
  /** The route's latency series, when the metrics are on: each answer is measured into it as well. */
  latency?: { observe(statusCode: number, seconds: number): void };
  /** While tracing: each answer is a request span, as the route's would be. */
  span?: Tracing['serverSpan'];
}

/**
 * `GET /api/v1/{apiRoute}/mandant/{key}` answered before Fastify's router (decision 076): the call
 * every page load makes first, public and the same for every visitor, so its answer is prepared
 * once per configuration — the JSON bytes and their compressed forms already were
 * (tenant-cache.ts, mandant-encodings.ts); now the headers too. It answers only the plain public
 * call: a preview token, a query string, another spelling of the path, a HEAD, an unknown or
 * loading tenant, a draining server all go to the route in tenants.routes.ts, which stays the
 * definition (a test holds the two answers equal, header by header).
 */
export function mandantPreparedAnswer(deps: MandantPreparedAnswerDeps): PreparedAnswer {
  const { tenants, securityHeaders, open, latency, span } = deps;
  // A tenant object lives as long as its configuration: a change brings new ones, and these go with them.
  const prepared = new WeakMap<Tenant, Prepared>();
  const preparedFor = (tenant: Tenant) => {
    let answer = prepared.get(tenant);
    if (!answer) {
      answer = prepare(tenant, securityHeaders);
      prepared.set(tenant, answer);
    }
    return answer;
  };

  return (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url as string;
    if (request.method !== 'GET' || !url.startsWith(PREFIX)) return false;
    const slash = url.indexOf('/', PREFIX.length);
    if (slash === -1) return false;
    const tenant = tenants.byKeyNow(url.slice(PREFIX.length, slash));
    if (tenant === LOADING || tenant === undefined) return false;
    const answer = preparedFor(tenant);
    const { headers } = request;
    if (url.slice(slash) !== answer.tail || headers[PREVIEW_TOKEN_HEADER] !== undefined || !open())
      return false;

    const started = latency ? performance.now() : 0;
    const traced = span?.({ method: 'GET', route: MANDANT_ROUTE, path: url, headers });
    let status = 200;
    if (headers['if-none-match'] === tenant.etag) {
      status = 304;
      response.writeHead(304, answer.notModified).end();
    } else {
      const encoding = mandantEncoding(headers['accept-encoding']);
      if (encoding === undefined) response.writeHead(200, answer.plain).end(tenant.mandantBody);
      else response.writeHead(200, answer.encoded[encoding]).end(encodedMandant(tenant, encoding));
    }
    latency?.observe(status, (performance.now() - started) / 1000);
    traced?.end(status);
    return true;
  };
}

/** The headers of the route's answers, in its order (tenants.routes.ts, then the security headers). */
function prepare(tenant: Tenant, securityHeaders: Record<string, string>): Prepared {
  const cached = {
    vary: 'accept-encoding',
    etag: tenant.etag,
    'cache-control': 'no-cache',
  };
  const json = { ...cached, 'content-type': 'application/json; charset=utf-8' };
  const encoded = (encoding: MandantEncoding) => ({
    ...json,
    'content-encoding': encoding,
    ...securityHeaders,
    'content-length': encodedMandant(tenant, encoding).length,
  });
  return {
    tail: `/mandant/${tenant.key}`,
    plain: { ...json, ...securityHeaders, 'content-length': tenant.mandantBody.length },
    encoded: { br: encoded('br'), gzip: encoded('gzip') },
    notModified: { ...cached, ...securityHeaders },
  };
}
