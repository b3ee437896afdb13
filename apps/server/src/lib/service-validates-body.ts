import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A route's validator compiler for bodies the service validates itself (with tenant rules, the
 * request's language, or after authentication): the body schema stays in the OpenAPI document,
 * params and query validate as usual.
 */
export function serviceValidatesBody<S>(route: FastifyRouteSchemaDef<S>) {
  return route.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}
