import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { VoucherIssuer } from './voucher-issuer.ts';

/**
 * Development only (registered only in a development deployment, like /dev/mailbox): runs the
 * voucher issue job now instead of at its next minute, for a demo and the browser tests.
 */
export function devVouchersRoutes(deps: {
  voucherIssuer: (log: FastifyBaseLogger) => VoucherIssuer;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const issuer = deps.voucherIssuer(app.log);
    app.post(
      '/dev/vouchers/issue',
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: runs the voucher issue job once',
          response: { 200: z.object({ Ausgegeben: z.number().int() }) },
        },
      },
      async () => ({ Ausgegeben: await issuer.runOnce() }),
    );
  };
}
