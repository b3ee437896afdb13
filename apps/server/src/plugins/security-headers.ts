import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Tenant, TenantCache } from '../modules/tenants/tenant-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant whose pages this Host serves (or the default tenant). */
    hostTenant: Tenant | undefined;
  }
}

/**
 * Builds the Content-Security-Policy for one response. No inline script anywhere; the widget may
 * be framed by exactly the tenant's listed host origins and nowhere else.
 */
export function contentSecurityPolicy(frameOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors 'self'${frameOrigins.map((o) => ` ${o}`).join('')}`,
  ].join('; ');
}

export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    { tenants, isProduction }: { tenants: TenantCache; isProduction: boolean },
  ) => {
    await app.register(helmet, {
      // CSP is set below, per tenant; X-Frame-Options cannot list origins, frame-ancestors does.
      contentSecurityPolicy: false,
      frameguard: false,
      crossOriginEmbedderPolicy: false,
      // The widget's iframe is opened by the brand's own pages on other origins.
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });

    app.decorateRequest('hostTenant', undefined);
    app.addHook('onRequest', async (request: FastifyRequest) => {
      request.hostTenant = await tenants.byHost(request.headers.host);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const tenant = request.tenant ?? request.hostTenant;
      reply.header(
        'content-security-policy',
        contentSecurityPolicy(tenant?.mandant.Brand.FrameOrigins ?? []),
      );
      // API answers may carry personal data: never stored by browsers or proxies unless a route says otherwise.
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
