import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import { z } from 'zod';

/** The path parameter every tenant API route has (`/api/v1/{apiRoute}/…`). */
export const tenantParams = z.object({ apiRoute: z.string().max(64) });

/** The `{code, message}` error answers of a route, by status. */
export const errorResponses = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;

/** Signed-in calls name the bearer scheme in the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** The OpenAPI face a signed-in route file gives all its routes: its tag, the bearer scheme and its error answers. */
export const signedInDocs = <S extends number>(tag: string, ...statuses: S[]) => ({
  tags: [tag],
  security: bearerSecurity,
  errors: errorResponses(...statuses),
});
