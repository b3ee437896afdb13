import type { Language } from '@kwk/shared/errors/error-codes';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { parseBody } from '../lib/parse-body.ts';
import { serviceValidatesBody } from '../lib/service-validates-body.ts';
import type { Tenant } from '../modules/tenants/tenant-cache.ts';
import { languageOf } from './language.ts';

/** The body schema of a route whose rules depend on the tenant and the request's language. */
export type BodySchemaFor = (tenant: Tenant, lang: Language) => z.ZodType;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body's schema per tenant and language, checked before the handler (after the auth
     * hook); `schema.body` stays for the OpenAPI document.
     */
    bodySchema?: BodySchemaFor;
  }
}

function validateBody(pick: BodySchemaFor) {
  // Tenants are replaced (not changed) when their configuration reloads, so the object is the key.
  const cache = new WeakMap<Tenant, Map<Language, z.ZodType>>();
  const schemaFor = (tenant: Tenant, lang: Language) => {
    let byLang = cache.get(tenant);
    if (!byLang) {
      byLang = new Map();
      cache.set(tenant, byLang);
    }
    let schema = byLang.get(lang);
    if (!schema) {
      schema = pick(tenant, lang);
      byLang.set(lang, schema);
    }
    return schema;
  };
  return async (request: FastifyRequest) => {
    const tenant = request.tenant ?? request.partner?.tenant;
    const lang = languageOf(request.headers['accept-language']);
    request.body = parseBody(schemaFor(tenant, lang), request.body);
  };
}

/**
 * Validates the body of a route with `config.bodySchema` in a preValidation hook of its own, last
 * of the route's hooks: after the tenant and the caller are known, before the handler. The answer
 * is the one `parseBody` gives (400 `common.validation` with each field's path and message).
 */
export const bodySchemaPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const pick = route.config?.bodySchema;
      if (!pick) return;
      route.validatorCompiler = serviceValidatesBody;
      const existing = route.preValidation;
      const hooks = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
      route.preValidation = [...hooks, validateBody(pick)];
    });
  },
  { name: 'body-schema' },
);
