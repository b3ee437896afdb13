import {
  VOUCHER_IMPORT_MAX_BYTES,
  voucherDetailsSchema,
  voucherImportResultSchema,
  voucherImportSchema,
  voucherPoolParamsSchema,
  voucherPoolsSchema,
  voucherThresholdSchema,
  waitingVouchersSchema,
} from '@kwk/shared/operator/vouchers.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, security, tags } from '../../lib/console-route-docs.ts';
import { languageOf } from '../../plugins/language.ts';
import type { VouchersService } from './vouchers.service.ts';

const manage = { auth: { operator: 'vouchers.manage' as const } };

/** The console's voucher pools: stock, CSV import, thresholds (finance); waiting rewards (support, finance). */
export function vouchersRoutes({ vouchers }: { vouchers: VouchersService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/gutscheine/bestaende',
      {
        config: manage,
        schema: {
          tags,
          security,
          summary:
            'Voucher pools per tenant and value: free and issued codes, threshold, alert, waiting rewards',
          response: { 200: voucherPoolsSchema, ...errors },
        },
      },
      () => vouchers.pools(),
    );

    app.post(
      '/gutscheine/import',
      {
        config: manage,
        // The file base64-encoded, a third larger than its bytes, with room for the other fields.
        bodyLimit: Math.ceil(VOUCHER_IMPORT_MAX_BYTES / 3) * 4 + 4096,
        schema: {
          tags,
          security,
          summary: 'Imports a CSV file of voucher codes for a tenant and value: all codes or none',
          body: voucherImportSchema,
          response: { 201: voucherImportResultSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await vouchers.importCodes(
              request.operator.operator.id,
              request.body,
              languageOf(request.headers['accept-language']),
            ),
          ),
    );

    app.put(
      '/gutscheine/bestaende/:mandant/:wertCent',
      {
        config: manage,
        schema: {
          tags,
          security,
          summary: "Sets a pool's own stock alert threshold (null: the configured default)",
          params: voucherPoolParamsSchema,
          body: voucherThresholdSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { mandant, wertCent } = request.params;
        await vouchers.setThreshold(
          request.operator.operator.id,
          mandant,
          wertCent,
          request.body.Warnschwelle,
        );
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/gutscheine/bestaende/:mandant/:wertCent/angaben',
      {
        config: { ...manage, bodySchema: (_tenant, lang) => voucherDetailsSchema(lang) },
        schema: {
          tags,
          security,
          summary:
            "Sets what people read about a pool's codes: shop or brand, valid until, how to redeem (de/en), an https link",
          params: voucherPoolParamsSchema,
          body: voucherDetailsSchema(),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { mandant, wertCent } = request.params;
        await vouchers.setDetails(request.operator.operator.id, mandant, wertCent, request.body);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/gutscheine/wartend',
      {
        config: { auth: { operator: 'vouchers.read' as const } },
        schema: {
          tags,
          security,
          summary: 'Rewards chosen as a voucher that wait for a code, per tenant and value',
          response: { 200: waitingVouchersSchema, ...errors },
        },
      },
      () => vouchers.waiting(),
    );
  };
}
