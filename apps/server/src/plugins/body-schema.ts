import type { Language } from '@kwk/shared/errors/error-codes';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { parseBody } from '../lib/parse-body.ts';
import type { Tenant } from '../modules/tenants/tenant-cache.ts';
import { languageOf } from './language.ts';

/** The body schema of a route, for the tenant and the request's language (either may be ignored). */
export type BodySchemaFor = (tenant: Tenant, lang: Language) => z.ZodType;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body's schema per tenant and language, checked before the handler (after the auth
     * hook and the route's own preValidation); `schema.body` stays for the OpenAPI document. Built
     * once per tenant and language: a rule that depends on the day must read the clock when it
     * parses (see `trackingBodySchema`).
     */
    bodySchema?: BodySchemaFor;
  }
}

/**
 * The validator compiler of a route whose body the hook below checks: the body passes untouched
 * (the hook has replaced it by the parsed one already), params and query validate as usual.
 * Private to this plugin; a route that switches the app's body check off any other way fails
 * plugins/body-schema.test.ts.
 */
function bodyCheckedByHook<S>(route: FastifyRouteSchemaDef<S>) {
  return route.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

/** The cache key of routes without a tenant (the operator console's): their schemas ignore it. */
const NO_TENANT = Object.freeze({}) as Tenant;

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
    const tenant = request.tenant ?? request.partner?.tenant ?? NO_TENANT;
    const lang = languageOf(request.headers['accept-language']);
    request.body = parseBody(schemaFor(tenant, lang), request.body);
  };
}

/**
 * Validates the body of a route with `config.bodySchema` in a preValidation hook of its own, last
 * of the route's hooks: after the tenant and the caller are known (the auth hook comes first) and
 * after the route's own `preValidation` (a guard that refuses whatever the body, e.g. a module
 * switched off), before the handler. The answer is the one `parseBody` gives (400
 * `common.validation` with each field's path and message).
 */
export const bodySchemaPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const pick = route.config?.bodySchema;
      if (!pick) return;
      route.validatorCompiler = bodyCheckedByHook;
      const existing = route.preValidation;
      const hooks = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
      route.preValidation = [...hooks, validateBody(pick)];
    });
  },
  { name: 'body-schema' },
);
