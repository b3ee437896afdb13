import {
  confirmPayoutBodySchema,
  discardPayoutBodySchema,
  payoutBatchDetailsSchema,
  payoutOverviewSchema,
  preparePayoutBodySchema,
  releasePayoutBodySchema,
  returnPayoutItemBodySchema,
} from '@kwk/shared/operator/payouts.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import type { PayoutsService } from './payouts.service.ts';

const tags = ['operator console'];
const security = bearerSecurity;
const prepare = { auth: { operator: 'payouts.prepare' as const } };
// Dangerous (operator-rights.ts): the console confirms by passkey or TOTP first.
const release = { auth: { operator: 'payouts.release' as const } };
const batchParams = z.object({ id: z.uuid() });

/** The console's payouts: batches of chosen transfers as SEPA files, four-eyes release, execution and returns. */
export function payoutsConsoleRoutes({ payouts }: { payouts: PayoutsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auszahlungen',
      {
        config: prepare,
        schema: {
          tags,
          security,
          summary: 'Payout batches, newest first, and per tenant what the next batch would take',
          response: { 200: payoutOverviewSchema, ...errorResponses(401, 403) },
        },
      },
      async () => payouts.overview(),
    );

    app.post(
      '/auszahlungen',
      {
        config: prepare,
        schema: {
          tags,
          security,
          summary: "Prepares a batch of the tenant's chosen transfers (SEPA pain.001.001.09, checksum shown)",
          body: preparePayoutBodySchema,
          response: { 201: payoutBatchDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await payouts.prepare(request.operator.operator.id, request.body.Mandant)),
    );

    app.get(
      '/auszahlungen/:id',
      {
        config: prepare,
        schema: {
          tags,
          security,
          summary: 'A batch with its transfers (IBANs masked), count, control sum and SHA-256',
          params: batchParams,
          response: { 200: payoutBatchDetailsSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => payouts.details(request.operator.operator.id, request.params.id),
    );

    app.post(
      '/auszahlungen/:id/freigabe',
      {
        config: release,
        schema: {
          tags,
          security,
          summary:
            'Releases a batch; only a finance operator other than the one who prepared it (four eyes), who enters the count and sum or the start of the SHA-256 they compared',
          params: batchParams,
          body: releasePayoutBodySchema,
          response: { 200: payoutBatchDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => payouts.release(request.operator.operator.id, request.params.id, request.body),
    );

    app.post(
      '/auszahlungen/:id/verwerfen',
      {
        // Whoever may prepare a batch may discard one not yet released: nothing has left.
        config: prepare,
        schema: {
          tags,
          security,
          summary:
            'Discards a prepared batch before its release, with a reason: its transfers are free for the next batch',
          params: batchParams,
          body: discardPayoutBodySchema,
          response: { 200: payoutBatchDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => payouts.discard(request.operator.operator.id, request.params.id, request.body.Grund),
    );

    app.get(
      '/auszahlungen/:id/datei',
      {
        config: prepare,
        schema: {
          tags,
          security,
          summary:
            'The SEPA file for the bank, once the batch is released (409 before); the download is logged',
          params: batchParams,
          response: {
            200: z.unknown().describe('the pain.001.001.09 XML, as an attachment'),
            ...errorResponses(400, 401, 403, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const file = await payouts.download(request.operator.operator.id, request.params.id);
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .send(file.xml);
      },
    );

    app.post(
      '/auszahlungen/:id/ausfuehrung',
      {
        config: release,
        schema: {
          tags,
          security,
          summary:
            'The bank executed the batch: its rewards become paid and each person is mailed; a repeat changes nothing',
          params: batchParams,
          body: confirmPayoutBodySchema,
          response: { 200: payoutBatchDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        payouts.confirm(request.operator.operator.id, request.params.id, request.body.Kontoauszug),
    );

    app.post(
      '/auszahlungen/:id/posten/:postenId/rueckbuchung',
      {
        config: release,
        schema: {
          tags,
          security,
          summary:
            'Books a returned transfer: the reward is ready again and the person is asked for bank data again',
          params: batchParams.extend({ postenId: z.uuid() }),
          body: returnPayoutItemBodySchema,
          response: { 200: payoutBatchDetailsSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        payouts.returnItem(
          request.operator.operator.id,
          request.params.id,
          request.params.postenId,
          request.body.Grund,
        ),
    );
  };
}
