import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Tenant, TenantCache } from '../modules/tenants/tenant-cache.ts';
import { isConsoleHost } from './console-host.ts';
import { isApiRoute } from './rate-limit.ts';

/**
 * Builds the Content-Security-Policy for one response. No inline script anywhere; the widget may
 * be framed by exactly the tenant's listed host origins and nowhere else.
 */
export function contentSecurityPolicy(
  frameOrigins: readonly string[] | 'none',
  connectOrigins: readonly string[] = [],
  framedOrigins: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${connectOrigins.map((o) => ` ${o}`).join('')}`,
    "worker-src 'self' blob:",
    // Only the console frames pages: the tenants' portals, as a preview of their drafts (decision 065).
    ...(framedOrigins.length > 0 ? [`frame-src 'self'${framedOrigins.map((o) => ` ${o}`).join('')}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    frameOrigins === 'none'
      ? "frame-ancestors 'none'"
      : `frame-ancestors 'self'${frameOrigins.map((o) => ` ${o}`).join('')}`,
  ].join('; ');
}

/**
 * The origin of the tenant's tracking endpoint in this environment: the browser sends the goal
 * requests there itself (after analytics consent, spec §7). None when no endpoint is configured.
 */
function trackingOrigins(tenant: Tenant): string[] {
  const endpoint = tenant.mandant.Brand.Tracking[tenant.mandant.Environment]?.endpoint;
  if (!endpoint) return [];
  try {
    const url = new URL(endpoint);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The headers every answer carries, API and page alike. */
function commonSecurityHeaders(isProduction: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The widget's iframe is opened by the brand's own pages on other origins.
    'cross-origin-resource-policy': 'same-site',
    ...(isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The security headers of a JSON answer. JSON answers are never rendered or framed: the strictest
 * policy (OWASP REST guidance), which also keeps the per-request bytes of the hottest calls small.
 * The configuration call's prepared answer (lib/prepared-answers.ts) carries the same.
 */
export function apiSecurityHeaders(isProduction: boolean): Record<string, string> {
  return { ...commonSecurityHeaders(isProduction), 'content-security-policy': API_CONTENT_SECURITY_POLICY };
}

export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    {
      tenants,
      isProduction,
      consoleHost,
      consoleOrigin,
      portalOrigins,
    }: {
      tenants: TenantCache;
      isProduction: boolean;
      consoleHost: string;
      /** The console's origin: it may frame a tenant's page opened as a preview (`?vorschau`). */
      consoleOrigin: string;
      /** Every tenant portal's origin: the console frames them for a preview, nothing else. */
      portalOrigins: () => Promise<string[]>;
    },
  ) => {
    // Fixed at start-up and set directly: a middleware recomputing them per request cost a third
    // of the configuration call's throughput. X-Frame-Options is left out on purpose: it cannot
    // list origins; frame-ancestors does.
    const common = commonSecurityHeaders(isProduction);
    const apiHeaders = apiSecurityHeaders(isProduction);
    const pageHeaders: Record<string, string> = {
      ...common,
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
    };

    // Built once per tenant (and per configuration, since a change brings new Tenant objects).
    const policies = new WeakMap<Tenant, string>();
    const noTenantPolicy = contentSecurityPolicy([]);
    // The operator console is never framed, not even by itself (issue 14); it frames only the
    // tenants' portals, for a draft's preview (decision 065).
    const consolePageHeaders: Record<string, string> = { ...pageHeaders, 'x-frame-options': 'DENY' };
    const policyFor = (tenant: Tenant | undefined) => {
      if (!tenant) return noTenantPolicy;
      let policy = policies.get(tenant);
      if (!policy) {
        policy = contentSecurityPolicy(tenant.mandant.Brand.FrameOrigins, trackingOrigins(tenant));
        policies.set(tenant, policy);
      }
      return policy;
    };

    // A callback hook: the API answers (the hottest calls) get their headers in the same tick; an
    // async hook moved every answer's write to a later microtask.
    app.addHook('onSend', (request, reply, payload, done) => {
      // Decided by the matched route, not the path's spelling; a JSON answer from elsewhere (the
      // 404 of an unknown path, health) is an API answer too.
      const routeUrl = request.routeOptions.url;
      if (routeUrl === undefined || isApiRoute(routeUrl) || isJson(reply.getHeader('content-type'))) {
        reply.headers(apiHeaders);
        // API answers may carry personal data: never stored by browsers or proxies unless a route says otherwise.
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        return done(null, payload);
      }
      if (isConsoleHost(request.headers.host, consoleHost)) {
        reply.headers(consolePageHeaders);
        portalOrigins().then((origins) => {
          reply.header('content-security-policy', contentSecurityPolicy('none', [], origins));
          done(null, payload);
        }, done);
        return;
      }
      // Pages (the widget among them) may be framed by exactly the Host tenant's origins.
      reply.headers(pageHeaders);
      // The embed script is loaded by the brand's pages on other sites.
      if (request.url.startsWith(WIDGET_PATH)) reply.header('cross-origin-resource-policy', 'cross-origin');
      // A route with a policy of its own (the development demo host page) keeps it.
      if (reply.hasHeader('content-security-policy')) return done(null, payload);
      tenants.byHost(request.headers.host).then((tenant) => {
        const policy = policyFor(tenant);
        // A preview (no secret in the address: the token rides in the fragment) may be framed by
        // the console as well; what the page shows of a draft needs the token all the same.
        const preview = tenant && isPreviewPage(request.url);
        reply.header(
          'content-security-policy',
          preview
            ? policy.replace("frame-ancestors 'self'", `frame-ancestors 'self' ${consoleOrigin}`)
            : policy,
        );
        done(null, payload);
      }, done);
    });
  },
  { name: 'security-headers' },
);

/** Where the embed script for host pages lives (`/widget/embed.v1.js`). */
const WIDGET_PATH = '/widget/';

/** A page opened as the console's preview of a draft: `?vorschau` in its query. */
const isPreviewPage = (url: string) => /[?&]vorschau(?:[=&]|$)/.test(url);

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');
