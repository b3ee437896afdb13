import { type OperatorSession, operatorSessionSchema } from '@kwk/shared/operator/operator-session.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { signedInDocs } from '../../lib/route-schemas.ts';

/** What the console's sign-in route files share: the OpenAPI face and the attempt limit. */
export const { tags, security, errors } = signedInDocs('operator console', 400, 401, 403, 404, 409, 429);

/**
 * Sign-in attempts per client address and minute, TOTP and passkey alike: enough for a typo or a
 * retry, too few to guess codes or probe.
 */
export const signInLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A sign-in route, whatever the second factor: limited per client address, without a bearer yet,
 * answering the new session. The service counts failed attempts by the client's address.
 */
export function signInRoute<B extends z.ZodType>(
  app: ZodApp,
  url: string,
  summary: string,
  body: B,
  signIn: (body: z.output<B>, source: { ip: string }) => Promise<OperatorSession>,
) {
  app.post(
    url,
    {
      config: signInLimit,
      schema: { tags, summary, body, response: { 200: operatorSessionSchema, ...errors } },
    },
    async (request) => signIn(request.body as z.output<B>, { ip: request.ip }),
  );
}
